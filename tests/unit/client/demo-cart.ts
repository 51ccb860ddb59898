/**
 * Test carts built from the demo data (store '1001', Harbour & Co. Circular Quay): real
 * products, real option groups and prices, so the cart tests price what customers would order.
 */
import { buildDemoData } from '@/lib/seed';
import type { TCartLine, TAppliedCoupon } from '@/lib/client/cart';
import type { TCartModifier, TMenu, TStore } from '@/lib/schemas/entities';

const demo = buildDemoData();

/** Mon 15 June 2026, 15:06 in Sydney: the time the test lines are added, unless a test says otherwise. */
export const DEMO_NOW = 1_781_500_000;

export const STORE_ID = '1001';
export const OTHER_STORE_ID = '1002';
export const menu: TMenu = demo.menus[STORE_ID][0];
export const otherMenu: TMenu = demo.menus[OTHER_STORE_ID][0];
export const store: TStore = demo.stores.find((s) => s.ID === STORE_ID)!;
export const otherStore: TStore = demo.stores.find((s) => s.ID === OTHER_STORE_ID)!;

export function coupon(code: string, storeId: string = STORE_ID): TAppliedCoupon {
  const found = demo.coupons.find((c) => c.CouponCode === code && c.StoreID === storeId);
  if (!found) throw new Error(`No demo coupon ${code} for store ${storeId}`);
  return found;
}

function modifier(source: TMenu, id: string, quantity: number): TCartModifier {
  for (const group of Object.values(source.ModifierGroups ?? {})) {
    const found = group.Modifiers.find((m) => m.ID === id);
    if (found) return { ID: found.ID, Name: found.Name, Price: found.Price ?? 0, quantity, ...(found.TaxRate !== undefined ? { TaxRate: found.TaxRate } : {}) };
  }
  throw new Error(`No option ${id} in menu ${source.MenuID}`);
}

export interface LineOptions {
  uniqueId: string;
  created?: number;
  quantity?: number;
  options?: readonly (readonly [string, number])[];
  note?: string;
  source?: TMenu;
}

/** A cart line of a demo product as the add-to-cart dialog would build it. */
export function line(productId: string, { uniqueId, created = DEMO_NOW, quantity = 1, options = [], note, source = menu }: LineOptions): TCartLine {
  const product = source.Products[productId];
  if (!product) throw new Error(`No product ${productId} in menu ${source.MenuID}`);
  return {
    id: product.ID,
    uniqueId,
    code: product.ProductCode,
    name: product.Name,
    price: product.Price ?? 0,
    tax: product.TaxRate ?? 0.1,
    quantity,
    ...(note !== undefined ? { itemNote: note } : {}),
    categoryId: product.ProductCategoryIDs?.[0],
    modifiers: options.map(([id, qty]) => modifier(source, id, qty)),
    ProductCategoryIDs: product.ProductCategoryIDs,
    ProductTagIDs: product.ProductTagIDs,
    created,
  };
}

/** A large oat flat white with an extra shot: $5 + 0.80 + 0.80 + 0.60. */
export function flatWhite(uniqueId: string, extra: Partial<LineOptions> = {}): TCartLine {
  return line('flat-white', {
    uniqueId,
    options: [
      ['coffee-size-large', 1],
      ['milk-oat', 1],
      ['coffee-extras-extra-shot', 1],
    ],
    ...extra,
  });
}

export const SOLD_OUT_PRODUCT_ID = 'grilled-barramundi';
