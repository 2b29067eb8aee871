import braintree from 'braintree';
import type { BraintreeConfig } from '../../config';
import type { ChargeRequest, ChargeResult, PaymentGateway } from './paymentGateway';

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

  async charge({ nonce, amount }: ChargeRequest): Promise<ChargeResult> {
    const response = await this.gateway.transaction.sale({
      amount,
      paymentMethodNonce: nonce,
      // Braintree charges in the merchant account's currency: configure one in the prices' currency.
      merchantAccountId: this.config.merchantAccountId,
      options: { submitForSettlement: true },
    });
    if (!response.success) return { outcome: 'declined', reason: response.message };
    return { outcome: 'succeeded', transactionId: response.transaction.id };
  }
}
