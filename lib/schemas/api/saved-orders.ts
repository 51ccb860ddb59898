import { z } from 'zod';
import { ZPlaceOrderItemSchema } from './orders';

/**
 * Saved orders (spec part 1 §2 "Save-order page", part 2 §8 'Error...Try again!'): the phone's
 * cart kept on the server under an unguessable id, shown as a QR code, and opened again in the
 * mobile cart of any browser that scans it. Like an order, only ids, quantities, selections and
 * notes: no name or price of the browser is kept, the cart is priced from the menu when opened.
 */

/** A saved order holds at most this many lines (a cart keeps 1 to 20 of each). */
export const SAVED_ORDER_MAX_LINES = 50;

// A reward is the member's own (points or stamps): a saved order carries no reward lines.
export const ZSavedOrderItemSchema = ZPlaceOrderItemSchema.omit({ reward: true, uniqueId: true });
export type TSavedOrderItem = z.infer<typeof ZSavedOrderItemSchema>;

/** POST /api/stores/{storeId}/saved-orders (header Idempotency-Key). An empty cart answers 422 'Error...Try again!'. */
export const ZSaveOrderRequestSchema = z.object({
  items: z.array(ZSavedOrderItemSchema).max(SAVED_ORDER_MAX_LINES),
  /** The named menu the cart was filled from (`?menu=`), when the store has several. */
  menu: z.string().trim().min(1).max(200).optional(),
});
export type TSaveOrderRequest = z.infer<typeof ZSaveOrderRequestSchema>;
export type TSaveOrderRequestInput = z.input<typeof ZSaveOrderRequestSchema>;

/** A saved order's id: 22 base64url characters (132 random-looking bits, see lib/server/checkout/saved-orders.ts). */
export const ZSavedOrderIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/);

/** The stored document (collection savedOrders). Times in epoch seconds, as the spec keeps them. */
export const ZSavedOrderSchema = z.object({
  ID: ZSavedOrderIdSchema,
  StoreID: z.string().min(1),
  Items: z.array(ZSavedOrderItemSchema).min(1).max(SAVED_ORDER_MAX_LINES),
  Menu: z.string().optional(),
  /** sha256 of the request body, so a retry with the same Idempotency-Key and another body is refused */
  BodyHash: z.string(),
  CreatedOn: z.number().int().nonnegative(),
  ExpiresAt: z.number().int().nonnegative(),
});
export type TSavedOrder = z.infer<typeof ZSavedOrderSchema>;

/** 201 body of POST /api/stores/{storeId}/saved-orders: the saved order's id, its QR image (an SVG data URL) and when it expires. */
export const ZSaveOrderResponseSchema = z.object({ id: z.string(), qrCode: z.string(), expiresAt: z.number() });
