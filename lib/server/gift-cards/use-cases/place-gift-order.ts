import 'server-only';
import { ZGiftItemSchema } from '@/lib/schemas/forms/gift-item';
import type { TGiftOrderRequest } from '@/lib/schemas/api/gift-orders';
import type { TStore } from '@/lib/schemas/entities';
import type { Locale } from '@/lib/i18n/routing';
import type { TPlaceOrderResult } from '@/lib/views/order';
import { refuseInvalid } from '@/lib/server/checkout/order-checks';
import type { FieldErrors } from '@/lib/server/checkout/cart-from-request';
import { addZodErrors } from '@/lib/server/checkout/checkout-forms';
import type { GiftLine } from '../gift-order-lines';
import { placeOrder, type PlaceOrderApp } from '@/lib/server/checkout/use-cases/place-order';

/** Part 1 §3: a gift order's sub-order type defaults to 3 (pickup's code: no slot, no address). */
export const GIFT_ORDER_TYPE = 3;

export interface PlaceGiftOrderInput {
  app: PlaceOrderApp;
  store: TStore;
  request: TGiftOrderRequest;
  idempotencyKey: string;
  locale?: Locale;
  now?: Date;
}

/**
 * POST /api/stores/{storeId}/gift-orders (part 1 §2 gift checkout): always as a guest, card only.
 * Each line's gift item rules first (part 2 §5: recipient email required and valid, quantity at
 * least 1; 422 per field); then the one order placement (place-order.ts) in its gift mode: the
 * same idempotency record, order number, order documents, charge and settlement as any order, so
 * a payment that succeeds always ends with its order or its refund. The cards are issued when
 * the payment settles as paid (lib/server/gift-cards/issue-gift-cards.ts).
 */
export async function placeGiftOrder({ app, store, request, idempotencyKey, locale = 'en', now }: PlaceGiftOrderInput): Promise<TPlaceOrderResult> {
  const errors: FieldErrors = {};
  const gift: GiftLine[] = request.items.map((item, index) => {
    const parsed = ZGiftItemSchema.safeParse({ ...item.message, quantity: item.quantity });
    if (!parsed.success) {
      addZodErrors(errors, `items.${index}`, parsed.error);
      return { Email: '', From: '', To: '', Message: '' };
    }
    return { Email: parsed.data.Email, From: parsed.data.From ?? '', To: parsed.data.To ?? '', Message: parsed.data.Message ?? '' };
  });
  refuseInvalid(errors);
  return placeOrder({
    app,
    store,
    idempotencyKey,
    memberId: null,
    locale,
    now,
    gift,
    request: {
      orderType: GIFT_ORDER_TYPE,
      items: request.items.map((item, index) => ({ id: item.id, uniqueId: item.uniqueId ?? `gift-${index + 1}`, quantity: item.quantity, modifiers: [] })),
      couponCodes: [],
      acceptedTriggerIds: [],
      contact: request.contact,
      payment: { method: request.payment.method, card: request.payment.card, paymentMethodId: request.payment.paymentMethodId },
      expectedTotal: request.expectedTotal,
    },
  });
}
