import { randomBytes, randomUUID } from 'node:crypto';
import type { ChargeRequest, ChargeResult, PaymentGateway } from './paymentGateway';

/** What the sandbox's client tokens start with: the browser shows its local test-card form. */
export const SANDBOX_TOKEN_PREFIX = 'sandbox_';

/**
 * Braintree's documented test nonces (developer.paypal.com/braintree/docs/reference/general/
 * testing) that succeed; every other documented one (processor declined, gateway rejected,
 * Luhn invalid, consumed) and any unknown nonce is declined, as Braintree would.
 */
const SUCCEEDING_NONCES = new Set([
  'fake-valid-nonce',
  'fake-valid-visa-nonce',
  'fake-valid-mastercard-nonce',
  'fake-valid-amex-nonce',
  'fake-valid-discover-nonce',
  'fake-valid-debit-nonce',
  'fake-valid-prepaid-nonce',
]);

const DECLINE_REASONS: Record<string, string> = {
  'fake-processor-declined-visa-nonce': 'Do Not Honor',
  'fake-processor-declined-mastercard-nonce': 'Do Not Honor',
  'fake-processor-declined-amex-nonce': 'Do Not Honor',
  'fake-processor-declined-discover-nonce': 'Do Not Honor',
  'fake-processor-failure-jcb-nonce': 'Processor Network Unavailable - Try Again',
  'fake-gateway-rejected-fraud-nonce': 'Gateway Rejected: fraud',
  'fake-luhn-invalid-nonce': 'Credit card number is invalid',
  'fake-consumed-nonce': 'Cannot use a payment_method_nonce more than once',
};

/**
 * One of Braintree's static test nonces, which its sandbox accepts for any number of
 * purchases. With the card form's `#<checkout id>` it is a checkout's own nonce: not static.
 */
export function isStaticTestNonce(nonce: string): boolean {
  return SUCCEEDING_NONCES.has(nonce) || Object.hasOwn(DECLINE_REASONS, nonce);
}

/**
 * The test nonce a sandbox nonce stands for. The local card form adds `#<checkout id>` so that
 * each checkout has its own one-use nonce, like Braintree's real ones.
 */
export function testNonceOf(nonce: string): string {
  const mark = nonce.indexOf('#');
  return mark === -1 ? nonce : nonce.slice(0, mark);
}

/**
 * The default gateway: no account, no network; charges are recorded, never made. Its record
 * lives in memory: after a restart it knows of no charge, and none was made.
 */
export class SandboxGateway implements PaymentGateway {
  readonly kind = 'sandbox';
  private readonly charges = new Map<string, ChargeResult>();

  clientToken(): Promise<string> {
    return Promise.resolve(SANDBOX_TOKEN_PREFIX + randomBytes(16).toString('hex'));
  }

  reusableNonce(nonce: string): boolean {
    return isStaticTestNonce(nonce);
  }

  charge({ nonce, orderId }: ChargeRequest): Promise<ChargeResult> {
    const testNonce = testNonceOf(nonce);
    const result: ChargeResult = SUCCEEDING_NONCES.has(testNonce)
      ? { outcome: 'succeeded', transactionId: `sandbox-${randomUUID()}` }
      : {
          outcome: 'declined',
          reason: DECLINE_REASONS[testNonce] ?? 'Unknown or expired payment_method_nonce',
        };
    this.charges.set(orderId, result);
    return Promise.resolve(result);
  }

  findCharge(orderId: string): Promise<ChargeResult | null> {
    return Promise.resolve(this.charges.get(orderId) ?? null);
  }
}
