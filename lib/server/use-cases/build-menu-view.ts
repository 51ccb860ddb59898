import 'server-only';
import type { TMenu, TProduct, TSubMenuItem } from '@/lib/schemas/entities';

export type DietaryKind = 'allergy' | 'intolerance' | 'preference';

export interface ProductTileView {
  id: string;
  name: string;
  description?: string;
  price: number;
  photoUrl?: string;
  /** 1 new, 2 popular, 3 sold out */
  status?: 1 | 2 | 3;
  rewardPoints?: number;
  dietary: { kind: DietaryKind; id: string; name: string }[];
}

export interface CategoryView {
  id: string;
  name: string;
  description?: string;
  products: ProductTileView[];
}

function byDisplayOrder<T extends { DisplayOrder?: number }>(a: T, b: T): number {
  return (a.DisplayOrder ?? 0) - (b.DisplayOrder ?? 0);
}

function dietaryOf(item: TSubMenuItem, menu: TMenu): ProductTileView['dietary'] {
  const choices = menu.LifeStyleChoices;
  const lookups: [DietaryKind, string[] | undefined, { Id: string; Name: string }[] | undefined][] = [
    ['allergy', item.ProductAllergy, choices?.Allergy],
    ['intolerance', item.ProductIntolerance, choices?.Intolerance],
    ['preference', item.ProductPreference, choices?.Preference],
  ];
  return lookups.flatMap(([kind, ids, names]) =>
    (ids ?? []).flatMap((id) => {
      const choice = names?.find((entry) => entry.Id === id);
      return choice ? [{ kind, id, name: choice.Name }] : [];
    }),
  );
}

function tile(item: TSubMenuItem, product: TProduct | undefined, menu: TMenu): ProductTileView {
  return {
    id: item.ProductID,
    name: item.Name || product?.Name || '',
    description: product?.ShortDescription,
    // The category entry carries the selling price; the product's own price is the fall-back.
    price: item.Price ?? product?.Price ?? 0,
    photoUrl: product?.PhotoUrl,
    status: product?.Status,
    rewardPoints: product?.RewardPoint,
    dietary: dietaryOf(item, menu),
  };
}

/** The categories of a menu with their products, as the store screen lists them. */
export function buildMenuView(menu: TMenu): CategoryView[] {
  return [...menu.Categories]
    .sort(byDisplayOrder)
    .map((category) => ({
      id: category.ID,
      name: category.Name,
      description: category.Description,
      products: [...category.SubMenuItems].sort(byDisplayOrder).flatMap((item) => {
        const product = menu.Products[item.ProductID];
        return product ? [tile(item, product, menu)] : [];
      }),
    }))
    .filter((category) => category.products.length > 0);
}
