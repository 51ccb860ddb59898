import 'server-only';
import { dietaryTagsOf } from '@/lib/domain/menu/search';
import { productOf } from '@/lib/domain/menu/menu-lookup';
import type { TMenu, TProduct, TSubMenuItem } from '@/lib/schemas/entities';
import type { CategoryView, DietaryKind, ProductTileView } from '@/lib/views/menu';

export type { CategoryView, DietaryKind, ProductTileView };

function byDisplayOrder<T extends { DisplayOrder?: number }>(a: T, b: T): number {
  return (a.DisplayOrder ?? 0) - (b.DisplayOrder ?? 0);
}

function dietaryOf(item: TSubMenuItem, menu: TMenu): ProductTileView['dietary'] {
  const tags = dietaryTagsOf(item, menu.LifeStyleChoices);
  const as = (kind: DietaryKind, list: { Id: string; Name: string }[]) => list.map((choice) => ({ kind, id: choice.Id, name: choice.Name }));
  return [...as('allergy', tags.allergies), ...as('intolerance', tags.intolerances), ...as('preference', tags.preferences)];
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
        const product = productOf(menu, item.ProductID);
        return product ? [tile(item, product, menu)] : [];
      }),
    }))
    .filter((category) => category.products.length > 0);
}
