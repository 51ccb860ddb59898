/**
 * Re-pricing a cart from the menu: the server never trusts prices sent by the browser, so each
 * line's price, tax rate, categories, tags and extras' prices are read again from the menu.
 * Lines whose product is missing or sold out, or that name an option the menu no longer has,
 * are returned as removed.
 */
import { fromCents, multiplyCents, toCents } from '../money/cents';
import { PRODUCT_STATUS_SOLD_OUT, type CartItem, type CartModifier, type ModifierGroupLike, type ProductLike } from './types';
import { modifiersOf } from './option-group-rules';

/** The parts of a menu document re-pricing reads: products and modifier groups, keyed by id. */
export interface MenuPrices {
  Products?: Readonly<Record<string, ProductLike>> | readonly ProductLike[] | null;
  ModifierGroups?: Readonly<Record<string, ModifierGroupLike>> | readonly ModifierGroupLike[] | null;
}

export interface RepriceResult<T extends CartItem> {
  items: T[];
  removed: T[];
}

interface PriceSource {
  Price?: number;
  TaxRate?: number | null;
  Name?: string;
}

function listOf<T>(value: Readonly<Record<string, T>> | readonly T[] | null | undefined): T[] {
  if (!value) return [];
  return Array.isArray(value) ? [...(value as readonly T[])] : Object.values(value as Record<string, T>);
}

function repriceModifier(modifier: CartModifier, sources: ReadonlyMap<string, PriceSource>): CartModifier | null {
  const source = sources.get(String(modifier.ID));
  if (!source) return null;
  const subs: CartModifier[] = [];
  for (const sub of modifier.selectedSubmodifiers ?? []) {
    const priced = repriceModifier(sub, sources);
    if (!priced) return null;
    subs.push(priced);
  }
  return { ...modifier, Price: source.Price ?? 0, TaxRate: source.TaxRate ?? null, selectedSubmodifiers: subs };
}

/** DiscountRate of a reward line's rule, if the rule carries one. */
function discountRateOf(rule: unknown): number | null {
  if (typeof rule !== 'object' || rule === null || !('DiscountRate' in rule)) return null;
  const rate: unknown = rule.DiscountRate;
  return typeof rate === 'number' && Number.isFinite(rate) ? rate : null;
}

/** A reward line costs its product's price less the rule's DiscountRate (free by default). */
function rewardPrice(price: number, rule: unknown): number {
  const given = discountRateOf(rule);
  const rate = given === null ? 1 : Math.min(1, given > 1 ? given / 100 : Math.max(0, given));
  const cents = toCents(price);
  return fromCents(cents - multiplyCents(cents, rate));
}

export function repriceFromMenu<T extends CartItem>(items: readonly T[], menu: MenuPrices): RepriceResult<T> {
  const products = new Map(listOf(menu.Products).map((p) => [String(p.ID), p]));
  // Options are found by id across the menu's groups; meal parts may also be products.
  const sources = new Map<string, PriceSource>();
  for (const product of products.values()) sources.set(String(product.ID), product);
  for (const group of listOf(menu.ModifierGroups)) for (const modifier of modifiersOf(group)) sources.set(String(modifier.ID), modifier);
  const kept: T[] = [];
  const removed: T[] = [];
  for (const item of items) {
    const product = products.get(String(item.id));
    if (!product || product.Status === PRODUCT_STATUS_SOLD_OUT) {
      removed.push(item);
      continue;
    }
    const modifiers = (item.modifiers ?? []).map((m) => repriceModifier(m, sources));
    const rollIntos = (item.selectedRollIntos ?? []).map((r) => ({ ...r, parts: r.selectedModifiers.map((m) => repriceModifier(m, sources)) }));
    if (modifiers.some((m) => m === null) || rollIntos.some((r) => r.parts.some((m) => m === null))) {
      removed.push(item);
      continue;
    }
    const price = product.Price ?? 0;
    kept.push({
      ...item,
      name: product.Name ?? item.name,
      price: item.redemptionRule ? rewardPrice(price, item.redemptionRule) : price,
      tax: product.TaxRate ?? null,
      ProductCategoryIDs: product.ProductCategoryIDs ?? item.ProductCategoryIDs,
      ProductTagIDs: product.ProductTagIDs ?? item.ProductTagIDs,
      modifiers: modifiers as CartModifier[],
      selectedRollIntos: item.selectedRollIntos ? rollIntos.map(({ parts, ...r }) => ({ ...r, selectedModifiers: parts as CartModifier[] })) : undefined,
    });
  }
  return { items: kept, removed };
}
