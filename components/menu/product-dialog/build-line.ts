/**
 * Turns the dialog's choices into a cart line and prices it with the pricing engine, so the
 * total on the Add button is exactly what the cart will charge for the line.
 */
import { initialSelection, priceCart, rewardLinePrice, type CartItem, type CartModifier } from '@/lib/domain/cart';
import { confirmRollInto, type PriceTriggerLike } from '@/lib/domain/discounts';
import type { Cents } from '@/lib/domain/money';
import type { TModifierGroup } from '@/lib/schemas/entities';
import type { RewardRule } from '@/lib/domain/loyalty/rewards';
import { fromMenu } from './selection';
import type { DialogProduct } from './types';

export interface LineDraft {
  product: DialogProduct;
  uniqueId: string;
  quantity: number;
  note: string;
  modifiers: readonly CartModifier[];
  /** Confirmed meal upgrades: rule id -> chosen meal parts. */
  upgrades: Readonly<Record<string, readonly CartModifier[]>>;
  redemptionRule?: RewardRule | null;
}

export function buildLine(draft: LineDraft): CartItem {
  const { product } = draft;
  const base = product.Price ?? 0;
  const price = draft.redemptionRule ? rewardLinePrice(base, draft.redemptionRule) : base;
  const note = draft.note.trim();
  let line: CartItem = {
    id: product.ID,
    uniqueId: draft.uniqueId,
    name: product.Name,
    price,
    tax: product.TaxRate,
    quantity: draft.quantity,
    modifiers: [...draft.modifiers],
    ...(product.ProductCode ? { code: product.ProductCode } : {}),
    ...(note ? { itemNote: note } : {}),
    ...(product.RewardPoint !== undefined ? { RewardPoint: product.RewardPoint } : {}),
    ...(product.ProductCategoryIDs ? { ProductCategoryIDs: product.ProductCategoryIDs, categoryId: product.ProductCategoryIDs[0] } : {}),
    ...(product.ProductTagIDs ? { ProductTagIDs: product.ProductTagIDs } : {}),
    ...(product.PreparationTime !== undefined ? { PreparationTime: product.PreparationTime } : {}),
    ...(draft.redemptionRule ? { redemptionRule: draft.redemptionRule } : {}),
  };
  // confirmRollInto drops an upgrade with no parts: "remove when no modifiers selected".
  for (const [ruleId, parts] of Object.entries(draft.upgrades)) line = confirmRollInto(line, ruleId, parts);
  return line;
}

/**
 * What the line costs after its meal upgrades' discounts, in cents. Only the line's own upgrade
 * rules are applied: cart-wide rules depend on the rest of the cart and show in the cart panel.
 */
export function lineFinalCents(line: CartItem, upgradeRules: readonly PriceTriggerLike[], nowSeconds: number): Cents {
  const confirmed = new Set((line.selectedRollIntos ?? []).filter((r) => r.isConfirmed).map((r) => String(r.PriceTriggerID)));
  const rules = upgradeRules.filter((r) => confirmed.has(String(r.ID)));
  const priced = priceCart({ items: [line], now: nowSeconds, priceTriggers: rules });
  return priced.lines[0]?.final ?? 0;
}

/** Extra cost of one meal with `parts` over the same unit without the upgrade. */
export function upgradeDifferenceCents(unit: CartItem, rule: PriceTriggerLike, parts: readonly CartModifier[], nowSeconds: number): Cents {
  const single = { ...unit, quantity: 1, selectedRollIntos: [] };
  const upgraded = confirmRollInto(single, rule.ID, parts);
  return lineFinalCents(upgraded, [rule], nowSeconds) - lineFinalCents(single, [], nowSeconds);
}

/** The meal parts an upgrade starts with: the first options of each group, up to its minimum. */
export function defaultMealParts(groups: readonly TModifierGroup[]): CartModifier[] {
  return fromMenu(initialSelection(groups.map((g) => ({ ...g, AutoSelectMinVariants: true }))), groups);
}

/** A line id unique enough for the order item UDID. */
export function newUniqueId(productId: string): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `${productId}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
