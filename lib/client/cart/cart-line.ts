/**
 * The cart line and applied coupon as the browser keeps them. The line is the spec's cart item
 * (lib/schemas TCartItem, with `created` for the stale rule) plus the meal upgrades the pricing
 * engine reads; it is assignable to the engine's CartItem, so the engine prices it unchanged.
 */
import { z } from 'zod';
import { ZCartItemSchema, ZCartModifierSchema, ZCouponBaseSchema } from '@/lib/schemas/entities';

const ZSelectedRollIntoSchema = z.object({
  PriceTriggerID: z.union([z.string(), z.number()]),
  isConfirmed: z.boolean(),
  selectedModifiers: z.array(ZCartModifierSchema),
  appliedDiscount: z.number().optional(),
});

export const ZCartLineSchema = ZCartItemSchema.extend({
  selectedRollIntos: z.array(ZSelectedRollIntoSchema).optional(),
  DisplayingOrder: z.number().optional(),
});
export type TCartLine = z.infer<typeof ZCartLineSchema>;

/** A coupon the store accepted, with the StoreID it belongs to (coupons of another store are dropped). */
export const ZAppliedCouponSchema = ZCouponBaseSchema;
export type TAppliedCoupon = z.infer<typeof ZAppliedCouponSchema>;
