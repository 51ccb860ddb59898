/**
 * The pricing engine: one pure function used by the browser (to show totals) and the server (to
 * charge). Order of work: lines, price triggers, coupon, holiday surcharge, delivery, bank card
 * surcharge. Everything is in cents; the result does not depend on the order of the cart lines.
 */
import type { Cents } from '../money/cents';
import { roundHalfAway, toCents } from '../money/cents';
import type { TaxSplit } from '../money/tax';
import { evaluatePriceTriggers, type RuleApplication } from '../discounts/engine';
import { appliedPriceTriggerRecords } from '../discounts/records';
import type { AppliedPriceTriggerRecord, PriceTriggerLike } from '../discounts/types';
import { applyCoupon, type CouponResult } from '../coupons/apply';
import type { CouponLike } from '../coupons/types';
import { keepCouponsOfStore } from '../coupons/apply';
import { bankCardSurcharge } from '../surcharges/bank';
import { holidaySurcharges, type StoreLocalDay } from '../surcharges/holiday';
import type { AppliedSurcharge, SurchargeBankSetting, SurchargeHolidaySetting } from '../surcharges/types';
import { freightTaxSplit } from '../delivery/freight-fee';
import { lineTaxSplit, lineTotalCents, lineUnitCents } from './line';
import type { CartItem } from './types';
import { compareStrings } from '../money/compare';

export interface PriceCartInput {
  items: readonly CartItem[];
  /** Seconds since the epoch (rules' StartAt/EndAt, expiry). */
  now: number;
  priceTriggers?: readonly PriceTriggerLike[] | null;
  /** Rules of TriggerMode 1 or 2 the customer accepted. */
  acceptedTriggerIds?: readonly (string | number)[];
  onCheckoutPage?: boolean;
  coupon?: CouponLike | null;
  /** The store being ordered from: a coupon of another store is dropped. */
  storeId?: string | number;
  /** Delivery fee in dollars as quoted (already net of any third-party subsidy); none without items. */
  deliveryFee?: number | null;
  holidaySurcharges?: readonly SurchargeHolidaySetting[] | null;
  isGeneralSurchargeEnabled?: boolean;
  /** Store-local day for holiday surcharges. */
  storeDay?: StoreLocalDay | null;
  bankSurcharges?: readonly SurchargeBankSetting[] | null;
  /** Card type code of the chosen card (5 is surcharged); null when not paying by card. */
  cardTypeCode?: number | null;
  currencyLocaleName?: string | null;
}

export interface PricedLine {
  item: CartItem;
  /** One unit with its extras. */
  unit: Cents;
  /** Before discounts. */
  total: Cents;
  tax: TaxSplit;
  triggerDiscount: Cents;
  couponDiscount: Cents;
  discount: Cents;
  /** Tax part of this line's discount. */
  discountTax: TaxSplit;
  /** What the line costs after discounts, and its tax. */
  final: Cents;
  finalTax: Cents;
}

export interface PricedCart {
  /** In the caller's order. */
  lines: PricedLine[];
  subtotal: Cents;
  subtotalTax: TaxSplit;
  triggerDiscount: Cents;
  couponDiscount: Cents;
  discount: Cents;
  discountTax: TaxSplit;
  delivery: Cents;
  deliveryTax: TaxSplit;
  /** Holiday (general) surcharges, shown as "surcharge" in the cart. */
  surcharges: AppliedSurcharge[];
  surcharge: Cents;
  surchargeTax: TaxSplit;
  bankCardSurcharge: AppliedSurcharge | null;
  total: Cents;
  totalTax: TaxSplit;
  appliedPriceTriggers: RuleApplication[];
  appliedPriceTriggerRecords: AppliedPriceTriggerRecord[];
  /** Rules the customer may still accept (mode 1/2) or that wait for the checkout page (mode 3). */
  pendingPriceTriggers: PriceTriggerLike[];
  /** The coupon outcome: applied, refused with a message, or null without a coupon. */
  coupon: CouponResult | null;
}

function sum(values: readonly Cents[]): Cents {
  return values.reduce((a, b) => a + b, 0);
}

function sumSplits(splits: readonly TaxSplit[]): TaxSplit {
  return splits.reduce((a, b) => ({ tax: a.tax + b.tax, excludingTax: a.excludingTax + b.excludingTax }), { tax: 0, excludingTax: 0 });
}

