import { z } from 'zod';
import { ZIdSchema, ZMoneySchema, ZSignedMoneySchema, ZTaxRateSchema } from './common';

/** An option on an order item; ChildrenOrderExtras holds the chosen sub-options. */
export type TOrderExtra = {
  Extra_ID: string;
  Name: string;
  Quantity: number;
  UsingUnitPrice: number;
  FinalPriceExcludingTax: number;
  FinalTax: number;
  ChildrenOrderExtras?: TOrderExtra[];
  [key: string]: unknown;
};

/** Recursive (sub-options nest), so the type is written by hand and the schema is lazy. */
export const ZOrderExtraSchema: z.ZodType<TOrderExtra> = z.lazy(() =>
  z.looseObject({
    Extra_ID: ZIdSchema,
    Name: z.string(),
    Quantity: z.number().int().positive(),
    UsingUnitPrice: ZMoneySchema,
    FinalPriceExcludingTax: ZMoneySchema,
    FinalTax: ZMoneySchema,
    ChildrenOrderExtras: z.array(ZOrderExtraSchema).optional(),
  }),
);

/** A coupon applied to an item (spec: AppliedCoupon CouponCode, Name, Amount). */
export const ZAppliedCouponSchema = z.looseObject({
  CouponCode: z.string().min(1),
  Name: z.string().optional(),
  Amount: ZMoneySchema,
});

/** A line of an order (spec part 1 §3 "Order item"). Loose: point-of-sale systems add fields. */
export const ZOrderItemSchema = z.looseObject({
  Product_ID: ZIdSchema,
  Name: z.string().min(1),
  Note: z.string().max(300).optional(),
  Quantity: z.number().int().positive(),
  UsingUnitPrice: ZMoneySchema,
  UsingTaxRate: ZTaxRateSchema,
  FinalTotalTax: ZMoneySchema,
  FinalTotalExcludingTax: ZMoneySchema,
  BaseUnitPrice: ZMoneySchema.optional(),
  ModifyingTax: ZSignedMoneySchema.optional(),
  ModifyingExcludingTax: ZSignedMoneySchema.optional(),
  AppliedCoupon: ZAppliedCouponSchema.nullable().optional(),
  OrderExtras: z.array(ZOrderExtraSchema).optional(),
  UDID: z.string().optional(),
  CategoryId: ZIdSchema.nullable().optional(),
  CategoryName: z.string().nullable().optional(),
  DisplayingOrder: z.number().int().optional(),
});
export type TOrderItem = z.infer<typeof ZOrderItemSchema>;
