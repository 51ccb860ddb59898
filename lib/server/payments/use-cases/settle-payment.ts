import 'server-only';
import { PAYMENT_METHOD, transactionTypeCode } from '@/lib/domain/order/codes';
import type { TOrderMessageEvent } from '@/lib/domain/order-status/order-messages';
import { settlePaymentNews, type ExpectedCharge, type PaymentNewsKind } from '@/lib/domain/order-status/payment-settlement';
import type { TStore } from '@/lib/schemas/entities';
import { COLLECTIONS } from '@/lib/server/collections';
import type { Container } from '@/lib/server/container';
import type { Transaction } from '@/lib/server/ports/document-store';
import type { Payment } from '@/lib/server/ports/payment-gateway';
import { expectedChargeOf, hasRecordedCharge } from '../charge-order';
import type { TPaymentStatus, TrackingOrderDocument } from '@/lib/server/orders/order-documents';
import { settleOrderLoyalty } from '@/lib/server/orders/order-loyalty';
import { claimOrderMessages, sendOrderMessages } from '@/lib/server/orders/order-messages';
import { issueGiftCards, planGiftCards } from '@/lib/server/gift-cards/issue-gift-cards';
import { sendGiftCardEmails } from '@/lib/server/gift-cards/send-gift-card-emails';
import { orderTransaction } from '@/lib/server/repositories/order-repository';
import { logger } from '@/lib/server/logger';

const log = logger.child({ component: 'payments' });

export interface PaymentOutcome {
  onlineOrderStatus: number;
  paymentStatus: TPaymentStatus;
}

/** One provider event, recorded once with the settlement it caused. */
export type TPaymentEventRecord = {
  provider: string;
  eventId: string;
  type: string;
  paymentId: string;
  orderId: string;
  /** epoch seconds */
  receivedAt: number;
  /** 'owed': the payment took money no order keeps and its refund has not gone through yet */
  refund: 'none' | 'owed' | 'done';
};

/**
 * A payment refused because it is not for its order's amount or currency (a correctly signed
 * event for 1 US cent on an AUD 18.50 order), recorded once by payment id: it never pays the
 * order, and the money it took goes back.
 */
export type TRefusedPaymentRecord = {
  paymentId: string;
  orderId: string;
  amountCents: number;
  currency: string;
  /** what the order is charged */
  expected: ExpectedCharge;
  /** the provider's event that brought it, when a webhook did */
  eventId: string | null;
  /** epoch seconds */
  receivedAt: number;
  refund: 'none' | 'owed' | 'done';
};

/** What a settlement reaches: the documents, the providers' payments (refunds), the customer's mail and texts. */
export type SettlementApp = Pick<Container, 'documents' | 'payments' | 'email' | 'sms'>;

export interface SettlePaymentInput {
  app: SettlementApp;
  /** the payment as its provider has it (its answer, a signed event's object, or a fresh read) */
  payment: Payment;
  kind?: PaymentNewsKind;
  /** the provider's event when the news came by webhook: an event id is settled once */
  event?: { provider: string; id: string; type: string };
  /** more writes for the settlement's transaction (the place-order answer) */
  alsoWrite?: (tx: Transaction, outcome: PaymentOutcome | null) => void;
  now?: () => number;
}

export interface SettlePaymentResult {
  /** the order's payment after settling; null when the payment's order is not here */
  outcome: PaymentOutcome | null;
  /** the event had been settled before: nothing was written again */
  replay: boolean;
  /** the payment was refunded because no order keeps its money */
  refunded: boolean;
  /** the payment is not for its order's amount or currency: refused and recorded, the order unchanged */
  refused: boolean;
}

/** Apple pay (15) and Google pay (14) carry the provider's reference number once paid (part 1 §4 codes). */
const REFERENCED_TRANSACTIONS = new Set([PAYMENT_METHOD.applePay, PAYMENT_METHOD.googlePay].map(transactionTypeCode));

function referencePatch(order: TrackingOrderDocument, paymentStatus: string, reference: string): { PaymentTransactions?: unknown[] } {
  const transactions = (order as { PaymentTransactions?: { TransactionType?: number | null; ReferenceNumber?: string | null }[] }).PaymentTransactions;
  if (paymentStatus !== 'paid' || !transactions?.some((t) => REFERENCED_TRANSACTIONS.has(t.TransactionType ?? -1))) return {};
  return { PaymentTransactions: transactions.map((t) => (REFERENCED_TRANSACTIONS.has(t.TransactionType ?? -1) ? { ...t, ReferenceNumber: reference } : t)) };
}

