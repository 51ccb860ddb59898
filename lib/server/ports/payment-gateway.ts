import 'server-only';

/**
 * The PaymentGateway port: card payments in cents with idempotency keys. The embedded default
 * is the built-in sandbox (adapters/sandbox-payments); a Stripe adapter (PaymentIntents) drops in
 * behind the same contract (tests/contract/payment-gateway.contract.ts). Card numbers pass
 * through to the provider and are never stored or logged: a payment keeps the brand and the
 * last 4 digits only.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex';

export interface CardDetails {
  /** digits only */
  number: string;
  holder: string;
  expiryMonth: number;
  /** four digits */
  expiryYear: number;
  cvc: string;
}

export type PaymentState =
  /** charged */
  | 'succeeded'
  /** the card asks for 3-D Secure: the customer must visit `redirectUrl` */
  | 'requires_action'
  /** declined, or a challenge failed or was abandoned */
  | 'failed'
  /** charged, then refunded in full */
  | 'refunded';

/** A type, not an interface, so a payment is a DocumentStore document as it is. */
export type Payment = {
  id: string;
  state: PaymentState;
  amountCents: number;
  currency: string;
  orderId: string;
  storeId: string;
  idempotencyKey: string;
  card: { brand: CardBrand | null; last4: string };
  /** the 3-D Secure challenge page while `requires_action` */
  redirectUrl: string | null;
  /** where the challenge page sends the customer back */
  returnUrl: string | null;
  /** a provider code such as 'card_declined' when failed */
  failureCode: string | null;
  refundedCents: number;
  /** epoch seconds */
  createdAt: number;
  updatedAt: number;
};

export interface CreateCardPaymentInput {
  /**
   * The order's key: the same key gives back the same payment, never a second charge (a
   * different amount or order with a used key is refused with IdempotencyConflictError).
   */
  idempotencyKey: string;
  amountCents: number;
  currency: string;
  orderId: string;
  storeId: string;
  card: CardDetails;
  /** ask the card for 3-D Secure when it supports it (the store's 3DSecureMinimumSpend is reached) */
  requestThreeDSecure: boolean;
  /** where a challenge returns to (the order's status page) */
  returnUrl: string;
}

export interface PaymentGateway {
  /** Creates and confirms a card payment: succeeded, failed, or requires_action with a redirect URL. */
  createCardPayment(input: CreateCardPaymentInput): Promise<Payment>;
  retrieve(paymentId: string): Promise<Payment | null>;
  /** The payment made for an order, if any (the reconciler's way back from an order to its charge). */
  findByOrder(orderId: string): Promise<Payment | null>;
  /**
   * Gives up a payment still waiting for its challenge (state failed, code 'canceled'); a payment
   * that settled meanwhile is returned as it is, so the caller acts on what really happened.
   */
  cancel(paymentId: string): Promise<Payment>;
  /** Refunds a succeeded payment in full; refunding twice with the same key is one refund. */
  refund(paymentId: string, options: { idempotencyKey: string }): Promise<Payment>;
}

export class IdempotencyConflictError extends Error {
  constructor(readonly idempotencyKey: string) {
    super(`Idempotency key ${idempotencyKey} was used for another payment`);
    this.name = 'IdempotencyConflictError';
  }
}

export class PaymentNotFoundError extends Error {
  constructor(readonly paymentId: string) {
    super(`No payment ${paymentId}`);
    this.name = 'PaymentNotFoundError';
  }
}

export class RefundNotAllowedError extends Error {
  constructor(readonly paymentId: string, readonly state: PaymentState) {
    super(`Payment ${paymentId} is ${state} and cannot be refunded`);
    this.name = 'RefundNotAllowedError';
  }
}
