// `@dating/ui/forms`: the kit's form controls. Stateless, so an entry of their own, bundled
// into the chunks of the forms that use them rather than into the shared module every page loads.
export * from './TextField';
export * from './TextArea';
export * from './Select';
export * from './RadioGroup';
export * from './SegmentedControl';
export * from './Checkbox';
export * from './Switch';
export * from './FormMessage';
