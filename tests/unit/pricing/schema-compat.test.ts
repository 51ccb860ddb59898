/**
 * The domain defines its own narrow shapes; this checks at compile time (tsc) that the zod
 * entity types of lib/schemas are assignable to them, so stored entities price as they are.
 */
import { describe, expect, it } from '@jest/globals';
import type {
  TCartItem,
  TCoupon,
  TEarningRule,
  TFreightFeeRule,
  TModifierGroup,
  TPriceTrigger,
  TProduct,
  TRedemptionRule,
  TSurchargeBankSetting,
  TSurchargeHolidaySetting,
  TOrderTypeConstraintRules,
} from '@/lib/schemas/entities';
import type { CartItem, ModifierGroupLike, ProductLike } from '@/lib/domain/cart';
import type { CouponLike } from '@/lib/domain/coupons';
import type { PriceTriggerLike } from '@/lib/domain/discounts';
import type { EarningRule, RedemptionRule } from '@/lib/domain/loyalty';
import type { SurchargeBankSetting, SurchargeHolidaySetting } from '@/lib/domain/surcharges';
import type { FreightFeeRule } from '@/lib/domain/delivery';
import type { OrderTypeConstraintRules } from '@/lib/domain/order';

type Assignable<From, To> = From extends To ? true : false;

const checks: [
  Assignable<TCartItem, CartItem>,
  Assignable<TModifierGroup, ModifierGroupLike>,
  Assignable<TProduct, ProductLike>,
  Assignable<TCoupon, CouponLike>,
  Assignable<TPriceTrigger, PriceTriggerLike>,
  Assignable<TEarningRule, EarningRule>,
  Assignable<TRedemptionRule, RedemptionRule>,
  Assignable<TSurchargeBankSetting, SurchargeBankSetting>,
  Assignable<TSurchargeHolidaySetting, SurchargeHolidaySetting>,
  Assignable<TFreightFeeRule, FreightFeeRule>,
  Assignable<TOrderTypeConstraintRules, OrderTypeConstraintRules>,
] = [true, true, true, true, true, true, true, true, true, true, true];

describe('entity schemas fit the pricing shapes', () => {
  it('every check holds (enforced by the type checker)', () => {
    expect(checks.every(Boolean)).toBe(true);
  });
});
