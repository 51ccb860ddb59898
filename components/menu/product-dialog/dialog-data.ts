/**
 * What a page sends the dialog for one product: its option groups, the sub-option groups its
 * options open, and the meal upgrades it qualifies for. Pure, so a server page can call it and
 * pass only this small slice of the menu to the client.
 */
import { lineUnitCents, PRODUCT_STATUS_SOLD_OUT } from '@/lib/domain/cart';
import { rollIntoOffers, TRIGGER_TYPE } from '@/lib/domain/discounts';
import { modifierGroupOf, productOf } from '@/lib/domain/menu/menu-lookup';
import type { TMenu, TModifierGroup, TProduct } from '@/lib/schemas/entities';
import type { DialogProduct, MealUpgrade, ProductDialogData } from './types';

/** Sold-out products (Status 3) never open the add-to-cart dialog. */
export function canOpenProductDialog(product: Pick<TProduct, 'Status'> | null | undefined): boolean {
  return !!product && product.Status !== PRODUCT_STATUS_SOLD_OUT;
}

function groupsOf(menu: TMenu, ids: readonly string[] | undefined): TModifierGroup[] {
  return (ids ?? []).flatMap((id) => {
    const group = modifierGroupOf(menu, id);
    return group ? [group] : [];
  });
}

/** Groups reachable through options' ModifierGroups, followed to any depth (cycles stop). */
function subGroupsOf(menu: TMenu, roots: readonly TModifierGroup[]): Record<string, TModifierGroup> {
  const found: Record<string, TModifierGroup> = {};
  const queue = [...roots];
  // The queue grows while it is walked: each newly found group is searched in turn.
  for (let index = 0; index < queue.length; index += 1) {
    const group = queue[index];
    for (const modifier of group.Modifiers) {
      for (const sub of groupsOf(menu, modifier.ModifierGroups)) {
        if (found[sub.ID]) continue;
        found[sub.ID] = sub;
        queue.push(sub);
      }
    }
  }
  return found;
}

function dialogProduct(product: TProduct): DialogProduct {
  const { ID, Name, ShortDescription, PhotoUrl, Status, ProductCode, Price, TaxRate, RewardPoint, PreparationTime, ProductCategoryIDs, ProductTagIDs } = product;
  const picked: DialogProduct = { ID, Name, ShortDescription, PhotoUrl, Status, ProductCode, Price, TaxRate, RewardPoint, PreparationTime, ProductCategoryIDs, ProductTagIDs };
  // Dropping undefined keeps the props serialisable and small when a server page sends them.
  return Object.fromEntries(Object.entries(picked).filter(([, v]) => v !== undefined)) as DialogProduct;
}

/**
 * The dialog's data for `productId`, or null when the product is missing or sold out.
 * `nowSeconds` filters upgrades by their StartAt/EndAt (the dialog checks again when it opens).
 */
export function productDialogData(menu: TMenu, productId: string, nowSeconds: number): ProductDialogData | null {
  const product = productOf(menu, productId);
  if (!product || !canOpenProductDialog(product)) return null;
  const optionGroups = groupsOf(menu, product.ModifierGroups);
  const line = {
    id: product.ID,
    uniqueId: product.ID,
    name: product.Name,
    price: product.Price ?? 0,
    quantity: 1,
    ProductCategoryIDs: product.ProductCategoryIDs,
    ProductTagIDs: product.ProductTagIDs,
  };
  const rules = (menu.PriceTriggers ?? []).filter((r) => r.TriggerType === TRIGGER_TYPE.rollIntoMeal);
  const offers = rollIntoOffers(line, rules, lineUnitCents(line), { now: nowSeconds });
  const mealUpgrades: MealUpgrade[] = offers.flatMap((offer) => {
    const trigger = rules.find((r) => r.ID === offer.ID);
    const outcome = trigger?.ProductOutcomes?.map((id) => productOf(menu, id)).find(Boolean);
    if (!trigger || !outcome) return [];
    const upgrade: MealUpgrade = {
      trigger,
      product: { ID: outcome.ID, Name: outcome.Name, ShortDescription: outcome.ShortDescription },
      optionGroups: groupsOf(menu, outcome.ModifierGroups),
    };
    return [upgrade];
  });
  const allGroups = [...optionGroups, ...mealUpgrades.flatMap((u) => u.optionGroups)];
  return { product: dialogProduct(product), optionGroups, subOptionGroups: subGroupsOf(menu, allGroups), mealUpgrades };
}
