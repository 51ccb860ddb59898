import 'server-only';
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { AppError } from '@/lib/domain/errors/app-error';
import type { CardFunding } from '@/lib/domain/surcharges/card-type';
import { COLLECTIONS } from '../../collections';
import type { DocumentStore } from '../../ports/document-store';
import {
  IdempotencyConflictError,
  PaymentNotFoundError,
  RefundNotAllowedError,
  ReturnUrlRefusedError,
  UnsupportedPaymentSourceError,
  WebhookSignatureError,
  isSameOriginPath,
  type ChallengeOutcome,
  type Payment,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentSource,
  type SavedCard,
} from '../../ports/payment-gateway';
import { signEvent, verifySignedEvent } from '../shared/webhook-signature';
import { cardBrandOf, describeTestCard, testCardBehaviour, type TestCardBehaviour } from './test-cards';
import { logger } from '../../logger';

const log = logger.child({ component: 'sandbox-payments' });

/** The sandbox's payments, in the DocumentStore so a restart keeps them. */
const SANDBOX_PAYMENTS_COLLECTION = COLLECTIONS.sandboxPayments;

/**
 * A payment as the sandbox keeps it: its page's link without the challenge secret (only the
 * secret's SHA-256), and the return link without the status link's token (`t`), which the answer
 * to the page puts back: neither secret is stored in clear.
 */
type StoredPayment = Payment & { refundKey?: string | null; challengeSecretHash?: string | null };

/**
 * A card the sandbox keeps for a customer: what a provider reports of a card (brand, last 4,
 * expiry, funding for the bank surcharge), never its number or CVC. A kept card pays like 4242
 * (challenged when the store asks for 3-D Secure).
 */
type StoredCard = SavedCard & { customerId: string; funding: CardFunding; createdAt: number };

/** The customer's answer on the sandbox's page: pay (complete), refuse (fail), or go back without paying (cancel). */

export interface SandboxPaymentGateway extends PaymentProvider {
  /**
   * The payment of a page link: found only with the challenge secret the link carries (`?c=`),
   * compared in constant time; null for an unknown payment, a wrong or missing secret.
   */
  openChallenge(paymentId: string, secret: string | null | undefined): Promise<Payment | null>;
  /** The sandbox's 3-D Secure, Alipay or Wechat page answered: the payment succeeds or fails. */
  completeChallenge(paymentId: string, outcome: ChallengeOutcome): Promise<Payment>;
}

/** The query parameter of a page link that carries the payment's challenge secret. */
export const SANDBOX_CHALLENGE_PARAM = 'c';

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