const eventRecordId = (event: { provider: string; id: string }) => `${event.provider}:${event.id}`;

/** Records a refused payment the first time it is seen (a refund still owed is asked again each time, refunds being idempotent). */
async function recordRefused(tx: Transaction, payment: Payment, expected: ExpectedCharge, refund: boolean, eventId: string | null, now: number): Promise<TRefusedPaymentRecord> {
  const known = await tx.get<TRefusedPaymentRecord>(COLLECTIONS.refusedPayments, payment.id);
  if (known) return known;
  const record: TRefusedPaymentRecord = {
    paymentId: payment.id,
    orderId: payment.orderId,
    amountCents: payment.amountCents,
    currency: payment.currency,
    expected,
    eventId,
    receivedAt: now,
    refund: refund ? 'owed' : 'none',
  };
  tx.set<TRefusedPaymentRecord>(COLLECTIONS.refusedPayments, payment.id, record);
  return record;
}
const outcomeOf = (order: TrackingOrderDocument | null): PaymentOutcome | null =>
  order ? { onlineOrderStatus: order.OnlineOrderStatus, paymentStatus: order.PaymentStatus } : null;

/** Gives back a payment no order keeps; then the event (if any), the refused payment's record (if any) and the order say so. */
async function refundUnkept(app: SettlementApp, payment: Payment, recordId: string | null, now: () => number): Promise<void> {
  await app.payments.refund(payment.id, { idempotencyKey: `refund:${payment.id}` });
  await app.documents.runTransaction(async (tx) => {
    const orders = orderTransaction(tx);
    const [record, refused, tracking] = await Promise.all([
      recordId ? tx.get<TPaymentEventRecord>(COLLECTIONS.paymentEvents, recordId) : null,
      tx.get<TRefusedPaymentRecord>(COLLECTIONS.refusedPayments, payment.id),
      payment.orderId ? orders.tracking(payment.orderId) : null,
    ]);
    if (recordId && record) tx.update(COLLECTIONS.paymentEvents, recordId, { refund: 'done', refundedAt: now() });
    if (refused && refused.refund !== 'done') tx.update(COLLECTIONS.refusedPayments, payment.id, { refund: 'done', refundedAt: now() });
    if (tracking && tracking.PaymentId === payment.id && tracking.PaymentStatus === 'refunding') orders.update(payment.orderId, { PaymentStatus: 'refunded' });
  });
}

/**
 * The one settlement of a payment's news, for the place-order answer, the 3-D Secure return, the
 * reconciler and the providers' webhooks alike (lib/domain/order-status/payment-settlement.ts
 * decides): in ONE transaction the order's history and tracking documents follow the payment,
 * the webhook's event id is recorded (a replayed event changes nothing), and `alsoWrite` adds
 * its writes. A payment whose amount or currency is not what the order is charged (the order's
 * own record, ChargeAmountCents and ChargeCurrency; for older orders their totals in the store's
 * currency) never changes the order, however correctly signed: it is recorded once in
 * `refusedPayments`, logged with its order, and refunded if it took money; a pending order stays
 * pending, so its real payment can still settle it. A succeeded payment that no order keeps (the
 * order is gone, was rejected or failed meanwhile, is paid by another payment, or is not what
 * the payment was for) is then refunded. A refund that fails is thrown for a webhook, so the
 * provider delivers the event again and the refund is retried; otherwise the order stays
 * 'refunding' for the reconciler (a refused payment is refunded again each time it is seen).
 */
