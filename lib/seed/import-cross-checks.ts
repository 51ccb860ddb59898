import type { TCoupon, THeadOffice, TMenu, TStore } from '../schemas/entities';

/** A cross-check finding: a path (as parts) and a message. */
export type TCrossIssue = { path: PropertyKey[]; message: string };

/** A document that passed its own schema, with its position in the file. */
export type TIndexed<T> = { index: number; value: T };

type TMenus = Record<string, TIndexed<TMenu>[]>;

/** Identity fields of every store entry of the file, valid or not (duplicates and known ids). */
export type TStoreRef = { ID?: string; Slug?: string; Name?: string };

/**
 * Checks between documents that one schema cannot see: duplicates, menus of unknown stores,
 * and references inside a menu (category -> product, product -> option group, rules -> products).
 */
export function crossCheck(input: {
  headOffices: TIndexed<THeadOffice>[] | undefined;
  stores: TIndexed<TStore>[];
  storeRefs: TIndexed<TStoreRef>[];
  menus: TMenus;
  coupons: TIndexed<TCoupon>[];
  /** Stores with a menu that failed its schema: coupon references to them cannot be checked. */
  incompleteMenuStores?: ReadonlySet<string>;
}): TCrossIssue[] {
  const issues: TCrossIssue[] = [];
  const menusComplete = (storeId: string) => !input.incompleteMenuStores?.has(storeId);
  const add = (path: PropertyKey[], message: string) => issues.push({ path, message });

  const refs = (field: keyof TStoreRef) => input.storeRefs.flatMap(({ index, value }) => (value[field] !== undefined ? [{ index, value: String(value[field]) }] : []));
  duplicates(
    refs('ID'),
    (id) => id,
    (i, id) => add(['stores', i, 'ID'], `Duplicate store ID ${id}`),
  );
  duplicates(
    refs('Slug'),
    (slug) => slug,
    (i, slug) => add(['stores', i, 'Slug'], `Duplicate store Slug ${slug}`),
  );
  duplicates(
    refs('Name'),
    (name) => name.trim().toLowerCase(),
    (i) => add(['stores', i, 'Name'], 'Duplicate store Name'),
  );
  if (input.headOffices) {
    duplicates(
      input.headOffices,
      (h) => h.ID,
      (i, id) => add(['headOffices', i, 'ID'], `Duplicate head office ID ${id}`),
    );
    const hqIds = new Set(input.headOffices.map((h) => h.value.ID));
    for (const { index, value } of input.stores) {
      if (value.HQCompanyID !== undefined && !hqIds.has(value.HQCompanyID)) add(['stores', index, 'HQCompanyID'], `Unknown head office ${value.HQCompanyID}`);
    }
  }

  // Known stores include invalid entries: their own issues are reported, not "unknown store" too.
  const storeIds = new Set(refs('ID').map((r) => r.value));
  for (const [storeId, menus] of Object.entries(input.menus)) {
    if (!storeIds.has(storeId)) add(['menus', storeId], `Menu for unknown store ${storeId}`);
    duplicates(
      menus,
      (m) => m.MenuID,
      (i, id) => add(['menus', storeId, i, 'MenuID'], `Duplicate MenuID ${id}`),
    );
    for (const { index, value } of menus) for (const issue of checkMenu(value)) add(['menus', storeId, index, ...issue.path], issue.message);
  }

  duplicates(
    input.coupons,
    (c) => `${c.StoreID}/${c.CouponCode.toUpperCase()}`,
    (i, key) => add(['coupons', i, 'CouponCode'], `Duplicate coupon ${key}`),
  );
  for (const { index, value } of input.coupons) {
    if (!storeIds.has(value.StoreID)) {
      add(['coupons', index, 'StoreID'], `Coupon for unknown store ${value.StoreID}`);
      continue;
    }
    // Only check products and categories when the store's menus are all valid.
    if (!menusComplete(value.StoreID)) continue;
    const menus = (input.menus[value.StoreID] ?? []).map((m) => m.value);
    if (value.Product !== undefined && !menus.some((m) => m.Products[value.Product as string])) {
      add(['coupons', index, 'Product'], `Product ${value.Product} is not on a menu of store ${value.StoreID}`);
    }
    (value.CouponCategory ?? []).forEach((c, i) => {
      if (!menus.some((m) => m.Categories.some((cat) => cat.ID === c.ID)))
        add(['coupons', index, 'CouponCategory', i, 'ID'], `Category ${c.ID} is not on a menu of store ${value.StoreID}`);
    });
  }
  return issues;
}

