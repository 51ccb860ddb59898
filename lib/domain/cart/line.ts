/**
 * Cart line arithmetic (spec part 1 §3, §9): base price plus modifiers and their sub-modifiers,
 * times the quantity; quantity 1 to 20; item notes up to 300 characters.
 */
import { type Cents, fromCents, toCents } from '../money/cents';
import { splitInclusive, type TaxSplit } from '../money/tax';
import { rewardPriceCents } from '../loyalty/redemption';
import type { RedemptionRule } from '../loyalty/types';
import type { CartItem, CartModifier } from './types';

export const CART_QUANTITY_MIN = 1;
export const CART_QUANTITY_MAX = 20;
export const ITEM_NOTE_MAX = 300;

/** Clamps a requested quantity into the cart dropdown's 1..20. */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return CART_QUANTITY_MIN;
  return Math.min(CART_QUANTITY_MAX, Math.max(CART_QUANTITY_MIN, Math.trunc(quantity)));
}

/** Item notes: at most 300 characters (checked again by the server's cart rebuild). */
export function isValidItemNote(note: string | undefined | null): boolean {
  return (note ?? '').length <= ITEM_NOTE_MAX;
}

/** Price of one unit of a modifier including its sub-modifiers, in cents. */
export function modifierUnitCents(modifier: CartModifier): Cents {
  const subs = (modifier.selectedSubmodifiers ?? []).reduce((sum, sub) => sum + modifierUnitCents(sub) * quantityOf(sub), 0);
  return toCents(modifier.Price) + subs;
}

export function quantityOf(modifier: CartModifier): number {
  return Math.max(0, modifier.quantity ?? 1);
}

/** Confirmed meal-upgrade parts, priced like modifiers. */
export function rollIntoModifiers(item: CartItem): CartModifier[] {
  return (item.selectedRollIntos ?? []).filter((r) => r.isConfirmed).flatMap((r) => [...r.selectedModifiers]);
}

/** Every priced extra of the line: modifiers then confirmed roll-into parts. */
export function extrasOf(item: CartItem): CartModifier[] {
  return [...(item.modifiers ?? []), ...rollIntoModifiers(item)];
}

/** One unit of the line: base price plus extras, in cents. */
export function lineUnitCents(item: CartItem): Cents {
  return toCents(item.price) + extrasOf(item).reduce((sum, m) => sum + modifierUnitCents(m) * quantityOf(m), 0);
}

/** Line total before discounts, in cents. */
export function lineTotalCents(item: CartItem): Cents {
  return lineUnitCents(item) * Math.max(0, item.quantity);
}

/** Tax of one modifier line (with its sub-modifiers) for `units` parent units. */
export function modifierTaxSplit(modifier: CartModifier, units: number, productRate: number | null | undefined): TaxSplit {
  const count = quantityOf(modifier) * units;
  const own = splitInclusive(toCents(modifier.Price) * count, modifier.TaxRate ?? productRate);
  return (modifier.selectedSubmodifiers ?? []).reduce((acc, sub) => {
    const part = modifierTaxSplit(sub, count, productRate);
    return { tax: acc.tax + part.tax, excludingTax: acc.excludingTax + part.excludingTax };
  }, own);
}

/**
 * Tax of a whole line before discounts: the base at the product rate, each extra at its own
 * TaxRate (falling back to the product's). Summing parts keeps order items and totals equal.
 */
export function lineTaxSplit(item: CartItem): TaxSplit {
  const base = splitInclusive(toCents(item.price) * item.quantity, item.tax);
  return extrasOf(item).reduce((acc, m) => {
    const part = modifierTaxSplit(m, item.quantity, item.tax);
    return { tax: acc.tax + part.tax, excludingTax: acc.excludingTax + part.excludingTax };
  }, base);
}

/** A reward line's price, in the dollars a cart line keeps (the spec's CartItem): the product's price less the rule's DiscountRate. */
export function rewardLinePrice(productPrice: number, rule: RedemptionRule): number {
  return fromCents(rewardPriceCents(toCents(productPrice), rule));
}
