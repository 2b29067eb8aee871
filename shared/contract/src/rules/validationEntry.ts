// `@dating/contract/validation`: the rules forms check (spec section 5) and the password strength
// rule. Stateless, so an entry of their own, bundled into the chunks of the forms that check
// them rather than into the shared module every page loads; the server reads them from /rules.
export * from './validation';
export * from './passwordStrength';
