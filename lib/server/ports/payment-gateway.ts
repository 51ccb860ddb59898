import 'server-only';
import type { RedirectMethod, WalletMethod } from '@/lib/domain/order/codes';
import type { CardFunding } from '@/lib/domain/surcharges/card-type';

/**
 * The PaymentGateway port: card payments in cents with idempotency keys. The embedded default
 * is the built-in sandbox (adapters/sandbox-payments); Stripe (adapters/stripe-payments,
 * PaymentIntents) passes the same contract (tests/contract/payment-gateway.contract.ts). With
 * Stripe, card numbers never reach our server: the browser's Stripe Elements turn them into a
 * PaymentMethod id. The sandbox takes card fields, which pass through and are never stored or
 * logged: a payment keeps the brand and the last 4 digits only.
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

/**
 * What pays: card fields (the sandbox only), or a PaymentMethod the provider's own form made in
 * the browser (Stripe Elements), so the card number goes from the browser to the provider only.
 */
export type PaymentSource =
  | { type: 'card'; card: CardDetails }
  | { type: 'paymentMethod'; paymentMethodId: string }
  /** Apple pay or Google pay on the sandbox: the token of its stand-in wallet sheet */
  | { type: 'wallet'; wallet: WalletMethod; token: string }
  /** a card the provider keeps for the member (saveCard): their customer there and the card's identifier */
  | { type: 'savedCard'; customerId: string; cardIdentifier: string };

export type PaymentState =
  /** charged */
  | 'succeeded'
  /** the card asks for 3-D Secure: the customer must visit `redirectUrl` */
  | 'requires_action'
  /** accepted, the money not yet confirmed (the order stays pending) */
  | 'processing'
  /** declined, or a challenge failed or was abandoned */
  | 'failed'
  /** charged, then refunded in full */
  | 'refunded';

/** The customer's answer on a 3-D Secure or redirect challenge page (the sandbox's own page and its providers). */
export type ChallengeOutcome = 'complete' | 'fail' | 'cancel';

/** A type, not an interface, so a payment is a DocumentStore document as it is. */
export type Payment = {
  id: string;
  state: PaymentState;
  amountCents: number;
  currency: string;
  orderId: string;
  storeId: string;
  idempotencyKey: string;
  /** how it was paid: a card (the default, and for payments stored before wallets), or Alipay / Wechat on the provider's page */
  method?: 'card' | RedirectMethod;
  card: { brand: CardBrand | null; last4: string };
  /** the 3-D Secure challenge page, or the Alipay / Wechat page, while `requires_action` */
  redirectUrl: string | null;
  /** where the challenge page sends the customer back */
  returnUrl: string | null;
  /** a provider code such as 'card_declined' or 'insufficient_funds' when failed */
  failureCode: string | null;
  /** the provider's message for the customer when failed ('Your card was declined.'), if it gives one */
  failureMessage: string | null;
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
  source: PaymentSource;
  /** who pays, attached to the payment for the store's records at the provider */
  customer: PaymentCustomer;
  /** a line the store sees at the provider, e.g. 'Order 1042 · Harbour Dumplings' */
  description: string;
  /** ask the card for 3-D Secure when it supports it (the store's 3DSecureMinimumSpend is reached) */
  requestThreeDSecure: boolean;
  /** where a challenge returns to (the order's status page) */
  returnUrl: string;
}

/**
 * The redirect-payments port (part 1 §4: "get a payment URL and redirect"): an Alipay or Wechat
 * payment starts as requires_action with the provider's page in `redirectUrl`; the page sends
 * the customer back to `returnUrl` (same origin, a path), where the outcome is read from the
 * provider, never from the return's query.
 */
export interface CreateRedirectPaymentInput {
  idempotencyKey: string;
  amountCents: number;
  currency: string;
  orderId: string;
  storeId: string;
  method: RedirectMethod;
  customer: PaymentCustomer;
  description: string;
  /** a path of this site ('/store/…'), never another origin */
  returnUrl: string;
  /** the spec's IsMobile: the provider's page for phones */
  isMobile: boolean;
}

export interface RedirectPayments {
  createRedirectPayment(input: CreateRedirectPaymentInput): Promise<Payment>;
}

/** A return URL a provider may send the customer to: a path of this site, not '//host' or 'https://…'. */
export function isSameOriginPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

