/**
 * The cart line and applied coupon as the browser keeps them. The line is the spec's cart item
 * (lib/schemas TCartItem, with `created` for the stale rule) plus the meal upgrades the pricing
 * engine reads; it is assignable to the engine's CartItem, so the engine prices it unchanged.
 */
// zod/mini and the browser entities only: classic zod would add about 90 KB to every page.
import * as z from 'zod/mini';
import { ZCartItemSchema, ZCartModifierSchema } from '@/lib/schemas/entities/cart';

const ZSelectedRollIntoSchema = z.object({
  PriceTriggerID: z.union([z.string(), z.number()]),
  isConfirmed: z.boolean(),
  selectedModifiers: z.array(ZCartModifierSchema),
  appliedDiscount: z.optional(z.number()),
});

export const ZCartLineSchema = z.extend(ZCartItemSchema, {
  selectedRollIntos: z.optional(z.array(ZSelectedRollIntoSchema)),
  DisplayingOrder: z.optional(z.number()),
});
export type TCartLine = z.infer<typeof ZCartLineSchema>;

/** A coupon the store accepted, with the StoreID it belongs to (coupons of another store are dropped). */
// The coupon as the store's API answered it (lib/schemas ZCouponBaseSchema on the server).
const money = z.number().check(z.nonnegative());
export const ZAppliedCouponSchema = z.object({
  CouponCode: z.string().check(z.trim(), z.minLength(1)),
  StoreID: z.string().check(z.regex(/^\d+$/)),
  Name: z.optional(z.string()),
  Product: z.optional(z.string()),
  CouponCategory: z.optional(z.array(z.object({ ID: z.string() }))),
  MinSpent: z.optional(money),
  PercentageValue: z.optional(z.number().check(z.gte(0), z.lte(1))),
  FreeDollar: z.optional(money),
  IsDisabled: z.optional(z.boolean()),
  StartAt: z.optional(z.int().check(z.nonnegative())),
  EndAt: z.optional(z.int().check(z.nonnegative())),
});
export type TAppliedCoupon = z.infer<typeof ZAppliedCouponSchema>;
