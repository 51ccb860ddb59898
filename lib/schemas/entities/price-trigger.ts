import { z } from 'zod';
import { ZEpochSecondsSchema, ZFractionSchema, ZIdSchema, ZMoneySchema, ZSignedMoneySchema } from './common';

/** OutcomeType: 0 default, 1 products, 2 from categories, 3 from tags, 4 categories, 5 tags. */
export const OUTCOME_TYPE = { Default: 0, Products: 1, FromCategories: 2, FromTags: 3, Categories: 4, Tags: 5 } as const;
export const ZOutcomeTypeSchema = z.literal([0, 1, 2, 3, 4, 5]);

/** RunType: 1 once, 2 multiple times per order. */
export const RUN_TYPE = { Once: 1, Multiple: 2 } as const;
export const ZRunTypeSchema = z.literal([1, 2]);

/** TriggerMode: 0 automatic, 1 with confirm, 2 manual, 3 checkout page, 4 first order (not evaluated in the cart). */
export const TRIGGER_MODE = { Automatic: 0, WithConfirm: 1, Manual: 2, CheckoutPage: 3, FirstOrder: 4 } as const;
export const ZTriggerModeSchema = z.literal([0, 1, 2, 3, 4]);

/** Trigger kind: 0 whole order, 1 roll into meal (meal upgrade), 2 per item. */
export const TRIGGER_TYPE = { WholeOrder: 0, RollIntoMeal: 1, PerItem: 2 } as const;
export const ZTriggerTypeSchema = z.literal([0, 1, 2]);

/** OutcomePriceType: 0 flat, 1 percent, 2 fixed price, 3 free up to value. */
export const OUTCOME_PRICE_TYPE = { Flat: 0, Percent: 1, FixedPrice: 2, FreeUpToValue: 3 } as const;
export const ZOutcomePriceTypeSchema = z.literal([0, 1, 2, 3]);

export const ZProductCategoryConditionSchema = z.strictObject({
  ProductCategoryID: ZIdSchema,
  Quantity: z.number().int().positive(),
});
export const ZProductTagConditionSchema = z.strictObject({
  ProductTagID: ZIdSchema,
  Quantity: z.number().int().positive(),
});

/**
 * A discount rule (spec part 1 §3 and part 2 §5). Applicable when not disabled, TriggerMode is not
 * 4, coupon exclusion respected, MinimumSpend met and now within StartAt..EndAt; evaluated by
 * Priority ascending. The kind field is unnamed in the spec; we call it TriggerType.
 * DiscountPercentageValue is a fraction (0.2 = 20 %).
 * Its Base schema is the plain object without the cross-field checks, for .pick/.partial/.omit
 * (Zod refuses those on refined objects).
 */
export const ZPriceTriggerBaseSchema = z.strictObject({
  ID: ZIdSchema,
  Name: z.string().trim().min(1),
  Description: z.string().optional(),
  IsDisabled: z.boolean().optional(),
  TriggerType: ZTriggerTypeSchema,
  OutcomeType: ZOutcomeTypeSchema,
  RunType: ZRunTypeSchema,
  TriggerMode: ZTriggerModeSchema,
  OutcomePriceType: ZOutcomePriceTypeSchema,
  Priority: z.number().int(),
  NotApplicableWithCoupon: z.boolean().optional(),
  MinimumSpend: ZMoneySchema.optional(),
  StartAt: ZEpochSecondsSchema,
  EndAt: ZEpochSecondsSchema,
  DiscountPercentageValue: ZFractionSchema.optional(),
  DiscountFlatValue: ZMoneySchema.optional(),
  FixedPriceValue: ZMoneySchema.optional(),
  ProductCategoryConditions: z.array(ZProductCategoryConditionSchema).optional(),
  ProductTagConditions: z.array(ZProductTagConditionSchema).optional(),
  IsOutcomeLinkedToProduct: z.boolean().optional(),
  /** Product ids the outcome applies to (OutcomeType 1), e.g. the meal-upgrade product. */
  ProductOutcomes: z.array(ZIdSchema).optional(),
  /** Category ids the outcome applies to (OutcomeType 2 and 4). */
  ProductOutcomesCategory: z.array(ZIdSchema).optional(),
  /** Tag ids the outcome applies to (OutcomeType 3 and 5); the spec does not name this field. */
  ProductOutcomesTag: z.array(ZIdSchema).optional(),
  IsMostExpensiveFirst: z.boolean().optional(),
});

export const ZPriceTriggerSchema = ZPriceTriggerBaseSchema.superRefine((t, ctx) => {
  if (t.EndAt <= t.StartAt) ctx.addIssue({ code: 'custom', path: ['EndAt'], message: 'EndAt must be after StartAt' });
  const needs: Record<number, keyof typeof t> = { 0: 'DiscountFlatValue', 1: 'DiscountPercentageValue', 2: 'FixedPriceValue', 3: 'DiscountFlatValue' };
  const field = needs[t.OutcomePriceType];
  if (t[field] === undefined) {
    ctx.addIssue({ code: 'custom', path: [field], message: `${field} is required for OutcomePriceType ${t.OutcomePriceType}` });
  }
});
export type TPriceTrigger = z.infer<typeof ZPriceTriggerSchema>;

/** A roll-into (meal upgrade) chosen in the add-to-cart dialog (spec: selectedRollIntos). */
export const ZSelectedRollIntoSchema = z.looseObject({
  PriceTriggerID: ZIdSchema,
  isConfirmed: z.boolean(),
  selectedModifiers: z.array(z.looseObject({ ID: ZIdSchema, quantity: z.number().int().positive().optional() })),
  appliedDiscount: ZSignedMoneySchema,
});
export type TSelectedRollInto = z.infer<typeof ZSelectedRollIntoSchema>;

/** What a price trigger did to an order (spec: applied record). */
export const ZAppliedPriceTriggerRecordSchema = z.looseObject({
  PriceTriggerID: ZIdSchema,
  AffectedOrderItemAndQuantity: z.record(z.string(), z.number()).optional(),
  AppliedQuantity: z.number().int().nonnegative(),
  ModifyingTax: ZSignedMoneySchema,
  ModifyingExcludingTax: ZSignedMoneySchema,
  AffectedOrderItemQuantity: z.number().int().nonnegative().optional(),
  IsResultOrderItem: z.boolean().optional(),
});
export type TAppliedPriceTriggerRecord = z.infer<typeof ZAppliedPriceTriggerRecordSchema>;
