import 'server-only';
import { AppError } from '@/lib/domain/errors/app-error';
import type { TPlaceOrderRequest } from '@/lib/schemas/api/orders';
import type { TStore } from '@/lib/schemas/entities';
import type { TPlaceOrderResult } from '@/lib/views/order';
import type { Locale } from '@/lib/i18n/routing';
import { COLLECTIONS } from '@/lib/server/collections';
import type { Container } from '@/lib/server/container';
import { checkGiftOrder } from '../check-gift-order';
import { checkOrder, type CheckOrderApp } from '../check-order';
import { finishOrder, type FinishOrderApp } from './finish-order';
import { persistOrder } from '../persist-order';
import type { GiftLine } from '@/lib/server/gift-cards/gift-order-lines';
import { currencyOf } from '@/lib/server/payments/charge-order';
import { accountForGuestOrder } from '../guest-account';
import { canonicalJson, idempotencyRecordId, sha256, type TIdempotencyRecord } from '../idempotency';
import { sendOrderMessages } from '@/lib/server/orders/order-messages';

/** The checks' and the charge's ports, and the guest's account (stores, auth) and the order's messages. */
export type PlaceOrderApp = CheckOrderApp & FinishOrderApp & Pick<Container, 'stores' | 'auth'>;

export interface PlaceOrderInput {
  app: PlaceOrderApp;
  store: TStore;
  request: TPlaceOrderRequest;
  idempotencyKey: string;
  /** the signed-in member placing it (the order is theirs: history, reorder), or null for a guest */
  memberId?: string | null;
  /** the customer's language (the new-account mail of a guest who becomes a member) */
  locale?: Locale;
  /** a gift-card order (lib/server/gift-cards/use-cases/place-gift-order.ts): each line's recipient and message, in the request's item order */
  gift?: GiftLine[];
  now?: Date;
}

/**
 * POST /api/stores/{storeId}/orders (DESIGN "Orders and payments, step by step"). The browser's
 * prices are never read: the order is rebuilt from ids and repriced, every rule checked, and a
 * total that differs from the server's answers 409 with the server's prices (check). Then, in ONE
 * transaction: the idempotency record (hash of the key, hash of the canonical body, the answer),
 * the store's next order number, the history order and the tracking order (persist). Only then
 * the charge of the priced total, with the order's key (finish). The same key and body give the
 * same answer and one order and one charge, however many times and however concurrently they are
 * sent; the same key with another body is refused (422 IDEMPOTENCY_KEY_REUSED).
 */
export async function placeOrder({
  app,
  store,
  request,
  idempotencyKey,
  memberId: signedInId = null,
  locale = 'en',
  gift,
  now = new Date(),
}: PlaceOrderInput): Promise<TPlaceOrderResult> {
  const recordId = idempotencyRecordId(idempotencyKey);
  // A gift order's recipients and messages are part of what the key stands for.
  const bodyHash = sha256(canonicalJson({ storeId: store.ID, request, ...(gift ? { gift } : {}) }));
  const known = await app.documents.get<TIdempotencyRecord>(COLLECTIONS.idempotencyKeys, recordId);
  if (known) {
    if (known.bodyHash !== bodyHash) throw new AppError('IDEMPOTENCY_KEY_REUSED', 'placeOrder.idempotencyKeyReused');
    return finishOrder({ app, store, record: known, recordId, request, idempotencyKey, memberId: signedInId, placed: null });
  }

  const checked = gift ? await checkGiftOrder({ app, store, request, now }) : await checkOrder({ app, store, request, memberId: signedInId, idempotencyKey, now });
  // Become member: the order is the new member's (lib/server/checkout/guest-account.ts).
  const guestAccount = await accountForGuestOrder({ app, store, request, contact: checked.forms.contact, idempotencyKey, memberId: signedInId, locale, now });
  const memberId = guestAccount?.status === 'created' ? guestAccount.userId : signedInId;
  const persisted = await persistOrder({ app, store, request, checked, memberId, guestAccount, gift, locale, recordId, bodyHash, now });
  if (persisted.record.bodyHash !== bodyHash) throw new AppError('IDEMPOTENCY_KEY_REUSED', 'placeOrder.idempotencyKeyReused');
  // Only the request that wrote the order sends what it claimed; a replay finds the order written.
  if (persisted.written) await sendOrderMessages(app, persisted.record.orderId, persisted.tracking.MessagesSent);
  const placed = persisted.written ? { tracking: persisted.tracking, payer: checked, charge: { amountCents: checked.priced.total, currency: currencyOf(store) } } : null;
  return finishOrder({ app, store, record: persisted.record, recordId, request, idempotencyKey, memberId, placed });
}
