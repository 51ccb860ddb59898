import { z } from 'zod';
import { ZEpochSecondsSchema, ZIdSchema, ZMoneySchema, ZTaxRateSchema } from './common';

/** An option chosen on a cart item; selectedSubmodifiers nest (sub-options). */
export type TCartModifier = {
  ID: string;
  Code?: string;
  Name: string;
  quantity: number;
  Price: number;
  TaxRate?: number;
  selectedSubmodifiers?: TCartModifier[];
};
export const ZCartModifierSchema: z.ZodType<TCartModifier> = z.lazy(() =>
  z.object({
    ID: ZIdSchema,
    Code: z.string().optional(),
    Name: z.string(),
    quantity: z.number().int().positive(),
    Price: ZMoneySchema,
    TaxRate: ZTaxRateSchema.optional(),
    selectedSubmodifiers: z.array(ZCartModifierSchema).optional(),
  }),
);

/** A cart line as kept in the browser (spec part 1 §3 "Cart item"; camelCase as in the spec). */
export const ZCartItemSchema = z.object({
  id: ZIdSchema,
  uniqueId: z.string(),
  code: z.string().optional(),
  name: z.string(),
  description: z.string().optional(),
  photoUrl: z.string().optional(),
  price: ZMoneySchema,
  tax: ZTaxRateSchema,
  quantity: z.number().int().min(1).max(20),
  itemNote: z.string().max(300).optional(),
  categoryId: ZIdSchema.optional(),
  categoryName: z.string().optional(),
  modifiers: z.array(ZCartModifierSchema),
  RewardPoint: z.number().nonnegative().optional(),
  ProductCategoryIDs: z.array(ZIdSchema).optional(),
  ProductTagIDs: z.array(ZIdSchema).optional(),
  PreparationTime: z.number().int().nonnegative().optional(),
  created: ZEpochSecondsSchema,
  reedemptionRule: z.unknown().optional(),
  unavailable: z.boolean().optional(),
  soldout: z.boolean().optional(),
  disable: z.boolean().optional(),
});
export type TCartItem = z.infer<typeof ZCartItemSchema>;

/** A gift card in the gift cart (spec: ... message Email, From, To, Message). */
export const ZGiftCartItemSchema = z.object({
  id: ZIdSchema,
  code: z.string().optional(),
  name: z.string(),
  description: z.string().optional(),
  photoUrl: z.string().optional(),
  tax: ZTaxRateSchema,
  price: ZMoneySchema,
  quantity: z.number().int().min(1),
  created: ZEpochSecondsSchema,
  message: z.object({ Email: z.email(), From: z.string(), To: z.string(), Message: z.string().optional() }),
});
export type TGiftCartItem = z.infer<typeof ZGiftCartItemSchema>;
