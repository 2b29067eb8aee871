/** What the checkout asks of a card form (Braintree's drop-in or the sandbox's test form). */
export interface CardFormHandle {
  /** The nonce of the entered card; rejects, after showing why, when the card is incomplete. */
  requestNonce(): Promise<string>;
  /** Forgets a declined card, so the member enters another rather than resending a used one. */
  clearCard(): void;
}
