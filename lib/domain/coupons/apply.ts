/**
 * Coupon rules (spec part 2 §5, §8): code not blank ('please enter the discount code'); cart
 * non-empty and at least MinSpent; only matching products or categories are reduced, by
 * PercentageValue or FreeDollar; a coupon that reduces nothing is refused ('coupon does not
 * apply to any items'). Lines are reduced from what is left after price triggers.
 */
import { allocateCents, multiplyCents, toCents, type Cents } from '../money/cents';
import { formatCents } from '../money/format';
import type { DomainMessage } from '../money/message';
import type { CartItem } from '../cart/types';
import { discountFraction } from '../discounts/percent';
import { COUPON_KEYS, type CouponLike } from './types';

export type CouponResult = { ok: true; coupon: CouponLike; lineDiscounts: Cents[]; discount: Cents } | { ok: false; message: DomainMessage };

/** Checks the code the customer typed before any lookup. */
export function validateCouponCode(code: string | null | undefined): DomainMessage | null {
  return (code ?? '').trim() === '' ? { key: COUPON_KEYS.enterCode } : null;
}

function asList(value: CouponLike['Product']): string[] {
  if (value === null || value === undefined || value === '') return [];
  return (Array.isArray(value) ? value : [value]).map(String);
}

/** Whether the coupon may reduce this line (no limits means every line; reward lines never). */
export function couponMatchesItem(coupon: CouponLike, item: CartItem): boolean {
  if (item.redemptionRule) return false;
  const products = asList(coupon.Product);
  const categories = (coupon.CouponCategory ?? []).map((c) => String(c.ID));
  if (products.length === 0 && categories.length === 0) return true;
  if (products.includes(String(item.id))) return true;
  const itemCategories = [...(item.ProductCategoryIDs ?? []), ...(item.categoryId !== undefined ? [item.categoryId] : [])].map(String);
  return itemCategories.some((c) => categories.includes(c));
}

/**
 * Applies a coupon to lines. `remaining[i]` is what line i costs after price triggers;
 * `subtotal` (before discounts) is compared with MinSpent.
 */
export function applyCoupon(coupon: CouponLike, items: readonly CartItem[], remaining: readonly Cents[], subtotal: Cents, currencyLocaleName?: string | null): CouponResult {
  const blank = validateCouponCode(coupon.CouponCode);
  if (blank) return { ok: false, message: blank };
  if (items.length === 0) return { ok: false, message: { key: COUPON_KEYS.emptyCart } };
  const minSpent = toCents(coupon.MinSpent);
  if (subtotal < minSpent) return { ok: false, message: { key: COUPON_KEYS.minSpent, values: { amount: formatCents(minSpent, currencyLocaleName) } } };
  const eligible = items.map((item, i) => (couponMatchesItem(coupon, item) ? Math.max(0, remaining[i]) : 0));
  const fraction = discountFraction(coupon.PercentageValue);
  let lineDiscounts: Cents[];
  if (fraction > 0) {
    lineDiscounts = eligible.map((value) => multiplyCents(value, fraction));
  } else {
    const pool = eligible.reduce((sum, v) => sum + v, 0);
    lineDiscounts = allocateCents(Math.min(pool, Math.max(0, toCents(coupon.FreeDollar))), eligible);
  }
  const discount = lineDiscounts.reduce((sum, d) => sum + d, 0);
  if (discount <= 0) return { ok: false, message: { key: COUPON_KEYS.notApplicable } };
  return { ok: true, coupon, lineDiscounts, discount };
}

/** Coupons of another store are dropped (spec part 1 §4); a coupon with no store is kept. */
export function keepCouponsOfStore<T extends CouponLike>(coupons: readonly T[], storeId: string | number): T[] {
  return coupons.filter((c) => {
    const owner = c.CompanyID ?? c.StoreID;
    return owner === null || owner === undefined || String(owner) === String(storeId);
  });
}
