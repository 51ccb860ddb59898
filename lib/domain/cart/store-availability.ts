/**
 * Store selection at checkout (StoreSelectionAtCheckout): a cart filled from the head office
 * store's menu is priced with the chosen store's menu, and each line it cannot sell is flagged
 * with why, so the customer removes it before ordering.
 */
import { repriceFromMenu, type MenuPrices } from './reprice';
import { PRODUCT_STATUS_SOLD_OUT, type CartItem, type ProductLike } from './types';

/** Why the chosen store cannot sell a line: it has no such product, it is sold out, or an option of the line is not on its menu. */
export type LineUnavailability = 'missing' | 'soldOut' | 'options';

export function lineUnavailability(item: CartItem, menu: MenuPrices): LineUnavailability | null {
  const products: readonly ProductLike[] = Array.isArray(menu.Products) ? menu.Products : Object.values(menu.Products ?? {});
  const product = products.find((candidate) => String(candidate.ID) === String(item.id));
  if (!product) return 'missing';
  if (product.Status === PRODUCT_STATUS_SOLD_OUT) return 'soldOut';
  return repriceFromMenu([item], menu).removed.length > 0 ? 'options' : null;
}
