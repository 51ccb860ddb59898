import { z } from 'zod';
import { ZEpochSecondsSchema, ZFractionSchema, ZIdSchema, ZMoneySchema } from './common';

/**
 * Earning rule: floor(spend / DollarSpent) * Point, rule by rule, remainder carried on.
 * ExpiredDate is seconds since epoch (UTC).
 */
export const ZEarningRuleSchema = z.strictObject({
  ID: ZIdSchema.optional(),
  DollarSpent: z.number().positive(),
  Point: z.number().int().nonnegative(),
  Disabled: z.boolean().optional(),
  ExpiredDate: ZEpochSecondsSchema.optional(),
});
export type TEarningRule = z.infer<typeof ZEarningRuleSchema>;

/**
 * Redemption rule (spec: Point, Name, ProductVariant, Disable, ExpiredDate, DiscountRate).
 * ProductVariant is the reward product id (redeemed for Point points); DiscountRate, when given
 * instead, is a fraction of the order. The first rule's Point drives the loyalty ring.
 */
export const ZRedemptionRuleSchema = z.strictObject({
  ID: ZIdSchema.optional(),
  Point: z.number().int().positive(),
  Name: z.string().trim().min(1),
  ProductVariant: ZIdSchema.optional(),
  Disable: z.boolean().optional(),
  ExpiredDate: ZEpochSecondsSchema.optional(),
  DiscountRate: ZFractionSchema.optional(),
});
export type TRedemptionRule = z.infer<typeof ZRedemptionRuleSchema>;

/**
 * Stamp card. The spec mentions stamps (redeem-stamps button, userStamps page: "stamps shown as
 * points over required points") but gives no fields, so this shape is ours: buying a qualifying
 * product (by category or product id) earns StampsPerItem stamps; RequiredStamps stamps redeem
 * RewardProductID for free (or RewardValue dollars off when no product is given).
 */
export const ZStampCardSchema = z
  .strictObject({
    ID: ZIdSchema,
    Name: z.string().trim().min(1),
    Description: z.string().optional(),
    RequiredStamps: z.number().int().positive(),
    StampsPerItem: z.number().int().positive().optional(),
    QualifyingCategoryIDs: z.array(ZIdSchema).optional(),
    QualifyingProductIDs: z.array(ZIdSchema).optional(),
    RewardProductID: ZIdSchema.optional(),
    RewardValue: ZMoneySchema.optional(),
    Disabled: z.boolean().optional(),
    ExpiredDate: ZEpochSecondsSchema.optional(),
  })
  .refine((c) => c.RewardProductID !== undefined || c.RewardValue !== undefined, {
    message: 'A stamp card needs a RewardProductID or a RewardValue',
    path: ['RewardProductID'],
  });
export type TStampCard = z.infer<typeof ZStampCardSchema>;

/** A member's stamps on one stamp card (our shape, see ZStampCardSchema). */
export const ZStampBalanceSchema = z.strictObject({
  StoreID: ZIdSchema,
  StampCardID: ZIdSchema,
  Stamps: z.number().int().nonnegative(),
  UpdatedOn: ZEpochSecondsSchema.optional(),
});
export type TStampBalance = z.infer<typeof ZStampBalanceSchema>;

/**
 * One line of a member's loyalty history (ours: the spec shows a points history and a stamps
 * history without fields). Points are signed: earned on a completed order (+), redeemed to pay
 * or for a reward (−), returned when an order that spent them fails or is refunded (+).
 * A stamps line names its card and carries signed Stamps instead. Written in the same
 * transaction that changes the member's balance, so the history always adds up to it.
 */
export const ZLoyaltyEntryKindSchema = z.enum(['earned', 'redeemed', 'returned']);
export type TLoyaltyEntryKind = z.infer<typeof ZLoyaltyEntryKindSchema>;

export const ZLoyaltyEntrySchema = z.strictObject({
  ID: ZIdSchema,
  UserID: ZIdSchema,
  StoreID: ZIdSchema,
  StoreName: z.string().optional(),
  OrderID: ZIdSchema.optional(),
  OrderNumber: z.string().optional(),
  Kind: ZLoyaltyEntryKindSchema,
  /** signed points; absent on a stamps line */
  Points: z.number().int().optional(),
  StampCardID: ZIdSchema.optional(),
  /** signed stamps; absent on a points line */
  Stamps: z.number().int().optional(),
  CreatedOn: ZEpochSecondsSchema,
});
export type TLoyaltyEntry = z.infer<typeof ZLoyaltyEntrySchema>;
