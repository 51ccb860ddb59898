/**
 * OrderItems of the payload from priced lines. Each item's own price and each extra carry their
 * own tax split, and the discount sits in ModifyingTax/ModifyingExcludingTax, so the items and
 * extras add up to the order's subtotal and discount to the cent.
 */
import { fromCents, roundMoney, toCents } from '../money/cents';
import { splitInclusive } from '../money/tax';
import { extrasOf, quantityOf } from '../cart/line';
import type { CartModifier } from '../cart/types';
import type { PricedLine } from '../cart/price-cart';

export interface OrderExtra {
  Extra_ID: string | number;
  Name: string;
  Quantity: number;
  UsingUnitPrice: number;
  FinalPriceExcludingTax: number;
  FinalTax: number;
  ChildrenOrderExtras: OrderExtra[];
}

export interface AppliedCouponOnItem {
  CouponCode: string;
  Name: string;
  Amount: number;
}

export interface OrderItem {
  Product_ID: string | number;
  Name: string;
  Note: string;
  Quantity: number;
  UsingUnitPrice: number;
  UsingTaxRate: number;
  FinalTotalTax: number;
  FinalTotalExcludingTax: number;
  BaseUnitPrice: number;
  ModifyingTax: number;
  ModifyingExcludingTax: number;
  AppliedCoupon: AppliedCouponOnItem | null;
  OrderExtras: OrderExtra[];
  UDID: string;
  CategoryId: string | number | null;
  CategoryName: string | null;
  DisplayingOrder: number;
}

function negate(value: number): number {
  return value === 0 ? 0 : -value;
}

/** One extra for `units` units of its parent, with its sub-options as children. */
export function orderExtra(modifier: CartModifier, units: number, productRate: number | null | undefined): OrderExtra {
  const quantity = quantityOf(modifier) * units;
  const split = splitInclusive(toCents(modifier.Price) * quantity, modifier.TaxRate ?? productRate);
  return {
    Extra_ID: modifier.ID,
    Name: modifier.Name ?? '',
    Quantity: quantity,
    UsingUnitPrice: roundMoney(modifier.Price),
    FinalPriceExcludingTax: fromCents(split.excludingTax),
    FinalTax: fromCents(split.tax),
    ChildrenOrderExtras: (modifier.selectedSubmodifiers ?? []).map((sub) => orderExtra(sub, quantity, productRate)),
  };
}

export function orderItem(line: PricedLine, index: number, coupon: { CouponCode: string; Name?: string } | null): OrderItem {
  const { item } = line;
  const base = splitInclusive(toCents(item.price) * item.quantity, item.tax);
  return {
    Product_ID: item.id,
    Name: item.name,
    Note: item.itemNote ?? '',
    Quantity: item.quantity,
    UsingUnitPrice: roundMoney(item.price),
    UsingTaxRate: item.tax ?? 0,
    FinalTotalTax: fromCents(base.tax),
    FinalTotalExcludingTax: fromCents(base.excludingTax),
    BaseUnitPrice: roundMoney(item.price),
    ModifyingTax: negate(fromCents(line.discountTax.tax)),
    ModifyingExcludingTax: negate(fromCents(line.discountTax.excludingTax)),
    AppliedCoupon: coupon && line.couponDiscount > 0 ? { CouponCode: coupon.CouponCode, Name: coupon.Name ?? coupon.CouponCode, Amount: fromCents(line.couponDiscount) } : null,
    OrderExtras: extrasOf(item).map((m) => orderExtra(m, item.quantity, item.tax)),
    UDID: item.uniqueId,
    CategoryId: item.categoryId ?? null,
    CategoryName: item.categoryName ?? null,
    DisplayingOrder: item.DisplayingOrder ?? index,
  };
}
