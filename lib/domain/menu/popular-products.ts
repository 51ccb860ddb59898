import { formatMoney } from '../money';

/** At most this many popular products in the carousel. */
export const POPULAR_LIMIT = 12;

/** A product of the menu view, as much as the carousel needs (status 2 is popular). */
export interface PopularSource {
  id: string;
  name: string;
  price: number;
  photoUrl?: string;
  status?: number;
}

/** A card of the popular carousel: the price is already formatted for the store's currency. */
export interface PopularProduct {
  id: string;
  name: string;
  price: string;
  photoUrl?: string;
}

const POPULAR_STATUS = 2;

/**
 * The popular products (Status 2) of a menu, in menu order, each once even when it is listed in
 * several categories, at most `limit`. Pure: the store page's loader calls it.
 */
export function popularProductsOf(
  categories: readonly { products: readonly PopularSource[] }[],
  formatPrice: (price: number) => string = (price) => formatMoney(price),
  limit: number = POPULAR_LIMIT,
): PopularProduct[] {
  const seen = new Set<string>();
  const out: PopularProduct[] = [];
  for (const category of categories) {
    for (const product of category.products) {
      if (out.length >= limit) return out;
      if (product.status !== POPULAR_STATUS || seen.has(product.id)) continue;
      seen.add(product.id);
      out.push({ id: product.id, name: product.name, price: formatPrice(product.price), ...(product.photoUrl ? { photoUrl: product.photoUrl } : {}) });
    }
  }
  return out;
}
