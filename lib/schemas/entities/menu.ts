import { z } from 'zod';
import { ZDayOfWeekSchema, ZIdSchema, ZMoneySchema, ZTimeOfDaySchema } from './common';
import { ZEarningRuleSchema, ZRedemptionRuleSchema, ZStampCardSchema } from './loyalty';
import { ZModifierGroupSchema } from './modifier';
import { ZPriceTriggerSchema } from './price-trigger';
import { ZProductSchema } from './product';

const ZIdListSchema = z.array(ZIdSchema);

/** A product placed in a category, with its selling price and dietary tag ids. */
export const ZSubMenuItemSchema = z.strictObject({
  ProductID: ZIdSchema,
  Name: z.string().trim().min(1),
  Price: ZMoneySchema,
  DisplayOrder: z.number().int().optional(),
  ProductAllergy: ZIdListSchema.optional(),
  ProductIntolerance: ZIdListSchema.optional(),
  ProductPreference: ZIdListSchema.optional(),
});
export type TSubMenuItem = z.infer<typeof ZSubMenuItemSchema>;

export const ZCategorySchema = z.strictObject({
  ID: ZIdSchema,
  Name: z.string().trim().min(1),
  Description: z.string().optional(),
  DisplayOrder: z.number().int().optional(),
  SubMenuItems: z.array(ZSubMenuItemSchema),
});
export type TCategory = z.infer<typeof ZCategorySchema>;

/** Gift-card products (spec: SpecialCategories.SCTypeGiftcard.SubMenuItems: ID, ProductID, Name, Price). */
export const ZGiftCardItemSchema = z.strictObject({
  ID: ZIdSchema,
  ProductID: ZIdSchema,
  Name: z.string().trim().min(1),
  Price: ZMoneySchema,
});
export const ZSpecialCategoriesSchema = z.strictObject({
  SCTypeGiftcard: z.strictObject({ SubMenuItems: z.array(ZGiftCardItemSchema) }).optional(),
});

/** A dietary tag (allergy, intolerance or preference): Id and Name. */
export const ZLifeStyleChoiceSchema = z.strictObject({ Id: ZIdSchema, Name: z.string().trim().min(1) });
export const ZLifeStyleChoicesSchema = z.strictObject({
  Allergy: z.array(ZLifeStyleChoiceSchema).optional(),
  Intolerance: z.array(ZLifeStyleChoiceSchema).optional(),
  Preference: z.array(ZLifeStyleChoiceSchema).optional(),
});
export type TLifeStyleChoices = z.infer<typeof ZLifeStyleChoicesSchema>;

/**
 * When a menu is active (spec: MenuTimeSettings with MenuId; the active menu is recomputed every
 * 30 s). The spec gives only MenuId; the day and time window are ours.
 */
export const ZMenuTimeSettingSchema = z.strictObject({
  MenuId: ZIdSchema,
  DayOfWeek: z.array(ZDayOfWeekSchema).optional(),
  StartTime: ZTimeOfDaySchema.optional(),
  EndTime: ZTimeOfDaySchema.optional(),
});
export type TMenuTimeSetting = z.infer<typeof ZMenuTimeSettingSchema>;

/** Which order types a menu serves (spec: OrderTypes Delivery, Takeaway, EatIn). */
export const ZMenuOrderTypesSchema = z.strictObject({
  Delivery: z.boolean().optional(),
  Takeaway: z.boolean().optional(),
  EatIn: z.boolean().optional(),
});

/**
 * A store menu. Products and ModifierGroups are maps keyed by id (the key must equal the entry's
 * ID). Strict, so the import reports unknown keys. Cross references (category -> product,
 * product -> option group) are checked by the import, not here, so a single product can be
 * validated on its own.
 * Its Base schema is the plain object without the cross-field checks, for .pick/.partial/.omit
 * (Zod refuses those on refined objects).
 */
export const ZMenuBaseSchema = z.strictObject({
  MenuID: ZIdSchema,
  MenuName: z.string().trim().min(1),
  OrderTypes: ZMenuOrderTypesSchema.optional(),
  Products: z.record(ZIdSchema, ZProductSchema),
  ModifierGroups: z.record(ZIdSchema, ZModifierGroupSchema).optional(),
  Categories: z.array(ZCategorySchema),
  SpecialCategories: ZSpecialCategoriesSchema.optional(),
  PriceTriggers: z.array(ZPriceTriggerSchema).optional(),
  EarningRules: z.array(ZEarningRuleSchema).optional(),
  RedemptionRules: z.array(ZRedemptionRuleSchema).optional(),
  /** Our stamp cards (the spec names stamps without fields). */
  StampCards: z.array(ZStampCardSchema).optional(),
  MenuTimeSettings: z.array(ZMenuTimeSettingSchema).optional(),
  LifeStyleChoices: ZLifeStyleChoicesSchema.optional(),
  /** Points per dollar; loyalty shows only when above 0. Points needed = total x ratio. */
  PointsToDollarRatio: z.number().nonnegative().optional(),
  IsEarnPointsWhenRedeem: z.boolean().optional(),
});

export const ZMenuSchema = ZMenuBaseSchema.superRefine((menu, ctx) => {
  for (const [key, product] of Object.entries(menu.Products)) {
    if (product.ID !== key) ctx.addIssue({ code: 'custom', path: ['Products', key, 'ID'], message: `Product ID ${product.ID} does not match its key ${key}` });
  }
  for (const [key, group] of Object.entries(menu.ModifierGroups ?? {})) {
    if (group.ID !== key) ctx.addIssue({ code: 'custom', path: ['ModifierGroups', key, 'ID'], message: `Option group ID ${group.ID} does not match its key ${key}` });
  }
});
export type TMenu = z.infer<typeof ZMenuSchema>;
