import type { BraintreeConfig } from '../../config';
import { BraintreeGateway } from './braintreeGateway';
import type { PaymentGateway } from './paymentGateway';
import { SandboxGateway } from './sandboxGateway';

/** Braintree when its keys are configured, the local sandbox otherwise. */
export function createPaymentGateway(braintree: BraintreeConfig | null): PaymentGateway {
  return braintree ? new BraintreeGateway(braintree) : new SandboxGateway();
}
