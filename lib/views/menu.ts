/**
 * The menu as the store screen lists it: categories with their product tiles, built on the server
 * (lib/server/catalogue/build-menu-view.ts) and rendered as static HTML (components/store).
 */

export type DietaryKind = 'allergy' | 'intolerance' | 'preference';

export interface DietaryTagView {
  kind: DietaryKind;
  id: string;
  name: string;
}

export interface ProductTileView {
  id: string;
  name: string;
  description?: string;
  price: number;
  photoUrl?: string;
  /** 1 new, 2 popular, 3 sold out */
  status?: 1 | 2 | 3;
  rewardPoints?: number;
  dietary: DietaryTagView[];
}

export interface CategoryView {
  id: string;
  name: string;
  description?: string;
  products: ProductTileView[];
}
