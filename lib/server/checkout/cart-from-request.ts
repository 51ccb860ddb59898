import 'server-only';
import {
  evaluateOptionGroup,
  isValidItemNote,
  modifiersOf,
  PRODUCT_STATUS_SOLD_OUT,
  repriceFromMenu,
  type CartItem,
  type CartModifier,
  type SelectedRollInto,
} from '@/lib/domain/cart';
import { TRIGGER_TYPE } from '@/lib/domain/discounts';
import { findReward } from '@/lib/domain/loyalty/rewards';
import { giftProductsOf } from '@/lib/domain/gift-cards/gift-products';
import { modifierGroupOf, productOf } from '@/lib/domain/menu/menu-lookup';
import type { FieldMessage } from '@/lib/domain/errors/app-error';
import type { TPlaceOrderModifierInput, TPlaceOrderRequest } from '@/lib/schemas/api/orders';
import type { TMenu, TModifier, TModifierGroup, TProduct } from '@/lib/schemas/entities';

export type FieldErrors = Record<string, FieldMessage[]>;

export interface CartFromRequest {
  items: CartItem[];
  /** ids of products the menu no longer sells (404 of a line, told in the 409 answer) */
  removed: string[];
  errors: FieldErrors;
}

function groupsOf(menu: TMenu, ids: readonly string[] | undefined): TModifierGroup[] {
  return (ids ?? []).flatMap((id) => {
    const group = modifierGroupOf(menu, id);
    return group ? [group] : [];
  });
}

/** The first category (display order) that lists the product: its id feeds category discounts and coupons. */
function categoryOf(menu: TMenu, productId: string): { ID: string; Name: string } | null {
  const categories = [...menu.Categories].sort((a, b) => (a.DisplayOrder ?? 0) - (b.DisplayOrder ?? 0));
  return categories.find((category) => category.SubMenuItems.some((item) => item.ProductID === productId)) ?? null;
}

interface Selection {
  modifiers: CartModifier[];
  /** the first reason the selection is refused, if any */
  problem: FieldMessage | null;
}

/**
 * The options chosen from `groups`, rebuilt from the menu by id: an id outside the groups, a
 * repeated id, or a quantity the group does not allow is refused; each group's minimum and
 * maximum are checked, and sub-options against the groups their option opens.
 */
function rebuildSelection(menu: TMenu, groups: readonly TModifierGroup[], chosen: readonly TPlaceOrderModifierInput[], productName: string): Selection {
  const byId = new Map<string, { modifier: TModifier; group: TModifierGroup }>();
  for (const group of groups) for (const modifier of modifiersOf(group) as TModifier[]) byId.set(String(modifier.ID), { modifier, group });
  const unavailable: FieldMessage = { key: 'placeOrder.optionUnavailable', values: { name: productName } };
  const seen = new Set<string>();
  const modifiers: CartModifier[] = [];
  let problem: FieldMessage | null = null;
  for (const input of chosen) {
    const found = byId.get(input.ID);
    if (!found || seen.has(input.ID)) return { modifiers: [], problem: unavailable };
    seen.add(input.ID);
    const { modifier, group } = found;
    const counted = group.IsSingleSel || !group.IncludeQuantity;
    if (counted && input.quantity !== 1) return { modifiers: [], problem: { key: 'optionGroup.quantityOutOfRange', values: { name: modifier.Name, min: 1, max: 1 } } };
    const sub = rebuildSelection(menu, groupsOf(menu, modifier.ModifierGroups), input.selectedSubmodifiers ?? [], productName);
    problem ??= sub.problem;
    modifiers.push({
      ID: modifier.ID,
      Name: modifier.Name,
      Price: modifier.Price,
      TaxRate: modifier.TaxRate ?? null,
      quantity: input.quantity,
      selectedSubmodifiers: sub.modifiers,
    });
  }
  for (const group of groups) {
    const state = evaluateOptionGroup(group, modifiers);
    if (!state.valid && state.reason) problem ??= state.reason;
  }
  return { modifiers, problem };
}

