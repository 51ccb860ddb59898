/**
 * The body of the gift checkout's order (POST /api/stores/{storeId}/gift-orders): the cart's
 * cards as ids, quantities and messages, the buyer, the card, and the total the page showed,
 * which the page keeps in cents and the API takes in dollars.
 */
import { fromCents } from '@/lib/domain/money/cents';
import type { TGiftCartItem } from '@/lib/schemas/entities/cart';
import type { TGiftOrderRequestInput } from '@/lib/schemas/api/gift-orders';

export function buildGiftOrderRequest({
  items,
  contact,
  payment,
  totalCents,
}: {
  items: readonly TGiftCartItem[];
  contact: TGiftOrderRequestInput['contact'];
  payment: TGiftOrderRequestInput['payment'];
  totalCents: number;
}): TGiftOrderRequestInput {
  return {
    items: items.map((item, index) => ({ id: item.id, uniqueId: `gift-${index + 1}`, quantity: item.quantity, message: item.message })),
    contact,
    payment,
    expectedTotal: fromCents(totalCents),
  };
}
