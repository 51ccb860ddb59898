import type { CartItem } from '@/lib/domain/cart';
import * as z from 'zod/mini';
import { DEFAULT_TAX_RATE } from '@/lib/domain/money';
import { ZCartLineSchema } from './cart-line';
import type { NewCartLine } from './cart-store';

const ZNewCartLineSchema = z.partial(ZCartLineSchema, { uniqueId: true, created: true });

/**
 * The cart line for an item the add-to-cart dialog built: the engine's CartItem, checked against
 * the saved-cart schema so what goes into storage can always be read back. Null when it cannot.
 */
export function lineFromItem(item: CartItem): NewCartLine | null {
  const parsed = ZNewCartLineSchema.safeParse({
    ...item,
    id: String(item.id),
    tax: item.tax ?? DEFAULT_TAX_RATE,
    modifiers: item.modifiers ?? [],
    categoryId: item.categoryId === undefined ? undefined : String(item.categoryId),
    ProductCategoryIDs: item.ProductCategoryIDs?.map(String),
    ProductTagIDs: item.ProductTagIDs?.map(String),
  });
  return parsed.success ? parsed.data : null;
}
