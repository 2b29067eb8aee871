/** What the checkout asks of a card form (Braintree's drop-in or the sandbox's test form). */
export interface CardFormHandle {
  /** The nonce of the entered card; rejects, after showing why, when the card is incomplete. */
  requestNonce(): Promise<string>;
}