/** References inside one menu. */
export function checkMenu(menu: TMenu): TCrossIssue[] {
  const issues: TCrossIssue[] = [];
  const add = (path: PropertyKey[], message: string) => issues.push({ path, message });
  const hasProduct = (id: string) => Object.prototype.hasOwnProperty.call(menu.Products, id);
  const groups = menu.ModifierGroups ?? {};
  const hasGroup = (id: string) => Object.prototype.hasOwnProperty.call(groups, id);
  const categoryIds = new Set(menu.Categories.map((c) => c.ID));
  for (const product of Object.values(menu.Products)) for (const id of product.ProductCategoryIDs ?? []) categoryIds.add(id);
  const productTags = new Set(Object.values(menu.Products).flatMap((p) => p.ProductTagIDs ?? []));
  const tagIds = (list: { Id: string }[] | undefined) => new Set((list ?? []).map((t) => t.Id));
  const allergy = tagIds(menu.LifeStyleChoices?.Allergy);
  const intolerance = tagIds(menu.LifeStyleChoices?.Intolerance);
  const preference = tagIds(menu.LifeStyleChoices?.Preference);

  duplicates(
    menu.Categories.map((value, index) => ({ index, value })),
    (c) => c.ID,
    (i, id) => add(['Categories', i, 'ID'], `Duplicate category ID ${id}`),
  );
  menu.Categories.forEach((category, c) => {
    category.SubMenuItems.forEach((item, i) => {
      const at = ['Categories', c, 'SubMenuItems', i];
      if (!hasProduct(item.ProductID)) add([...at, 'ProductID'], `Product ${item.ProductID} is not in Products`);
      const check = (field: 'ProductAllergy' | 'ProductIntolerance' | 'ProductPreference', known: Set<string>) =>
        (item[field] ?? []).forEach((id, t) => {
          if (!known.has(id)) add([...at, field, t], `Unknown dietary tag ${id} (not in LifeStyleChoices)`);
        });
      check('ProductAllergy', allergy);
      check('ProductIntolerance', intolerance);
      check('ProductPreference', preference);
    });
  });
  for (const [key, product] of Object.entries(menu.Products)) {
    (product.ModifierGroups ?? []).forEach((id, i) => {
      if (!hasGroup(id)) add(['Products', key, 'ModifierGroups', i], `Option group ${id} is not in ModifierGroups`);
    });
  }
  for (const [key, group] of Object.entries(groups)) {
    group.Modifiers.forEach((modifier, m) => {
      (modifier.ModifierGroups ?? []).forEach((id, i) => {
        if (!hasGroup(id)) add(['ModifierGroups', key, 'Modifiers', m, 'ModifierGroups', i], `Sub-option group ${id} is not in ModifierGroups`);
        if (id === key) add(['ModifierGroups', key, 'Modifiers', m, 'ModifierGroups', i], 'An option cannot open its own group');
      });
      if (modifier.LinkedProductID !== undefined && !hasProduct(modifier.LinkedProductID)) {
        add(['ModifierGroups', key, 'Modifiers', m, 'LinkedProductID'], `Product ${modifier.LinkedProductID} is not in Products`);
      }
    });
  }
  (menu.SpecialCategories?.SCTypeGiftcard?.SubMenuItems ?? []).forEach((item, i) => {
    if (!hasProduct(item.ProductID)) add(['SpecialCategories', 'SCTypeGiftcard', 'SubMenuItems', i, 'ProductID'], `Product ${item.ProductID} is not in Products`);
  });
  const triggers = menu.PriceTriggers ?? [];
  duplicates(
    triggers.map((value, index) => ({ index, value })),
    (t) => t.ID,
    (i, id) => add(['PriceTriggers', i, 'ID'], `Duplicate price trigger ID ${id}`),
  );
  triggers.forEach((trigger, t) => {
    (trigger.ProductOutcomes ?? []).forEach((id, i) => {
      if (!hasProduct(id)) add(['PriceTriggers', t, 'ProductOutcomes', i], `Product ${id} is not in Products`);
    });
    (trigger.ProductOutcomesCategory ?? []).forEach((id, i) => {
      if (!categoryIds.has(id)) add(['PriceTriggers', t, 'ProductOutcomesCategory', i], `Category ${id} is not in this menu`);
    });
    (trigger.ProductOutcomesTag ?? []).forEach((id, i) => {
      if (!productTags.has(id)) add(['PriceTriggers', t, 'ProductOutcomesTag', i], `No product has tag ${id}`);
    });
    (trigger.ProductTagConditions ?? []).forEach((c, i) => {
      if (!productTags.has(c.ProductTagID)) add(['PriceTriggers', t, 'ProductTagConditions', i, 'ProductTagID'], `No product has tag ${c.ProductTagID}`);
    });
    (trigger.ProductCategoryConditions ?? []).forEach((c, i) => {
      if (!categoryIds.has(c.ProductCategoryID))
        add(['PriceTriggers', t, 'ProductCategoryConditions', i, 'ProductCategoryID'], `Category ${c.ProductCategoryID} is not in this menu`);
    });
  });
  (menu.RedemptionRules ?? []).forEach((rule, r) => {
    if (rule.ProductVariant !== undefined && !hasProduct(rule.ProductVariant)) add(['RedemptionRules', r, 'ProductVariant'], `Product ${rule.ProductVariant} is not in Products`);
  });
  (menu.StampCards ?? []).forEach((card, s) => {
    if (card.RewardProductID !== undefined && !hasProduct(card.RewardProductID)) add(['StampCards', s, 'RewardProductID'], `Product ${card.RewardProductID} is not in Products`);
    (card.QualifyingCategoryIDs ?? []).forEach((id, i) => {
      if (!categoryIds.has(id)) add(['StampCards', s, 'QualifyingCategoryIDs', i], `Category ${id} is not in this menu`);
    });
    (card.QualifyingProductIDs ?? []).forEach((id, i) => {
      if (!hasProduct(id)) add(['StampCards', s, 'QualifyingProductIDs', i], `Product ${id} is not in Products`);
    });
  });
  return issues;
}

/** Calls report(index, key) for every entry whose key was already seen earlier in the list. */
function duplicates<T>(items: readonly TIndexed<T>[], key: (value: T) => string, report: (index: number, key: string) => void): void {
  const seen = new Set<string>();
  for (const { index, value } of items) {
    const k = key(value);
    if (seen.has(k)) report(index, k);
    seen.add(k);
  }
}
