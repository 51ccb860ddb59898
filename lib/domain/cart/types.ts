/**
 * Structural shapes of the spec's menu and cart entities that pricing needs. Field names are
 * the spec's, so full entity objects (prices in dollars, TaxRate a fraction) are assignable.
 */

/** A modifier (option) of a modifier group, as in the menu. */
export interface ModifierLike {
  ID: string | number;
  Name?: string;
  Price?: number;
  /** Smallest quantity once selected; default 1. */
  MinQty?: number | null;
  /** Largest quantity; default 20. */
  MaxQty?: number | null;
  DisplayOrder?: number;
  LinkedProductID?: string | number | null;
  TaxRate?: number | null;
}

/** A modifier group (option group) of a product. */
export interface ModifierGroupLike {
  ID?: string | number;
  Name?: string;
  DisplayOrder?: number;
  /** Array, or an object keyed by modifier id as stored in the menu document. */
  Modifiers?: readonly ModifierLike[] | Readonly<Record<string, ModifierLike>>;
  IsSingleSel?: boolean;
  IsForceSel?: boolean;
  MinimumSelection?: number | null;
  MaximumSelection?: number | null;
  IncludeQuantity?: boolean;
  AutoSelectMinVariants?: boolean;
}

/** A chosen modifier on a cart item; `quantity` is per one unit of its parent. */
export interface CartModifier {
  ID: string | number;
  Code?: string;
  Name?: string;
  Price?: number;
  TaxRate?: number | null;
  quantity?: number;
  /** Sub-options of this option, priced per one unit of this option. */
  selectedSubmodifiers?: readonly CartModifier[];
}

/** A confirmed or offered meal upgrade (roll-into) on a cart item. */
export interface SelectedRollInto {
  /** The price trigger (TriggerType 1) offering the upgrade. */
  PriceTriggerID: string | number;
  isConfirmed: boolean;
  /** The meal parts chosen (a side, a drink...), priced like modifiers. */
  selectedModifiers: readonly CartModifier[];
  /** Discount of the upgrade in dollars, as last computed (display only; the engine recomputes). */
  appliedDiscount?: number;
}

/** A cart line, as the cart store keeps it. */
export interface CartItem {
  /** Product id. */
  id: string | number;
  /** Unique per line; used as the order item UDID. */
  uniqueId: string;
  code?: string;
  name: string;
  /** Base unit price in dollars, tax inclusive. */
  price: number;
  /** Tax rate of the product (fraction). */
  tax?: number | null;
  quantity: number;
  itemNote?: string;
  categoryId?: string | number;
  categoryName?: string;
  modifiers?: readonly CartModifier[];
  RewardPoint?: number;
  ProductCategoryIDs?: readonly (string | number)[];
  ProductTagIDs?: readonly (string | number)[];
  PreparationTime?: number;
  DisplayingOrder?: number;
  selectedRollIntos?: readonly SelectedRollInto[];
  /**
   * The redemption rule when the line is a loyalty reward (any truthy value marks one); reward
   * lines are excluded from discounts and coupons. Its DiscountRate, when present, sets the price.
   * The spec's cart item spells it otherwise; only the browser's storage keeps that spelling
   * (lib/client/cart/stored-line.ts).
   */
  redemptionRule?: unknown;
  unavailable?: boolean;
  soldout?: boolean;
  disable?: boolean;
}

/** A product as the menu holds it (for menu-change checks). */
export interface ProductLike {
  ID: string | number;
  Name?: string;
  Price?: number;
  TaxRate?: number | null;
  /** 1 new, 2 popular, 3 sold out. */
  Status?: number;
  ProductCategoryIDs?: readonly (string | number)[];
  ProductTagIDs?: readonly (string | number)[];
  ModifierGroups?: readonly (string | number)[];
}

export const PRODUCT_STATUS_SOLD_OUT = 3;
