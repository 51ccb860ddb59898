import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { COLLECTIONS } from '../../collections';
import type { DocumentStore } from '../../ports/document-store';
import {
  IdempotencyConflictError,
  PaymentNotFoundError,
  RefundNotAllowedError,
  type CreateCardPaymentInput,
  type Payment,
  type PaymentGateway,
} from '../../ports/payment-gateway';
import { cardBrandOf, testCardBehaviour } from './test-cards';

/** The sandbox's payments, in the DocumentStore so a restart keeps them. */
const SANDBOX_PAYMENTS_COLLECTION = COLLECTIONS.sandboxPayments;

type StoredPayment = Payment & { refundKey?: string | null };

export type ChallengeOutcome = 'complete' | 'fail';

export interface SandboxPaymentGateway extends PaymentGateway {
  /** The sandbox's 3-D Secure page answered: the payment succeeds or fails. */
  completeChallenge(paymentId: string, outcome: ChallengeOutcome): Promise<Payment>;
}

/** The same key always names the same payment, so a retried create finds the first one. */
function paymentIdFor(idempotencyKey: string): string {
  return `sbx_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32)}`;
}

function samePaymentRequest(payment: Payment, input: CreateCardPaymentInput): boolean {
  return payment.amountCents === input.amountCents && payment.orderId === input.orderId && payment.currency === input.currency;
}

function publicPayment({ refundKey: _refundKey, ...payment }: StoredPayment): Payment {
  return payment;
}

export interface SandboxPaymentsOptions {
  documents: DocumentStore;
  /** epoch seconds; the clock is a parameter so tests can move it */
  now?: () => number;
  /** the challenge page of a payment, without locale prefix */
  challengePath?: (paymentId: string) => string;
}

/**
 * The built-in sandbox gateway: behaves like a card provider in test mode (see test-cards.ts)
 * with no account and no network. Writes go through DocumentStore transactions, so 50 concurrent
 * creates with one key make one payment on SQLite and on Firestore alike.
 */
export function createSandboxPaymentGateway({ documents, now = () => Math.floor(Date.now() / 1000), challengePath = (id) => `/sandbox/3ds/${id}` }: SandboxPaymentsOptions): SandboxPaymentGateway {
  async function retrieve(paymentId: string): Promise<Payment | null> {
    const stored = await documents.get<StoredPayment>(SANDBOX_PAYMENTS_COLLECTION, paymentId);
    return stored ? publicPayment(stored) : null;
  }

  /** Moves one payment inside a transaction; `change` returns the new state or null to keep it. */
  function transition(paymentId: string, change: (payment: StoredPayment) => Partial<StoredPayment> | null): Promise<Payment> {
    return documents.runTransaction(async (tx) => {
      const payment = await tx.get<StoredPayment>(SANDBOX_PAYMENTS_COLLECTION, paymentId);
      if (!payment) throw new PaymentNotFoundError(paymentId);
      const patch = change(payment);
      if (!patch) return publicPayment(payment);
      const next: StoredPayment = { ...payment, ...patch, updatedAt: now() };
      tx.set(SANDBOX_PAYMENTS_COLLECTION, paymentId, next);
      return publicPayment(next);
    });
  }

  return {
    async createCardPayment(input) {
      const id = paymentIdFor(input.idempotencyKey);
      return documents.runTransaction(async (tx) => {
        const existing = await tx.get<StoredPayment>(SANDBOX_PAYMENTS_COLLECTION, id);
        if (existing) {
          if (!samePaymentRequest(existing, input)) throw new IdempotencyConflictError(input.idempotencyKey);
          return publicPayment(existing);
        }
        const behaviour = testCardBehaviour(input.card.number);
        const challenged = behaviour === 'alwaysChallenged' || (input.requestThreeDSecure && behaviour === 'succeeds');
        const failureCode = behaviour === 'declined' ? 'card_declined' : behaviour === 'insufficientFunds' ? 'insufficient_funds' : null;
        const time = now();
        const payment: StoredPayment = {
          id,
          state: failureCode ? 'failed' : challenged ? 'requires_action' : 'succeeded',
          amountCents: input.amountCents,
          currency: input.currency,
          orderId: input.orderId,
          storeId: input.storeId,
          idempotencyKey: input.idempotencyKey,
          card: { brand: cardBrandOf(input.card.number), last4: input.card.number.slice(-4) },
          redirectUrl: !failureCode && challenged ? challengePath(id) : null,
          returnUrl: input.returnUrl,
          failureCode,
          refundedCents: 0,
          createdAt: time,
          updatedAt: time,
          refundKey: null,
        };
        tx.set(SANDBOX_PAYMENTS_COLLECTION, id, payment);
        return publicPayment(payment);
      });
    },

    retrieve,

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
        return outcome === 'complete' ? { state: 'succeeded', redirectUrl: null } : { state: 'failed', redirectUrl: null, failureCode: 'authentication_failed' };
      });
    },

    cancel(paymentId) {
      return transition(paymentId, (payment) => (payment.state === 'requires_action' ? { state: 'failed', redirectUrl: null, failureCode: 'canceled' } : null));
    },
  };
}
