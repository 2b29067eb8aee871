/** One card payment: the nonce the browser obtained and the amount the server decided. */
export interface ChargeRequest {
  nonce: string;
  /** Decimal string with two places, e.g. '9.99'. */
  amount: string;
  /** ISO 4217 code, e.g. 'USD'. */
  currency: string;
  /** The ledger's reference of this attempt, by which the charge can be found again. */
  orderId: string;
}

export type ChargeResult =
  { outcome: 'succeeded'; transactionId: string } | { outcome: 'declined'; reason: string };

/** Which card form the browser shows: Braintree's drop-in, or the local test-card form. */
export type GatewayKind = 'braintree' | 'sandbox';

/**
 * A card payment provider. The real one is Braintree; the default is a local sandbox that
 * understands Braintree's documented test nonces, so the product runs without an account.
 */
export interface PaymentGateway {
  readonly kind: GatewayKind;
  /** A token the browser's card form is started with. */
  clientToken(): Promise<string>;
  /**
   * Whether `nonce` may pay more than one purchase: Braintree's static test nonces do in its
   * sandbox; a nonce the card form obtained pays once.
   */
  reusableNonce(nonce: string): boolean;
  /** Throws only when the provider cannot be reached; a refused card is a `declined` result. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * What became of the charge made for `orderId`, or null when none was made: how a payment left
   * pending (the server stopped between charging and granting) is settled.
   */
  findCharge(orderId: string): Promise<ChargeResult | null>;
}
