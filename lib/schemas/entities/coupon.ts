import { z } from 'zod';
import { ZEpochSecondsSchema, ZFractionSchema, ZIdSchema, ZMoneySchema, ZStoreIdSchema } from './common';

/**
 * A coupon (spec: CouponCode, Product, CouponCategory list (ID), MinSpent, PercentageValue,
 * FreeDollar). StoreID is ours: coupons belong to a store and coupons of another store are
 * dropped. PercentageValue is a fraction (0.1 = 10 %); FreeDollar is dollars off. Exactly one of
 * the two must be given. Product / CouponCategory restrict which items it reduces.
 * Its Base schema is the plain object without the cross-field checks, for .pick/.partial/.omit
 * (Zod refuses those on refined objects).
 */
export const ZCouponBaseSchema = z.strictObject({
  CouponCode: z
    .string()
    .trim()
    .min(1, 'please enter the discount code')
    .regex(/^[A-Za-z0-9_-]+$/, 'Coupon code: letters, digits, - and _ only'),
  StoreID: ZStoreIdSchema,
  Name: z.string().optional(),
  Product: ZIdSchema.optional(),
  CouponCategory: z.array(z.strictObject({ ID: ZIdSchema })).optional(),
  MinSpent: ZMoneySchema.optional(),
  PercentageValue: ZFractionSchema.optional(),
  FreeDollar: ZMoneySchema.optional(),
  IsDisabled: z.boolean().optional(),
  StartAt: ZEpochSecondsSchema.optional(),
  EndAt: ZEpochSecondsSchema.optional(),
});

export const ZCouponSchema = ZCouponBaseSchema.superRefine((c, ctx) => {
  const hasPercent = c.PercentageValue !== undefined && c.PercentageValue > 0;
  const hasDollar = c.FreeDollar !== undefined && c.FreeDollar > 0;
  if (hasPercent === hasDollar) {
    ctx.addIssue({ code: 'custom', path: ['PercentageValue'], message: 'Give either PercentageValue or FreeDollar (one, above 0)' });
  }
  if (c.StartAt !== undefined && c.EndAt !== undefined && c.EndAt <= c.StartAt) {
    ctx.addIssue({ code: 'custom', path: ['EndAt'], message: 'EndAt must be after StartAt' });
  }
});
export type TCoupon = z.infer<typeof ZCouponSchema>;
