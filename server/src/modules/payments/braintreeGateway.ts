import braintree from 'braintree';
import type { BraintreeConfig } from '../../config';
import type { ChargeRequest, ChargeResult, PaymentGateway } from './paymentGateway';
import { isStaticTestNonce } from './sandboxGateway';

/** A sale in these states took (or is taking) the member's money. */
const PAID_STATUSES = new Set<braintree.TransactionStatus>([
  'authorized',
  'authorizing',
  'settlement_confirmed',
  'settlement_pending',
  'settled',
  'settling',
  'submitted_for_settlement',
]);

/** Real card payments through Braintree's server SDK, used when its keys are configured. */
export class BraintreeGateway implements PaymentGateway {
  readonly kind = 'braintree';
  private readonly gateway: braintree.BraintreeGateway;

  constructor(private readonly config: BraintreeConfig) {
    this.gateway = new braintree.BraintreeGateway({
      environment:
        config.environment === 'production'
          ? braintree.Environment.Production
          : braintree.Environment.Sandbox,
      merchantId: config.merchantId,
      publicKey: config.publicKey,
      privateKey: config.privateKey,
    });
  }

  async clientToken(): Promise<string> {
    const response = await this.gateway.clientToken.generate({
      merchantAccountId: this.config.merchantAccountId,
    });
    if (!response.success) throw new Error(`Braintree client token: ${response.message}`);
    return response.clientToken;
  }

  /** Production accepts no test nonce at all; its sandbox accepts the static ones every time. */
  reusableNonce(nonce: string): boolean {
    return this.config.environment === 'sandbox' && isStaticTestNonce(nonce);
  }

  async charge({ nonce, amount, orderId }: ChargeRequest): Promise<ChargeResult> {
    const response = await this.gateway.transaction.sale({
      amount,
      orderId,
      paymentMethodNonce: nonce,
      // Braintree charges in the merchant account's currency: configure one in the prices' currency.
      merchantAccountId: this.config.merchantAccountId,
      options: { submitForSettlement: true },
    });
    if (!response.success) return { outcome: 'declined', reason: response.message };
    return { outcome: 'succeeded', transactionId: response.transaction.id };
  }

  async findCharge(orderId: string): Promise<ChargeResult | null> {
    const found: braintree.Transaction[] = [];
    for await (const transaction of this.gateway.transaction.search((search) =>
      search.orderId().is(orderId),
    )) {
      found.push(transaction as braintree.Transaction);
    }
    const paid = found.find((transaction) => PAID_STATUSES.has(transaction.status));
    if (paid) return { outcome: 'succeeded', transactionId: paid.id };
    const refused = found.at(-1);
    return refused
      ? { outcome: 'declined', reason: refused.processorResponseText || refused.status }
      : null;
  }
}
