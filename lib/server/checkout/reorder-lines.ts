import 'server-only';
import { modifiersOf } from '@/lib/domain/cart/option-group-rules';
import { giftProductsOf } from '@/lib/domain/gift-cards/gift-products';
import { productOf } from '@/lib/domain/menu/menu-lookup';
import { reorderItems } from '@/lib/domain/order-status/reorder';
import type { TCartModifier } from '@/lib/schemas/entities/cart';
import type { TMenu } from '@/lib/schemas/entities';
import type { TReorderLine } from '@/lib/views/checkout';

/**
 * An earlier order's items offered back to the cart (part 1 §4 "Reorder"): read loosely from the
 * stored order (OrderItems as the order payload writes them), priced from today's menu. Sold-out
 * products are left out and named as sold out (issue 36 #11: a reorder whose lines are all sold out
 * must not open an empty checkout without a word); products or options the menu no longer has are
 * named as missing, and so are gift cards (a gift order's lines), which the food cart never takes.
 */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

interface OptionSource {
  Name?: string;
  Price?: number;
  TaxRate?: number | null;
}

function optionSources(menu: TMenu): Map<string, OptionSource> {
  const sources = new Map<string, OptionSource>();
  for (const product of Object.values(menu.Products)) sources.set(product.ID, product);
  for (const group of Object.values(menu.ModifierGroups ?? {})) for (const option of modifiersOf(group)) sources.set(String(option.ID), option);
  return sources;
}

/** OrderExtras carry quantities for all units of the parent; the cart keeps them per unit. */
function modifiersOfExtras(extras: unknown, parentUnits: number, sources: Map<string, OptionSource>): TCartModifier[] | null {
  if (!Array.isArray(extras)) return [];
  const result: TCartModifier[] = [];
  for (const extra of extras) {
    if (!isRecord(extra)) continue;
    const id = text(extra.Extra_ID ?? extra.ID);
    const source = id ? sources.get(id) : undefined;
    if (!id || !source) return null;
    const total = typeof extra.Quantity === 'number' && extra.Quantity > 0 ? extra.Quantity : parentUnits;
    const quantity = Math.max(1, Math.round(total / Math.max(1, parentUnits)));
    const children = modifiersOfExtras(extra.ChildrenOrderExtras, total, sources);
    if (children === null) return null;
    result.push({
      ID: id,
      Name: source.Name ?? text(extra.Name) ?? '',
      quantity,
      Price: source.Price ?? 0,
      ...(source.TaxRate != null ? { TaxRate: source.TaxRate } : {}),
      ...(children.length > 0 ? { selectedSubmodifiers: children } : {}),
    });
  }
  return result;
}

export function reorderLines(orderItems: unknown, menu: TMenu | null): { lines: TReorderLine[]; missing: string[]; soldOut: string[] } {
  const lines: TReorderLine[] = [];
  const missing: string[] = [];
  if (!Array.isArray(orderItems)) return { lines, missing, soldOut: [] };
  const sources = menu ? optionSources(menu) : new Map<string, OptionSource>();
  // The domain's rule splits the lines: sold-out ones and the ones the menu lacks, each named.
  const records = orderItems.filter(isRecord).map((item) => ({ item, Product_ID: text(item.Product_ID ?? item.id) ?? '' }));
  const products = menu?.Products ?? {};
  const giftCards = new Set(menu ? giftProductsOf(menu).map((gift) => gift.productId) : []);
  const split = reorderItems(records, products);
  for (const { item, Product_ID } of split.missing) missing.push(text(item.Name) ?? Product_ID);
  const soldOut = split.soldOut.map(({ item, Product_ID }) => productOf({ Products: products }, Product_ID)?.Name ?? text(item.Name) ?? Product_ID);
  for (const { item, Product_ID } of split.items) {
    const product = productOf({ Products: products }, Product_ID);
    if (!product) continue;
    if (giftCards.has(product.ID)) {
      missing.push(product.Name);
      continue;
    }
    const quantity = Math.min(20, Math.max(1, Math.round(typeof item.Quantity === 'number' ? item.Quantity : 1)));
    const modifiers = modifiersOfExtras(item.OrderExtras, quantity, sources);
    if (modifiers === null) {
      missing.push(product.Name);
      continue;
    }
    const note = text(item.Note)?.slice(0, 300);
    lines.push({
      id: product.ID,
      name: product.Name,
      price: product.Price ?? 0,
      tax: product.TaxRate,
      quantity,
      modifiers,
      ...(note ? { itemNote: note } : {}),
      ...(text(item.CategoryId) ? { categoryId: text(item.CategoryId) } : {}),
      ...(text(item.CategoryName) ? { categoryName: text(item.CategoryName) } : {}),
      ...(product.PhotoUrl ? { photoUrl: product.PhotoUrl } : {}),
      ...(product.ProductCategoryIDs ? { ProductCategoryIDs: product.ProductCategoryIDs } : {}),
      ...(product.ProductTagIDs ? { ProductTagIDs: product.ProductTagIDs } : {}),
    });
  }
  return { lines, missing, soldOut };
}