export interface PaymentCustomer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** A provider's signed notification about one of our payments, verified and read. */
export interface PaymentEvent {
  /** the provider's event id: each is settled once */
  id: string;
  /** the provider's event type, e.g. 'payment_intent.succeeded' */
  type: string;
  /** news of the payment itself (succeeded, failed, processing), of a refund, or of a dispute */
  kind: 'payment' | 'refund' | 'dispute';
  /** the payment as the provider has it */
  payment: Payment;
}

/**
 * The card as its provider reports it, before any charge: its brand ('other' for a brand the
 * spec does not take, such as Discover or JCB; null when unknown) and its funding, which decides
 * the bank surcharge (lib/domain/surcharges/card-type.ts).
 */
export interface ReportedCard {
  brand: CardBrand | 'other' | null;
  funding: CardFunding;
}

/**
 * A card the provider keeps for one of our members (part 1 §3 User.StoredCards): what a masked
 * card shows, never its number or CVC. With Stripe it is a PaymentMethod attached to the
 * member's Customer; its id is the spec's CardIdentifier.
 */
export type SavedCard = {
  cardIdentifier: string;
  brand: CardBrand | null;
  last4: string;
  expiryMonth: number;
  /** four digits */
  expiryYear: number;
};

export interface SaveCardInput {
  /** the same key gives back the same card, never a second one */
  idempotencyKey: string;
  member: { userId: string; email: string; name: string };
  /** the member's customer at this provider, null before their first card (the provider makes one) */
  customerId: string | null;
  /** the card: card fields (the sandbox) or the PaymentMethod of the browser's Stripe Elements */
  source: PaymentSource;
}

export interface PaymentGateway extends RedirectPayments {
  /** What the card of a payment source is (no charge, nothing kept): its brand and funding. */
  describeCard(source: PaymentSource): Promise<ReportedCard>;
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
  /**
   * Keeps a card for a member (Stripe: a SetupIntent confirmed with the PaymentMethod). A card
   * the provider refuses is AppError PAYMENT_FAILED with the provider's message (the spec's
   * Status.Message). Answers the member's customer id (new on their first card) and the card.
   */
  saveCard(input: SaveCardInput): Promise<{ customerId: string; card: SavedCard }>;
  /** Forgets a kept card of the customer (Stripe: detaches it); an unknown or removed card is no error. */
  removeCard(input: { customerId: string; cardIdentifier: string }): Promise<void>;
}

/** One adapter of the port, as the container holds it: which payments are its own, and its webhooks. */
export interface PaymentProvider extends PaymentGateway {
  readonly name: 'sandbox' | 'stripe';
  /** the card source it takes (the sandbox also takes its wallet sheet's tokens) */
  readonly takes: 'card' | 'paymentMethod';
  /** whether a payment id is one of this provider's */
  owns(paymentId: string): boolean;
  /**
   * Verifies a webhook's signature on its raw body (300 s tolerance) and reads it: the event, or
   * null for an event that is not about one of our payments or that we do not act on.
   * Throws WebhookSignatureError for a missing, wrong, tampered or stale signature.
   */
  parseWebhook(rawBody: string, signature: string | null): Promise<PaymentEvent | null>;
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
  constructor(
    readonly paymentId: string,
    readonly state: PaymentState,
  ) {
    super(`Payment ${paymentId} is ${state} and cannot be refunded`);
    this.name = 'RefundNotAllowedError';
  }
}

export class WebhookSignatureError extends Error {
  constructor(reason: string) {
    super(`Webhook signature refused: ${reason}`);
    this.name = 'WebhookSignatureError';
  }
}

/**
 * A WebhookSignatureError of any copy of the class: a production build bundles each route on its
 * own, and the adapters in the container may come from another route's copy (see isAppError).
 */
export function isWebhookSignatureError(error: unknown): error is WebhookSignatureError {
  return error instanceof WebhookSignatureError || (error instanceof Error && error.name === 'WebhookSignatureError');
}

/** A payment source the adapter does not take (card fields sent to Stripe, a PaymentMethod to the sandbox). */
export class UnsupportedPaymentSourceError extends Error {
  constructor(readonly source: PaymentSource['type']) {
    super(`This payment provider does not take a ${source} source`);
    this.name = 'UnsupportedPaymentSourceError';
  }
}

/** A return URL that is not a path of this site: a provider's page never sends a customer elsewhere. */
export class ReturnUrlRefusedError extends Error {
  constructor(readonly returnUrl: string) {
    super('A payment may only return to a path of this site');
    this.name = 'ReturnUrlRefusedError';
  }
}
