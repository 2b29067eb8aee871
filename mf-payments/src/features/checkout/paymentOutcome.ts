import { isRefusal } from '@dating/web';
import { MESSAGES } from '@dating/contract/messages';

/** What the member is told after Buy (a reading of spec section 4: the outcome is always said). */
export type PaymentOutcome =
  | { kind: 'paid' }
  /** The server refused before or at the card: nothing was charged. `reason` is its message. */
  | { kind: 'refused'; reason: string; cardDeclined: boolean }
  /** No answer, or one that does not say: the same nonce is sent again to find out. */
  | { kind: 'unconfirmed' };

/**
 * Reads a failed payment call. A 4xx is a refusal made before any charge (a declined card
 * answers 402), except 'still being processed', whose charge may have gone through; a 5xx or a
 * lost connection says nothing about the charge.
 */
export function outcomeOfFailure(error: unknown): PaymentOutcome {
  if (!isRefusal(error) || error.message === MESSAGES.paymentInProgress) {
    return { kind: 'unconfirmed' };
  }
  return { kind: 'refused', reason: error.message, cardDeclined: error.status === 402 };
}
