import { z } from 'zod';
import { ZProductStatusSchema } from './codes';
import { ZIdSchema, ZImageUrlSchema, ZMinutesSchema, ZMoneySchema, ZTaxRateSchema } from './common';

/**
 * A menu product (spec: ID, Name, ShortDescription, PhotoUrl, Status, ProductCode, TaxRate,
 * RewardPoint, PreparationTime, ProductCategoryIDs, ProductTagIDs, ModifierGroups ids).
 * The spec puts the selling price on the category entry (SubMenuItems.Price); Price here is our
 * base price for products reached without a category (reward items, meal upgrades, linked
 * products). When both exist the category price wins.
 */
export const ZProductSchema = z.strictObject({
  ID: ZIdSchema,
  Name: z.string().trim().min(1),
  ShortDescription: z.string().optional(),
  PhotoUrl: ZImageUrlSchema.optional(),
  /** 1 new, 2 popular, 3 sold out. */
  Status: ZProductStatusSchema.optional(),
  ProductCode: z.string().optional(),
  Price: ZMoneySchema.optional(),
  /** Fraction; 0.1 = 10 % GST (tax-inclusive prices). */
  TaxRate: ZTaxRateSchema,
  RewardPoint: z.number().nonnegative().optional(),
  /** Minutes. */
  PreparationTime: ZMinutesSchema.optional(),
  ProductCategoryIDs: z.array(ZIdSchema).optional(),
  ProductTagIDs: z.array(ZIdSchema).optional(),
  ModifierGroups: z.array(ZIdSchema).optional(),
});
export type TProduct = z.infer<typeof ZProductSchema>;