/** Canonical order of lines: by uniqueId, then product id, so shuffling the cart changes nothing. */
function canonicalOrder(items: readonly CartItem[]): number[] {
  return items.map((_, i) => i).sort((a, b) => compareStrings(items[a].uniqueId, items[b].uniqueId) || compareStrings(String(items[a].id), String(items[b].id)) || a - b);
}

export function priceCart(input: PriceCartInput): PricedCart {
  const order = canonicalOrder(input.items);
  const items = order.map((i) => input.items[i]);
  const totals = items.map(lineTotalCents);
  const subtotal = sum(totals);
  const coupon = input.coupon && (input.storeId === undefined || keepCouponsOfStore([input.coupon], input.storeId).length > 0) ? input.coupon : null;

  const triggers = evaluatePriceTriggers(items, input.priceTriggers ?? [], subtotal, {
    now: input.now,
    couponApplied: coupon !== null,
    acceptedTriggerIds: input.acceptedTriggerIds,
    onCheckoutPage: input.onCheckoutPage,
  });
  const afterTriggers = totals.map((t, i) => t - triggers.lineDiscounts[i]);
  const couponResult = coupon ? applyCoupon(coupon, items, afterTriggers, subtotal, input.currencyLocaleName) : null;
  const couponDiscounts = couponResult?.ok ? couponResult.lineDiscounts : items.map(() => 0);

  const canonicalLines: PricedLine[] = items.map((item, i) => {
    const tax = lineTaxSplit(item);
    const discount = triggers.lineDiscounts[i] + couponDiscounts[i];
    const final = totals[i] - discount;
    // The tax left follows the price left, so a line's tax never exceeds what it costs even
    // when its extras are taxed at another rate than the product.
    const finalTax = totals[i] === 0 ? 0 : roundHalfAway((tax.tax * final) / totals[i]);
    const discountTax = { tax: tax.tax - finalTax, excludingTax: discount - (tax.tax - finalTax) };
    return {
      item,
      unit: lineUnitCents(item),
      total: totals[i],
      tax,
      triggerDiscount: triggers.lineDiscounts[i],
      couponDiscount: couponDiscounts[i],
      discount,
      discountTax,
      final,
      finalTax,
    };
  });
  const lines: PricedLine[] = new Array(items.length);
  order.forEach((original, canonical) => {
    lines[original] = canonicalLines[canonical];
  });

  const triggerDiscount = sum(triggers.lineDiscounts);
  const couponDiscount = sum(couponDiscounts);
  const discount = triggerDiscount + couponDiscount;
  const goods = subtotal - discount;
  const surcharges = holidaySurcharges(input.holidaySurcharges, input.isGeneralSurchargeEnabled, input.storeDay, goods);
  const surcharge = sum(surcharges.map((s) => s.amount));
  // A fee is for goods delivered: an empty cart (or one whose lines all left) has none to show or charge.
  const delivery = items.length === 0 ? 0 : Math.max(0, toCents(input.deliveryFee));
  const beforeBank = goods + delivery + surcharge;
  const bank = input.cardTypeCode === null || input.cardTypeCode === undefined ? null : bankCardSurcharge(input.bankSurcharges, input.cardTypeCode, beforeBank);
  const subtotalTax = sumSplits(canonicalLines.map((l) => l.tax));
  const discountTax = sumSplits(canonicalLines.map((l) => l.discountTax));
  const deliveryTax = freightTaxSplit(delivery);
  const surchargeTax = sumSplits(surcharges);
  const bankTax = bank ? { tax: bank.tax, excludingTax: bank.excludingTax } : { tax: 0, excludingTax: 0 };
  const totalTax = {
    tax: subtotalTax.tax - discountTax.tax + deliveryTax.tax + surchargeTax.tax + bankTax.tax,
    excludingTax: subtotalTax.excludingTax - discountTax.excludingTax + deliveryTax.excludingTax + surchargeTax.excludingTax + bankTax.excludingTax,
  };
  return {
    lines,
    subtotal,
    subtotalTax,
    triggerDiscount,
    couponDiscount,
    discount,
    discountTax,
    delivery,
    deliveryTax,
    surcharges,
    surcharge,
    surchargeTax,
    bankCardSurcharge: bank,
    total: beforeBank + (bank?.amount ?? 0),
    totalTax,
    appliedPriceTriggers: triggers.applied,
    appliedPriceTriggerRecords: appliedPriceTriggerRecords(triggers.applied, (line) => items[line].uniqueId),
    pendingPriceTriggers: triggers.pending,
    coupon: couponResult,
  };
}
