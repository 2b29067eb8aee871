/**
 * Braintree's documented test card numbers and the test nonce each stands for in the local
 * sandbox (developer.paypal.com/braintree/docs/guides/credit-cards/testing-go-live).
 */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, string>> = {
  '4111111111111111': 'fake-valid-visa-nonce',
  '5555555555554444': 'fake-valid-mastercard-nonce',
  '378282246310005': 'fake-valid-amex-nonce',
  '6011111111111117': 'fake-valid-discover-nonce',
  '4000111111111115': 'fake-processor-declined-visa-nonce',
  '5105105105105100': 'fake-processor-declined-mastercard-nonce',
  '378734493671000': 'fake-processor-declined-amex-nonce',
  '6011000990139424': 'fake-processor-declined-discover-nonce',
};

export type SandboxCardProblem = 'number' | 'expiry' | 'cvv';

export interface SandboxCard {
  number: string;
  expiry: string;
  cvv: string;
}

/** A test nonce for the card, or what is wrong with it. Expiry is MM/YY, not in the past. */
export function sandboxNonceFor(
  card: SandboxCard,
  today: Date,
): { nonce: string } | { problem: SandboxCardProblem } {
  const testNonce = SANDBOX_TEST_CARDS[card.number.replace(/[\s-]/g, '')];
  if (!testNonce) return { problem: 'number' };
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = Number(expiry?.[1]);
  const year = 2000 + Number(expiry?.[2]);
  const thisMonth = today.getFullYear() * 12 + today.getMonth() + 1;
  if (!expiry || month < 1 || month > 12 || year * 12 + month < thisMonth) {
    return { problem: 'expiry' };
  }
  if (!/^\d{3,4}$/.test(card.cvv.trim())) return { problem: 'cvv' };
  // Each checkout gets its own nonce, one-use like Braintree's; the server reads the part before '#'.
  return { nonce: `${testNonce}#${crypto.randomUUID()}` };
}