export async function settlePayment({
  app,
  payment,
  kind = 'payment',
  event,
  alsoWrite,
  now = () => Math.floor(Date.now() / 1000),
}: SettlePaymentInput): Promise<SettlePaymentResult> {
  const recordId = event ? eventRecordId(event) : null;
  const settled = await app.documents.runTransaction(
    async (tx) => {
      let messages: TOrderMessageEvent[] = [];
      const orders = orderTransaction(tx);
      // Read together: each await inside a transaction lets other requests run while it holds the write lock.
      const [record, tracking, history] = await Promise.all([
        recordId ? tx.get<TPaymentEventRecord>(COLLECTIONS.paymentEvents, recordId) : null,
        payment.orderId ? orders.tracking(payment.orderId) : null,
        payment.orderId ? orders.history(payment.orderId) : null,
      ]);
      const order = tracking && history ? tracking : null;
      if (record) return { outcome: outcomeOf(order), replay: true, refundOwed: record.refund === 'owed', refused: null, messages: [], giftCards: [] };
      // An order written before it recorded its charge was charged in its store's currency.
      const store = order && !hasRecordedCharge(order) ? await tx.get<TStore>(COLLECTIONS.stores, String(order.StoreID)) : null;
      const charge = order ? expectedChargeOf(order, store) : null;
      const { change, refund, mismatch } = settlePaymentNews(
        order && charge ? { onlineOrderStatus: order.OnlineOrderStatus, paymentStatus: order.PaymentStatus, paymentId: order.PaymentId ?? null, charge } : null,
        payment,
        kind,
      );
      const refused = mismatch && charge ? await recordRefused(tx, payment, charge, refund, event?.id ?? null, now()) : null;
      // A gift order's cards are issued with the payment that pays it, in this same transaction.
      const giftPlan = order && change?.paymentStatus === 'paid' && order.PaymentStatus !== 'paid' ? await planGiftCards(tx, order) : null;
      if (order && change) {
        // A failed or refunded payment gives back the member's points and stamps its order spent.
        const loyalty = change.onlineOrderStatus !== order.OnlineOrderStatus ? await settleOrderLoyalty(tx, order, change.onlineOrderStatus, now()) : null;
        const patch = {
          OnlineOrderStatus: change.onlineOrderStatus,
          PaymentStatus: change.paymentStatus,
          PaymentId: change.paymentId,
          ...referencePatch(order, change.paymentStatus, payment.id),
          ...loyalty,
        };
        // A paid order is confirmed to its customer (a refunded one told so), once, whichever news came first.
        const claim = await claimOrderMessages(tx, { ...order, ...patch });
        messages = claim.events;
        orders.update(payment.orderId, { ...patch, ...claim.patch });
      }
      const giftCards = giftPlan ? issueGiftCards(tx, giftPlan, now()) : [];
      if (event && recordId) {
        tx.set<TPaymentEventRecord>(COLLECTIONS.paymentEvents, recordId, {
          provider: event.provider,
          eventId: event.id,
          type: event.type,
          paymentId: payment.id,
          orderId: payment.orderId,
          receivedAt: now(),
          refund: refund ? 'owed' : 'none',
        });
      }
      const outcome = change ? { onlineOrderStatus: change.onlineOrderStatus, paymentStatus: change.paymentStatus } : outcomeOf(order);
      alsoWrite?.(tx, outcome);
      return { outcome, replay: false, refundOwed: refund, refused, messages, giftCards };
      // The order learns of its money before new orders are written.
    },
    { urgent: true },
  );
  const refused = settled.refused !== null;
  if (settled.refused) {
    const { expected } = settled.refused;
    log.warn(
      { orderId: payment.orderId, paymentId: payment.id, amountCents: payment.amountCents, currency: payment.currency, expected, refund: settled.refundOwed },
      'settle payment: refused a payment that is not for its order’s amount or currency; the order is unchanged',
    );
  }
  await sendOrderMessages(app, payment.orderId, settled.messages);
  if (settled.giftCards.length > 0) await sendGiftCardEmails(app, settled.giftCards, now);
  if (!settled.refundOwed) return { outcome: settled.outcome, replay: settled.replay, refunded: false, refused };
  try {
    await refundUnkept(app, payment, recordId, now);
  } catch (error) {
    if (event) throw error;
    log.error({ err: error, orderId: payment.orderId, paymentId: payment.id }, 'settle payment: a refund is owed');
    return { outcome: settled.outcome, replay: settled.replay, refunded: false, refused };
  }
  const outcome = settled.outcome?.paymentStatus === 'refunding' ? { ...settled.outcome, paymentStatus: 'refunded' as const } : settled.outcome;
  return { outcome, replay: settled.replay, refunded: true, refused };
}
