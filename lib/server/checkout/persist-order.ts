import 'server-only';
import { randomUUID } from 'node:crypto';
import { AppError } from '@/lib/domain/errors/app-error';
import { fromCents } from '@/lib/domain/money/cents';
import { isPaidOnline, PAYMENT_METHOD, type OrderKind } from '@/lib/domain/order';
import { ORDER_STATUS } from '@/lib/domain/order-status/statuses';
import type { Locale } from '@/lib/i18n/routing';
import type { TPlaceOrderRequest } from '@/lib/schemas/api/orders';
import type { TStore, TUser } from '@/lib/schemas/entities';
import { COLLECTIONS } from '../collections';
import type { Container } from '../container';
import { giftOrderFields, type GiftLine } from '../gift-cards/gift-order-lines';
import { guestAccountAnswer, guestAccountOrderFields, type GuestAccountOutcome } from './guest-account';
import type { TIdempotencyRecord } from './idempotency';
import { hashAccessToken, orderStatusPath, statusToken } from '../orders/order-access';
import { buildOrderDocuments, type TPaymentStatus, type TrackingOrderDocument } from '../orders/order-documents';
import { loyaltyShortfall, spendLoyalty } from '../orders/order-loyalty';
import { dueMessagesOf, sealStatusLinkToken } from '../orders/order-messages';
import { reserveOrderNumber } from './order-number';
import { paymentCardIdentifierOf } from '../payments/member-cards';
import { orderTransaction } from '../repositories/order-repository';
import type { CheckedOrder } from './order-checks';

function paymentPlan(request: TPlaceOrderRequest, kind: OrderKind, totalCents: number): { initialStatus: number; paymentStatus: TPaymentStatus; payLater: boolean } {
  const payLater = request.payment.method === PAYMENT_METHOD.payLater && kind === 'dineIn' && totalCents > 0;
  if (totalCents === 0 || !isPaidOnline(request.payment.method))
    return { initialStatus: payLater ? ORDER_STATUS.payLaterSent : ORDER_STATUS.sent, paymentStatus: 'notRequired', payLater };
  return { initialStatus: ORDER_STATUS.sent, paymentStatus: 'pending', payLater: false };
}

export interface PersistOrderInput {
  app: Pick<Container, 'documents'>;
  store: TStore;
  request: TPlaceOrderRequest;
  checked: CheckedOrder;
  /** the order's member: the signed-in one, or the guest's new account */
  memberId: string | null;
  guestAccount: GuestAccountOutcome | null;
  gift?: GiftLine[];
  locale: Locale;
  recordId: string;
  bodyHash: string;
  now: Date;
}

/** The written order (`tracking`: what this request wrote), or the record of the request with the same key that wrote it first. */
export type PersistedOrder = { written: true; record: TIdempotencyRecord; tracking: TrackingOrderDocument } | { written: false; record: TIdempotencyRecord };

/**
 * In ONE transaction: the idempotency record (hash of the key, hash of the canonical body, the
 * answer), the store's next order number, the member's points and stamps the order spends, and
 * the order's history and tracking documents. A concurrent request with the same key that
 * committed first wins: its record is the answer and nothing is written here.
 */
export async function persistOrder({ app, store, request, checked, memberId, guestAccount, gift, locale, recordId, bodyHash, now }: PersistOrderInput): Promise<PersistedOrder> {
  const orderId = randomUUID();
  const guestUserIdentifier = randomUUID();
  const token = statusToken(orderId);
  const plan = paymentPlan(request, checked.kind, checked.priced.total);
  const createdOn = Math.floor(now.getTime() / 1000);
  const messageLinkSeal = await sealStatusLinkToken(token);

  return app.documents.runTransaction(async (tx): Promise<PersistedOrder> => {
    // Read together: each await inside a transaction lets other requests run while it holds the write lock.
    const [existing, number, member] = await Promise.all([
      tx.get<TIdempotencyRecord>(COLLECTIONS.idempotencyKeys, recordId),
      reserveOrderNumber(tx, store.ID),
      (checked.redeemPoints > 0 || checked.stampsRedeemed.length > 0) && memberId ? tx.get<TUser>(COLLECTIONS.users, memberId) : null,
    ]);
    if (existing) return { written: false, record: existing };
    // Points and stamps are taken with the order or not at all: the balance read here is the one written.
    const short = loyaltyShortfall(member, checked, store.ID, request.payment.method === PAYMENT_METHOD.points);
    if (short) throw new AppError('INVALID_FIELDS', 'placeOrder.invalidFields', {}, short);
    const { history, tracking } = buildOrderDocuments({
      cart: checked.priced,
      kind: checked.kind,
      payLater: plan.payLater,
      paymentMethod: request.payment.method,
      store: { ID: store.ID, Name: store.Name, Slug: store.Slug, CurrencyLocaleName: store.CurrencyLocaleName },
      orderId,
      orderNumber: number.orderNumber,
      createdOn,
      scheduledTime: checked.scheduledTime,
      forms: checked.forms,
      deliveryAddress: checked.address,
      deliveryDuration: checked.quote?.DeliveryDuration ?? null,
      guestUserIdentifier,
      memberId,
      paymentCardIdentifier: paymentCardIdentifierOf(checked.forms.paymentSource),
      agreeToReceivePromotionalOffers: request.agreeToReceivePromotionalOffers ?? false,
      rewardPoints: checked.rewardPoints,
      redeemPoints: checked.redeemPoints,
      stampsEarned: checked.stampsEarned,
      stampsRedeemed: checked.stampsRedeemed,
      initialStatus: plan.initialStatus,
      paymentStatus: plan.paymentStatus,
      accessTokenHash: hashAccessToken(token),
      locale,
    });
    // An order with nothing to pay online is confirmed as it is placed (a card order once paid: settle-payment.ts).
    const messagesSent = dueMessagesOf(tracking, store.ViewComponentConfigs?.DineInSMSconfirmation === true);
    const created: TIdempotencyRecord = {
      bodyHash,
      storeId: store.ID,
      orderId,
      // Nothing to charge: the answer is final now, and one transaction does it all.
      state: plan.paymentStatus === 'pending' ? 'placed' : 'complete',
      answer: {
        orderId,
        orderNumber: number.orderNumber,
        onlineOrderStatus: plan.initialStatus,
        total: fromCents(checked.priced.total),
        statusUrl: orderStatusPath({ storeSlug: store.Slug, orderId, userId: memberId ?? guestUserIdentifier }),
        next: { type: 'done' },
        ...guestAccountAnswer(guestAccount),
      },
      createdAt: createdOn,
      tokenScheme: 'server',
    };
    number.commit();
    if (member) spendLoyalty(tx, member, { points: checked.redeemPoints, stamps: checked.stampsRedeemed, store, orderId, orderNumber: number.orderNumber, createdOn });
    const giftFields = gift ? giftOrderFields(checked.priced, gift) : {};
    const written = { ...tracking, ...guestAccountOrderFields(guestAccount), ...giftFields, MessagesSent: messagesSent };
    orderTransaction(tx).create(orderId, {
      history: { ...history, ...guestAccountOrderFields(guestAccount), ...giftFields, MessagesSent: messagesSent, MessageLinkSeal: messageLinkSeal },
      tracking: written,
    });
    tx.set<TIdempotencyRecord>(COLLECTIONS.idempotencyKeys, recordId, created);
    return { written: true, record: created, tracking: { ...tracking, MessagesSent: messagesSent } };
  });
}
