/** Structural shape of a coupon (spec part 1 §3), plus the store it belongs to. */
export interface CouponLike {
  CouponCode: string;
  Name?: string;
  /** A product id (or a list of them) the coupon is limited to. */
  Product?: string | number | readonly (string | number)[] | null;
  /** Categories the coupon is limited to. */
  CouponCategory?: readonly { ID: string | number }[] | null;
  /** Dollars the cart must reach. */
  MinSpent?: number | null;
  /** Fraction (0.1 = 10%); values above 1 are read as percentages. */
  PercentageValue?: number | null;
  /** Dollars off. */
  FreeDollar?: number | null;
  /** The store the coupon belongs to (the lookup passes CompanyID). */
  CompanyID?: string | number | null;
  StoreID?: string | number | null;
}

/**
 * Message keys: 'please enter the discount code', 'coupon does not apply to any items',
 * 'unknown error in coupon validating' (a failed lookup), and the MinSpent and store refusals.
 */
export const COUPON_KEYS = {
  unknownError: 'coupon.unknownError',
  enterCode: 'coupon.enterCode',
  emptyCart: 'coupon.emptyCart',
  minSpent: 'coupon.minSpent',
  notApplicable: 'coupon.notApplicable',
  otherStore: 'coupon.otherStore',
} as const;
