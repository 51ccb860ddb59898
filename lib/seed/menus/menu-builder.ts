import type { TCategory, TLifeStyleChoices, TModifierGroup, TProduct, TProductStatus, TSubMenuItem } from '../../schemas/entities';
import { demoImage, type TFoodImageName } from '../images';

/**
 * Small helpers that turn compact dish tables into spec-shaped categories and products, so the
 * menu files read like a menu rather than like JSON.
 */

/** Dietary tags used by the demo menus: "suitable for" tags; the filter requires every chosen id. */
export const DEMO_LIFESTYLE_CHOICES: TLifeStyleChoices = {
  Allergy: [
    { Id: 'nut-free', Name: 'Nut free' },
    { Id: 'shellfish-free', Name: 'Shellfish free' },
    { Id: 'egg-free', Name: 'Egg free' },
  ],
  Intolerance: [
    { Id: 'gluten-free', Name: 'Gluten free' },
    { Id: 'lactose-free', Name: 'Lactose free' },
  ],
  Preference: [
    { Id: 'vegetarian', Name: 'Vegetarian' },
    { Id: 'vegan', Name: 'Vegan' },
    { Id: 'halal', Name: 'Halal' },
    { Id: 'spicy', Name: 'Spicy' },
  ],
};

/** Short codes in dish tables: NF SF EF (allergy), GF DF (intolerance), V VG H S (preference). */
const DIET_CODES = {
  NF: ['ProductAllergy', 'nut-free'],
  SF: ['ProductAllergy', 'shellfish-free'],
  EF: ['ProductAllergy', 'egg-free'],
  GF: ['ProductIntolerance', 'gluten-free'],
  DF: ['ProductIntolerance', 'lactose-free'],
  V: ['ProductPreference', 'vegetarian'],
  VG: ['ProductPreference', 'vegan'],
  H: ['ProductPreference', 'halal'],
  S: ['ProductPreference', 'spicy'],
} as const;
export type TDietCode = keyof typeof DIET_CODES;

export type TDishOptions = {
  status?: TProductStatus;
  groups?: string[];
  diet?: TDietCode[];
  img?: TFoodImageName;
  tags?: string[];
  prep?: number;
  id?: string;
  code?: string;
};
/** [name, short description, price, options]. */
export type TDish = readonly [string, string, number, TDishOptions?];

export type TCategoryDef = {
  id: string;
  name: string;
  description?: string;
  /** Images cycled over the dishes that do not name their own. */
  images: readonly TFoodImageName[];
  /** Option groups and tags every dish of the category gets (before its own). */
  groups?: string[];
  tags?: string[];
  prep?: number;
  dishes: readonly TDish[];
};

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export type TBuiltCategory = { category: TCategory; products: TProduct[] };

/** Builds one category and its products; rewardPointsPerDollar turns prices into RewardPoint. */
export function buildCategory(def: TCategoryDef, options: { taxRate: number; rewardPointsPerDollar: number; order: number; idPrefix?: string }): TBuiltCategory {
  const products: TProduct[] = [];
  const items: TSubMenuItem[] = [];
  def.dishes.forEach(([name, description, price, dish = {}], index) => {
    const id = `${options.idPrefix ?? ''}${dish.id ?? slugify(name)}`;
    const groups = [...(def.groups ?? []), ...(dish.groups ?? [])];
    const tags = [...(def.tags ?? []), ...(dish.tags ?? [])];
    const product: TProduct = {
      ID: id,
      Name: name,
      ShortDescription: description,
      PhotoUrl: demoImage(dish.img ?? def.images[index % def.images.length]),
      ProductCode: dish.code ?? `${def.id.slice(0, 3).toUpperCase()}${String(index + 1).padStart(2, '0')}`,
      Price: price,
      TaxRate: options.taxRate,
      RewardPoint: Math.floor(price * options.rewardPointsPerDollar),
      PreparationTime: dish.prep ?? def.prep ?? 10,
      ProductCategoryIDs: [def.id],
      ...(tags.length > 0 ? { ProductTagIDs: tags } : {}),
      ...(groups.length > 0 ? { ModifierGroups: groups } : {}),
      ...(dish.status !== undefined ? { Status: dish.status } : {}),
    };
    products.push(product);
    items.push({ ProductID: id, Name: name, Price: price, DisplayOrder: index + 1, ...dietTags(dish.diet ?? []) });
  });
  return {
    category: { ID: def.id, Name: def.name, ...(def.description ? { Description: def.description } : {}), DisplayOrder: options.order, SubMenuItems: items },
    products,
  };
}

function dietTags(codes: readonly TDietCode[]): Pick<TSubMenuItem, 'ProductAllergy' | 'ProductIntolerance' | 'ProductPreference'> {
  const tags: Record<'ProductAllergy' | 'ProductIntolerance' | 'ProductPreference', string[]> = { ProductAllergy: [], ProductIntolerance: [], ProductPreference: [] };
  for (const code of codes) {
    const [field, id] = DIET_CODES[code];
    tags[field].push(id);
    // Vegan food is vegetarian too; tagging both keeps the "every chosen id" filter intuitive.
    if (code === 'VG' && !codes.includes('V')) tags.ProductPreference.push('vegetarian');
  }
  return Object.fromEntries(Object.entries(tags).filter(([, ids]) => ids.length > 0));
}

export type TOptionRow = readonly [string, number, { max?: number; min?: number; groups?: string[]; id?: string }?];

/** Builds an option group from [name, price, {max, min, groups}] rows; option ids are `${group}-${slug}`. */
export function optionGroup(id: string, name: string, rows: readonly TOptionRow[], settings: Omit<TModifierGroup, 'ID' | 'Name' | 'Modifiers'> = {}): TModifierGroup {
  return {
    ID: id,
    Name: name,
    ...settings,
    Modifiers: rows.map(([optionName, price, extra = {}], index) => ({
      ID: `${id}-${extra.id ?? slugify(optionName)}`,
      Name: optionName,
      Price: price,
      DisplayOrder: index + 1,
      ...(extra.min !== undefined ? { MinQty: extra.min } : {}),
      ...(extra.max !== undefined ? { MaxQty: extra.max } : {}),
      ...(extra.groups ? { ModifierGroups: extra.groups } : {}),
    })),
  };
}

export function keyById<T extends { ID: string }>(items: readonly T[]): Record<string, T> {
  return Object.fromEntries(items.map((item) => [item.ID, item]));
}
