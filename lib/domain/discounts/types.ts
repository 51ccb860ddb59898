/**
 * Structural shape of a price trigger (discount rule) as stored in the menu's PriceTriggers,
 * with the spec's field names (part 1 §3). The spec names the trigger kinds but not their field:
 * it is read from `TriggerType`.
 */

export const TRIGGER_TYPE = { wholeOrder: 0, rollIntoMeal: 1, perItem: 2 } as const;
export const TRIGGER_MODE = { automatic: 0, withConfirm: 1, manual: 2, checkoutPage: 3, firstOrder: 4 } as const;
export const OUTCOME_TYPE = { default: 0, products: 1, fromCategories: 2, fromTags: 3, categories: 4, tags: 5 } as const;
export const OUTCOME_PRICE_TYPE = { flat: 0, percent: 1, fixedPrice: 2, freeUpToValue: 3 } as const;
export const RUN_TYPE = { once: 1, multiple: 2 } as const;

export interface ProductCategoryCondition {
  ProductCategoryID: string | number;
  Quantity?: number;
}

export interface ProductTagCondition {
  ProductTagID: string | number;
  Quantity?: number;
}

export interface PriceTriggerLike {
  ID: string | number;
  Name?: string;
  /** The store owner's words for customers, shown with an offer. */
  Description?: string;
  IsDisabled?: boolean;
  /** 0 whole order, 1 roll into meal, 2 per item. */
  TriggerType?: number;
  /** 0 automatic, 1 with confirm, 2 manual, 3 checkout page, 4 first order (never in the cart). */
  TriggerMode?: number;
  /** 0 default, 1 products, 2 from categories, 3 from tags, 4 categories, 5 tags. */
  OutcomeType?: number;
  /** 0 flat, 1 percent, 2 fixed price, 3 free up to value. */
  OutcomePriceType?: number;
  /** 1 once, 2 multiple. */
  RunType?: number;
  Priority?: number;
  NotApplicableWithCoupon?: boolean;
  /** Dollars; the cart subtotal must reach it. */
  MinimumSpend?: number | null;
  /** Seconds since the epoch; 0 or missing means unbounded. */
  StartAt?: number | null;
  EndAt?: number | null;
  /** Fraction (0.2 = 20%); values above 1 are read as percentages (20 = 20%). */
  DiscountPercentageValue?: number | null;
  DiscountFlatValue?: number | null;
  FixedPriceValue?: number | null;
  ProductCategoryConditions?: readonly ProductCategoryCondition[] | null;
  ProductTagConditions?: readonly ProductTagCondition[] | null;
  IsOutcomeLinkedToProduct?: boolean;
  /** Product ids for OutcomeType 1. */
  ProductOutcomes?: readonly (string | number)[] | null;
  /** Category ids for OutcomeType 2 and 4. */
  ProductOutcomesCategory?: readonly (string | number)[] | null;
  /** Tag ids for OutcomeType 3 and 5 (not named by the spec). */
  ProductOutcomesTag?: readonly (string | number)[] | null;
  IsMostExpensiveFirst?: boolean;
}

/** An applied record as sent with the order (AppliedPriceTriggerRecords). Amounts in dollars, negative. */
export interface AppliedPriceTriggerRecord {
  PriceTriggerID: string | number;
  /** Order item UDID -> units of it affected. */
  AffectedOrderItemAndQuantity: Record<string, number>;
  /** How many times the rule ran. */
  AppliedQuantity: number;
  /** Tax part of the price change, at 0.1 as the spec says. */
  ModifyingTax: number;
  ModifyingExcludingTax: number;
  AffectedOrderItemQuantity: number;
  /** True when the line received the outcome; false for a line that only met the conditions. */
  IsResultOrderItem: boolean;
}

/** What the customer has agreed to and where they are, for modes 1, 2 and 3. */
export interface TriggerContext {
  /** Seconds since the epoch (the domain reads no clock). */
  now: number;
  couponApplied?: boolean;
  /** Rules of mode 1 (confirm) or 2 (manual) the customer accepted. */
  acceptedTriggerIds?: readonly (string | number)[];
  onCheckoutPage?: boolean;
}
