import { z } from 'zod';
import { ZCardPaymentSchema, ZOrderContactSchema } from './orders';

/**
 * The body of POST /api/stores/{storeId}/gift-orders (part 1 §2 gift checkout). Shape only,
 * as for the food order: the gift item rules (part 2 §5: recipient email required and valid,
 * quantity at least 1) and the checkout details and card rules are checked by the use case and
 * answer 422 with a translated message per field. No prices, coupons or discounts: the server
 * reprices every card from the menu's gift-card category.
 */
const text = z.string().max(2000).optional();
const id = z.union([z.string().trim().min(1).max(100), z.number().int().nonnegative()]).transform(String);

export const ZGiftOrderItemSchema = z.object({
  /** the gift card's product id (SpecialCategories.SCTypeGiftcard.SubMenuItems[].ProductID) */
  id,
  uniqueId: z.string().trim().min(1).max(100).optional(),
  /** loose here: 'quantity at least 1' is the gift item rule's own 422 message */
  quantity: z.number().max(20),
  /** the gift cart item's message (part 1 §3): Email, From, To, Message */
  message: z.object({ Email: text, From: text, To: text, Message: text }),
});

export const ZGiftOrderRequestSchema = z.object({
  items: z.array(ZGiftOrderItemSchema).min(1).max(20),
  contact: ZOrderContactSchema,
  /** card only: gift checkout has card payment alone (part 1 §2) */
  payment: ZCardPaymentSchema,
  /** The total the page showed, in dollars (409 PRICE_CHANGED when the server's differs). */
  expectedTotal: z.number().nonnegative(),
});
export type TGiftOrderRequest = z.infer<typeof ZGiftOrderRequestSchema>;
export type TGiftOrderRequestInput = z.input<typeof ZGiftOrderRequestSchema>;