function sameHash(given: string, kept: string): boolean {
  const a = Buffer.from(given, 'hex');
  const b = Buffer.from(kept, 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

/** A link without one query parameter. */
function withoutParam(url: string, name: string): string {
  const [path, query = ''] = url.split('?', 2);
  const params = new URLSearchParams(query);
  if (!params.has(name)) return url;
  params.delete(name);
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}

/**
 * The stand-in wallet sheet's card (Apple pay and Google pay on the sandbox), and what its tokens
 * make it do: authorised, declined by the bank, or asking for the bank's extra check (the spec's
 * "extra action step"). A wallet payment is otherwise never challenged: the device authenticated it.
 */
const WALLET_CARD = '4242424242424242';
const WALLET_TOKENS: Readonly<Record<string, string>> = {
  sbx_wallet_ok: WALLET_CARD,
  sbx_wallet_declined: '4000000000000002',
  sbx_wallet_challenge: '4000002760003184',
};

/** The same key always names the same payment, so a retried create finds the first one. */
function paymentIdFor(idempotencyKey: string): string {
  return `sbx_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32)}`;
}

/** A member's customer id, and a kept card's id from its key: a retried save finds the first card. */
const customerIdFor = (userId: string) => `sbx_cus_${createHash('sha256').update(userId).digest('hex').slice(0, 24)}`;
const cardIdFor = (customerId: string, idempotencyKey: string) => `sbx_card_${createHash('sha256').update(`${customerId}:${idempotencyKey}`).digest('hex').slice(0, 24)}`;

function samePaymentRequest(payment: Payment, input: Pick<Payment, 'amountCents' | 'orderId' | 'currency'>): boolean {
  return payment.amountCents === input.amountCents && payment.orderId === input.orderId && payment.currency === input.currency;
}

function publicPayment({ refundKey: _refundKey, challengeSecretHash: _challengeSecretHash, ...payment }: StoredPayment): Payment {
  // Payments stored before providers' messages were kept have none.
  return { ...payment, failureMessage: payment.failureMessage ?? null };
}

/** What a card provider says to the customer, in the words Stripe uses for its test cards. */
const FAILURES: Partial<Record<TestCardBehaviour, { code: string; message: string }>> = {
  declined: { code: 'card_declined', message: 'Your card was declined.' },
  insufficientFunds: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
};
/** Refused on the Alipay or Wechat page (Stripe's words for a redirect method the customer did not approve). */
const NOT_APPROVED = { failureCode: 'payment_intent_payment_attempt_failed', failureMessage: 'The customer did not approve the payment.' };
const AUTHENTICATION_FAILED = {
  failureCode: 'authentication_failed',
  failureMessage: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

/** The event type a change of a sandbox payment is notified with (Stripe's names); null: no notification. */
function eventTypeOf(payment: Payment): string | null {
  switch (payment.state) {
    case 'succeeded':
      return 'payment_intent.succeeded';
    case 'failed':
      return payment.failureCode === 'canceled' ? 'payment_intent.canceled' : 'payment_intent.payment_failed';
    case 'refunded':
      return 'charge.refunded';
    default:
      return null;
  }
}

/**
 * The sandbox's webhooks: signed like Stripe's (the same header and check), sent by `send`
 * (an HTTP POST to /api/payments/sandbox/webhook in the app; the route handler in tests).
 */
export interface SandboxWebhooks {
  secret: string;
  send(rawBody: string, signature: string): Promise<void>;
}

export interface SandboxPaymentsOptions {
  documents: DocumentStore;
  /** epoch seconds; the clock is a parameter so tests can move it */
  now?: () => number;
  /** the challenge page of a payment, without locale prefix */
  challengePath?: (paymentId: string) => string;
  /** the Alipay / Wechat page of a payment, without locale prefix */
  redirectPagePath?: (paymentId: string) => string;
  /** when given, every settled change of a payment is notified by a signed webhook */
  webhooks?: SandboxWebhooks;
  /**
   * The challenge secret of a payment's page link: the same for the same id (a retried order gets
   * the same link), on every process sharing the server's secret. Default: an HMAC under a key of
   * this gateway alone.
   */
  challengeSecret?: (paymentId: string) => string;
}

function ownChallengeSecret(): (paymentId: string) => string {
  const key = randomBytes(32);
  return (paymentId) => createHmac('sha256', key).update(paymentId).digest('base64url');
}

/**
 * The built-in sandbox gateway: behaves like a card provider in test mode (see test-cards.ts)
 * with no account and no network. Writes go through DocumentStore transactions, so 50 concurrent
 * creates with one key make one payment on SQLite and on Firestore alike.
 */
export function createSandboxPaymentGateway({
  documents,
  now = () => Math.floor(Date.now() / 1000),
  challengePath = (id) => `/sandbox/3ds/${id}`,
  redirectPagePath = (id) => `/sandbox/pay/${id}`,
  webhooks,
  challengeSecret = ownChallengeSecret(),
}: SandboxPaymentsOptions): SandboxPaymentGateway {
  /** The page link as its payer gets it, with the secret; kept without it. */
  function withChallengeLink(payment: Payment): Payment {
    if (payment.state !== 'requires_action' || !payment.redirectUrl) return payment;
    const url = withoutParam(payment.redirectUrl, SANDBOX_CHALLENGE_PARAM);
    return { ...payment, redirectUrl: `${url}${url.includes('?') ? '&' : '?'}${SANDBOX_CHALLENGE_PARAM}=${encodeURIComponent(challengeSecret(payment.id))}` };
  }

  async function retrieve(paymentId: string): Promise<Payment | null> {
    const stored = await documents.get<StoredPayment>(SANDBOX_PAYMENTS_COLLECTION, paymentId);
    return stored ? publicPayment(stored) : null;
  }

  /** The customer's kept card; another customer's or a removed one pays nothing (402, as Stripe refuses an unknown PaymentMethod). */
  async function keptCard(source: Extract<PaymentSource, { type: 'savedCard' }>): Promise<StoredCard> {
    const kept = await documents.get<StoredCard>(COLLECTIONS.sandboxCards, source.cardIdentifier);
    if (!kept || kept.customerId !== source.customerId) throw new AppError('PAYMENT_FAILED', 'placeOrder.paymentFailed');
    return kept;
  }

  /** Notifies a change, after its transaction committed; a lost notification is the reconciler's to cover. */
  function notify(payment: Payment): void {
    const type = eventTypeOf(payment);
    if (!webhooks || !type) return;
    const body = JSON.stringify({ id: `evt_sbx_${randomUUID()}`, object: 'event', type, created: now(), data: { object: payment } });
    webhooks.send(body, signEvent(body, webhooks.secret)).catch((error: unknown) => {
      log.error({ err: error, type, paymentId: payment.id }, 'a sandbox webhook was not delivered');
    });
  }

  /** Moves one payment inside a transaction; `change` returns the new state or null to keep it. */
  async function transition(paymentId: string, change: (payment: StoredPayment) => Partial<StoredPayment> | null): Promise<Payment> {
    const { payment, changed } = await documents.runTransaction(async (tx) => {
      const current = await tx.get<StoredPayment>(SANDBOX_PAYMENTS_COLLECTION, paymentId);
      if (!current) throw new PaymentNotFoundError(paymentId);
      const patch = change(current);
      if (!patch) return { payment: publicPayment(current), changed: false };
      const next: StoredPayment = { ...current, ...patch, updatedAt: now() };
      tx.set(SANDBOX_PAYMENTS_COLLECTION, paymentId, next);
      return { payment: publicPayment(next), changed: true };
    });
    if (changed) notify(payment);
    return payment;
  }

  /** Stores a new payment under its key's id, or gives back the one the key already made (the same request only). */
  async function createOnce(
    idempotencyKey: string,
    request: Pick<Payment, 'amountCents' | 'orderId' | 'currency'>,
    build: (id: string, time: number) => StoredPayment,
  ): Promise<Payment> {
    const id = paymentIdFor(idempotencyKey);
    const { payment, created } = await documents.runTransaction(
      async (tx) => {
        const existing = await tx.get<StoredPayment>(SANDBOX_PAYMENTS_COLLECTION, id);
        if (existing) {
          if (!samePaymentRequest(existing, request)) throw new IdempotencyConflictError(idempotencyKey);
          return { payment: publicPayment(existing), created: false };
        }
        const built = build(id, now());
        const stored: StoredPayment = {
          ...built,
          returnUrl: built.returnUrl === null ? null : withoutParam(built.returnUrl, 't'),
          challengeSecretHash: built.state === 'requires_action' ? sha256Hex(challengeSecret(id)) : null,
        };
        tx.set(SANDBOX_PAYMENTS_COLLECTION, id, stored);
        return { payment: publicPayment(stored), created: true };
        // A charge is made for an order already written: it goes before new orders' transactions.
      },
      { urgent: true },
    );
    if (created) notify(payment);
    // Only the creator's answer (its first or a retry) carries the page link's secret.
    return withChallengeLink(payment);
  }

  return {
    name: 'sandbox',
    takes: 'card',
    owns: (paymentId) => paymentId.startsWith('sbx_'),

    async describeCard(source) {
      if (source.type === 'wallet') return describeTestCard(WALLET_CARD);
      if (source.type === 'savedCard') {
        const kept = await keptCard(source);
        return { brand: kept.brand, funding: kept.funding };
      }
      if (source.type !== 'card') throw new UnsupportedPaymentSourceError(source.type);
      return describeTestCard(source.card.number);
    },

    async createCardPayment(input) {
      const { source } = input;
      if (source.type === 'paymentMethod') throw new UnsupportedPaymentSourceError(source.type);
      const kept = source.type === 'savedCard' ? await keptCard(source) : null;
      // The stand-in wallet sheet pays with the wallet's card: its token says what that card does.
      const number = source.type === 'card' ? source.card.number : source.type === 'wallet' ? (WALLET_TOKENS[source.token] ?? WALLET_CARD) : '';
      return createOnce(input.idempotencyKey, input, (id, time) => {
        const behaviour = kept ? 'succeeds' : testCardBehaviour(number);
        // The device authenticated a wallet's card; a card typed or kept is challenged when the store asks.
        const challenged = behaviour === 'alwaysChallenged' || (input.requestThreeDSecure && behaviour === 'succeeds' && source.type !== 'wallet');
        const failure = FAILURES[behaviour] ?? null;
        return {
          id,
          state: failure ? 'failed' : challenged ? 'requires_action' : 'succeeded',
          amountCents: input.amountCents,
          currency: input.currency,
          orderId: input.orderId,
          storeId: input.storeId,
          idempotencyKey: input.idempotencyKey,
          method: 'card',
          card: kept ? { brand: kept.brand, last4: kept.last4 } : { brand: cardBrandOf(number), last4: number.slice(-4) },
          redirectUrl: !failure && challenged ? challengePath(id) : null,
          returnUrl: input.returnUrl,
          failureCode: failure?.code ?? null,
          failureMessage: failure?.message ?? null,
          refundedCents: 0,
          createdAt: time,
          updatedAt: time,
          refundKey: null,
        };
      });
    },

    async createRedirectPayment(input) {
      // The sandbox's page sends the customer to this URL: another site is never one of its returns.
      if (!isSameOriginPath(input.returnUrl)) throw new ReturnUrlRefusedError(input.returnUrl);
      return createOnce(input.idempotencyKey, input, (id, time) => ({
        id,
        state: 'requires_action',
        amountCents: input.amountCents,
        currency: input.currency,
        orderId: input.orderId,
        storeId: input.storeId,
        idempotencyKey: input.idempotencyKey,
        method: input.method,
        card: { brand: null, last4: '' },
        redirectUrl: redirectPagePath(id),
        returnUrl: input.returnUrl,
        failureCode: null,
        failureMessage: null,
        refundedCents: 0,
        createdAt: time,
        updatedAt: time,
        refundKey: null,
      }));
    },

    async saveCard({ idempotencyKey, member, customerId, source }) {
      if (source.type !== 'card') throw new UnsupportedPaymentSourceError(source.type);
      const { number } = source.card;
      const failure = testCardBehaviour(number) === 'declined' ? FAILURES.declined : null;
      // The issuer refuses the declined test card, as Stripe's SetupIntent does: nothing is kept.
      if (failure) throw new AppError('PAYMENT_FAILED', 'payments.providerMessage', { message: failure.message });
      const customer = customerId ?? customerIdFor(member.userId);
      const id = cardIdFor(customer, idempotencyKey);
      const card = await documents.runTransaction(async (tx) => {
        const existing = await tx.get<StoredCard>(COLLECTIONS.sandboxCards, id);
        if (existing) return existing;
        const kept: StoredCard = {
          cardIdentifier: id,
          customerId: customer,
          brand: cardBrandOf(number),
          last4: number.slice(-4),
          expiryMonth: source.card.expiryMonth,
          expiryYear: source.card.expiryYear,
          funding: describeTestCard(number).funding,
          createdAt: now(),
        };
        tx.set(COLLECTIONS.sandboxCards, id, kept);
        return kept;
      });
      return {
        customerId: customer,
        card: { cardIdentifier: card.cardIdentifier, brand: card.brand, last4: card.last4, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear },
      };
    },

    async removeCard({ customerId, cardIdentifier }) {
      await documents.runTransaction(async (tx) => {
        const kept = await tx.get<StoredCard>(COLLECTIONS.sandboxCards, cardIdentifier);
        if (kept?.customerId === customerId) tx.delete(COLLECTIONS.sandboxCards, cardIdentifier);
      });
    },

    retrieve,

    async openChallenge(paymentId, secret) {
      if (!secret) return null;
      const stored = await documents.get<StoredPayment>(SANDBOX_PAYMENTS_COLLECTION, paymentId);
      if (!stored?.challengeSecretHash || !sameHash(sha256Hex(secret), stored.challengeSecretHash)) return null;
      return publicPayment(stored);
    },

    async findByOrder(orderId) {
      const page = await documents.query<StoredPayment>(SANDBOX_PAYMENTS_COLLECTION, { where: [{ field: 'orderId', op: '==', value: orderId }], limit: 1 });
      const found = page.docs[0]?.data;
      return found ? publicPayment(found) : null;
    },

    refund(paymentId, { idempotencyKey }) {
      return transition(paymentId, (payment) => {
        if (payment.state === 'refunded') return null;
        if (payment.state !== 'succeeded') throw new RefundNotAllowedError(paymentId, payment.state);
        return { state: 'refunded', refundedCents: payment.amountCents, refundKey: idempotencyKey || randomUUID() };
      });
    },

    completeChallenge(paymentId, outcome) {
      return transition(paymentId, (payment) => {
        if (payment.state !== 'requires_action') return null;
        if (outcome === 'complete') return { state: 'succeeded', redirectUrl: null };
        if (outcome === 'cancel') return { state: 'failed', redirectUrl: null, failureCode: 'canceled', failureMessage: null };
        return { state: 'failed', redirectUrl: null, ...(payment.method === 'alipay' || payment.method === 'wechat' ? NOT_APPROVED : AUTHENTICATION_FAILED) };
      });
    },

    cancel(paymentId) {
      return transition(paymentId, (payment) =>
        payment.state === 'requires_action' ? { state: 'failed', redirectUrl: null, failureCode: 'canceled', failureMessage: null } : null,
      );
    },

    async parseWebhook(rawBody, signature): Promise<PaymentEvent | null> {
      if (!webhooks) throw new WebhookSignatureError('the sandbox sends no webhooks here');
      const event = await verifySignedEvent(rawBody, signature, webhooks.secret);
      const id = (event.data.object as { id?: unknown } | null)?.id;
      // The body only names the payment: what it says is read from the sandbox's own records.
      const payment = typeof id === 'string' ? await retrieve(id) : null;
      if (!payment) return null;
      return { id: event.id, type: event.type, kind: event.type.startsWith('charge.refund') ? 'refund' : 'payment', payment };
    },
  };
}