function rebuildRollIntos(menu: TMenu, item: TPlaceOrderRequest['items'][number], productName: string): { rollIntos: SelectedRollInto[]; problem: FieldMessage | null } {
  const rollIntos: SelectedRollInto[] = [];
  for (const input of item.selectedRollIntos ?? []) {
    const rule = (menu.PriceTriggers ?? []).find((trigger) => String(trigger.ID) === input.PriceTriggerID && trigger.TriggerType === TRIGGER_TYPE.rollIntoMeal);
    const outcome = rule?.ProductOutcomes?.map((id) => productOf(menu, id)).find(Boolean);
    if (!rule || !outcome) return { rollIntos: [], problem: { key: 'placeOrder.optionUnavailable', values: { name: productName } } };
    const selection = rebuildSelection(menu, groupsOf(menu, outcome.ModifierGroups), input.selectedModifiers, productName);
    if (input.isConfirmed && selection.problem) return { rollIntos: [], problem: selection.problem };
    rollIntos.push({ PriceTriggerID: rule.ID, isConfirmed: input.isConfirmed, selectedModifiers: selection.modifiers });
  }
  return { rollIntos, problem: null };
}

function cartItem(menu: TMenu, product: TProduct, item: TPlaceOrderRequest['items'][number], index: number, modifiers: CartModifier[], rollIntos: SelectedRollInto[]): CartItem {
  const category = categoryOf(menu, product.ID);
  return {
    id: product.ID,
    uniqueId: item.uniqueId ?? `line-${index + 1}`,
    name: product.Name,
    price: product.Price ?? 0,
    tax: product.TaxRate,
    quantity: item.quantity,
    itemNote: item.itemNote?.trim() || undefined,
    ...(category ? { categoryId: category.ID, categoryName: category.Name } : {}),
    modifiers,
    ...(rollIntos.length > 0 ? { selectedRollIntos: rollIntos } : {}),
    ProductCategoryIDs: product.ProductCategoryIDs,
    ProductTagIDs: product.ProductTagIDs,
    RewardPoint: product.RewardPoint,
    DisplayingOrder: index,
  };
}

/**
 * The cart rebuilt from ids only (the browser's names and prices are never read): each line's
 * product, options and meal upgrades come from the menu and are priced by `repriceFromMenu`,
 * the same function the browser's cart uses. A sold-out or unknown product is refused, naming
 * the item; so are options outside the product's groups and broken group rules (422). A reward
 * line is priced by the menu's own rule (free, or less its DiscountRate), and refused when the
 * reward is not on offer now or is for another product. Gift cards are refused here: they are
 * bought with a gift-card order, which issues them. A request left with no line is refused too.
 */
export function cartFromRequest(menu: TMenu, request: Pick<TPlaceOrderRequest, 'items'>, nowSeconds: number): CartFromRequest {
  const errors: FieldErrors = {};
  const removed: string[] = [];
  const built: CartItem[] = [];
  const giftCards = new Set(giftProductsOf(menu).map((gift) => gift.productId));
  request.items.forEach((item, index) => {
    const product = productOf(menu, item.id);
    if (!product || product.Status === PRODUCT_STATUS_SOLD_OUT) {
      removed.push(item.id);
      errors[`items.${index}`] = [{ key: 'placeOrder.itemUnavailable', values: { name: product?.Name ?? item.id } }];
      return;
    }
    // A gift card bought with food would issue no card: it belongs to the gift-card order.
    if (giftCards.has(product.ID)) {
      errors[`items.${index}`] = [{ key: 'placeOrder.giftCardNotHere', values: { name: product.Name } }];
      return;
    }
    if (!isValidItemNote(item.itemNote)) errors[`items.${index}.itemNote`] = ['validation.itemNoteMax'];
    const selection = rebuildSelection(menu, groupsOf(menu, product.ModifierGroups), item.modifiers, product.Name);
    const upgrades = rebuildRollIntos(menu, item, product.Name);
    const problem = selection.problem ?? upgrades.problem;
    if (problem) errors[`items.${index}.modifiers`] = [problem];
    const reward = item.reward ? findReward(menu, item.reward, nowSeconds) : null;
    if (item.reward && reward?.ProductVariant !== product.ID) errors[`items.${index}`] = [{ key: 'placeOrder.rewardUnavailable', values: { name: product.Name } }];
    built.push({ ...cartItem(menu, product, item, index, selection.modifiers, upgrades.rollIntos), ...(reward ? { redemptionRule: reward } : {}) });
  });
  const { items } = repriceFromMenu(built, menu);
  // Whatever else was said, an order of nothing is never placed (nor a saved order kept).
  if (items.length === 0) errors.items = ['placeOrder.noItems'];
  return { items, removed, errors };
}
