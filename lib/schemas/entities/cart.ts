/**
 * The browser's entities: cart items and gift cart items as the spec names them (part 1 §3).
 * Written with zod/mini because the browser validates them (a restored cart): classic zod is
 * about 90 KB gzipped in a bundle and cannot be tree-shaken; mini is about 5 KB.
 */
import * as z from 'zod/mini';

const id = z.string().check(z.trim(), z.minLength(1, 'Id must not be empty'));
const money = z.number().check(z.nonnegative('Amount must not be negative'));
const taxRate = z.number().check(z.gte(0), z.lte(1, 'TaxRate is a fraction (0.1 = 10%)'));
const epochSeconds = z.int().check(z.nonnegative());

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
export const ZCartModifierSchema: z.ZodMiniType<TCartModifier> = z.lazy(() =>
  z.object({
    ID: id,
    Code: z.optional(z.string()),
    Name: z.string(),
    quantity: z.int().check(z.positive()),
    Price: money,
    TaxRate: z.optional(taxRate),
    selectedSubmodifiers: z.optional(z.array(ZCartModifierSchema)),
  }),
);

/**
 * A cart line as kept in the browser (spec part 1 §3 "Cart item"; camelCase as in the spec), in
 * the app's words: the reward is `redemptionRule`, which local storage keeps under the spec's
 * spelling (lib/client/cart/stored-line.ts translates).
 */
export const ZCartItemSchema = z.object({
  id,
  uniqueId: z.string(),
  code: z.optional(z.string()),
  name: z.string(),
  description: z.optional(z.string()),
  photoUrl: z.optional(z.string()),
  price: money,
  tax: taxRate,
  quantity: z.int().check(z.gte(1), z.lte(20)),
  itemNote: z.optional(z.string().check(z.maxLength(300))),
  categoryId: z.optional(id),
  categoryName: z.optional(z.string()),
  modifiers: z.array(ZCartModifierSchema),
  RewardPoint: z.optional(z.number().check(z.nonnegative())),
  ProductCategoryIDs: z.optional(z.array(id)),
  ProductTagIDs: z.optional(z.array(id)),
  PreparationTime: z.optional(z.int().check(z.nonnegative())),
  created: epochSeconds,
  redemptionRule: z.optional(z.unknown()),
  unavailable: z.optional(z.boolean()),
  soldout: z.optional(z.boolean()),
  disable: z.optional(z.boolean()),
});
export type TCartItem = z.infer<typeof ZCartItemSchema>;

/** A gift card in the gift cart (spec: ... message Email, From, To, Message). */
export const ZGiftCartItemSchema = z.object({
  id,
  code: z.optional(z.string()),
  name: z.string(),
  description: z.optional(z.string()),
  photoUrl: z.optional(z.string()),
  tax: taxRate,
  price: money,
  quantity: z.int().check(z.gte(1)),
  created: epochSeconds,
  message: z.object({ Email: z.email(), From: z.string(), To: z.string(), Message: z.optional(z.string()) }),
});
export type TGiftCartItem = z.infer<typeof ZGiftCartItemSchema>;
