/** Structural shapes of the menu's loyalty rules (spec part 1 §3). */

export interface EarningRule {
  DollarSpent: number;
  Point: number;
  Disabled?: boolean;
  /** Seconds since the epoch, or an ISO date string; missing means it never expires. */
  ExpiredDate?: number | string | null;
}

export interface RedemptionRule {
  Point: number;
  Name?: string;
  /** The reward product (variant) the rule gives. */
  ProductVariant?: string | number | { ID: string | number } | null;
  Disable?: boolean;
  ExpiredDate?: number | string | null;
  /** Share of the reward product's price taken off (fraction; missing means free). */
  DiscountRate?: number | null;
}

export interface LoyaltySettings {
  PointsToDollarRatio?: number | null;
  IsEarnPointsWhenRedeem?: boolean;
  EarningRules?: readonly EarningRule[] | null;
  RedemptionRules?: readonly RedemptionRule[] | null;
}
