import 'server-only';
import { createHmac } from 'node:crypto';
import type { CartItem, CartModifier } from '@/lib/domain/cart';
import { productOf } from '@/lib/domain/menu/menu-lookup';
import { ZSavedOrderIdSchema, ZSavedOrderSchema, type TSavedOrder, type TSavedOrderItem } from '@/lib/schemas/api/saved-orders';
import type { TMenu } from '@/lib/schemas/entities';
import type { TSavedOrderCartView } from '@/lib/views/saved-order';
import { COLLECTIONS } from '../collections';
import { reorderLines } from './reorder-lines';
import type { Container } from '../container';
import { cartFromRequest } from './cart-from-request';
import { canReadOrder, type OrderAccessFields } from '../orders/order-access';
import type { DocumentStore } from '../ports/document-store';
import { DocumentRepository } from '../repositories/document-repository';

/**
 * A saved order lives a day: long enough to walk to the counter or hand the phone to a friend,
 * short enough that a QR code found later (a screenshot, a photo) opens nothing.
 */
export const SAVED_ORDER_TTL_SECONDS = 24 * 60 * 60;

export function savedOrderRepository(documents: DocumentStore): DocumentRepository<TSavedOrder> {
  return new DocumentRepository(documents, COLLECTIONS.savedOrders, ZSavedOrderSchema);
}

/**
 * The id of the order saved with `key` at `storeId`: an HMAC under the server's secret, so the
 * same key always names the same saved order (a double tap or retry saves once, with no record
 * of its own), while nobody can work an id out from a key, a store or another id. 22 base64url
 * characters (132 bits) keep the QR code small.
 */
export function savedOrderId(key: string, storeId: string, secret: string): string {
  return createHmac('sha256', secret).update(`saved-order:${storeId}:${key}`).digest('base64url').slice(0, 22);
}

/**
 * The saved order `id` of `storeId` as the mobile cart opens it: each line rebuilt and priced
 * from `menu` as an order's would be (the stored ids only; nothing kept is trusted), lines the
 * menu no longer sells or whose options it no longer has named as missing. A malformed id,
 * an id of another store or one never saved is 'unknown'; one past its time is 'expired'.
 */
export async function openSavedOrder({
  documents,
  storeId,
  id,
  menu,
  now,
}: {
  documents: DocumentStore;
  storeId: string;
  id: string;
  menu: (id: string | undefined) => TMenu | null;
  now: Date;
}): Promise<TSavedOrderCartView> {
  if (!ZSavedOrderIdSchema.safeParse(id).success) return { status: 'unknown' };
  const saved = await savedOrderRepository(documents)
    .findById(id)
    .catch(() => null);
  if (!saved || saved.StoreID !== storeId) return { status: 'unknown' };
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (saved.ExpiresAt <= nowSeconds) return { status: 'expired' };
  const priced = menu(saved.Menu);
  const lines: CartItem[] = [];
  const missing: string[] = [];
  for (const item of saved.Items) {
    const line = priced ? lineOf(priced, item, nowSeconds) : null;
    if (line) lines.push(line);
    else missing.push(((priced && productOf(priced, item.id)?.Name) ?? item.id).slice(0, 100));
  }
  return { status: 'loaded', id, lines, missing };
}

/** The browser's cart keeps an option without a tax rate as no TaxRate at all (ZCartModifierSchema), not null. */
function browserModifiers(modifiers: readonly CartModifier[]): CartModifier[] {
  return modifiers.map(({ TaxRate, selectedSubmodifiers, ...rest }) => ({
    ...rest,
    ...(TaxRate != null ? { TaxRate } : {}),
    ...(selectedSubmodifiers && selectedSubmodifiers.length > 0 ? { selectedSubmodifiers: browserModifiers(selectedSubmodifiers) } : {}),
  }));
}

/** One stored line through the order's own rebuild (cartFromRequest), as the browser's cart keeps it: null when the menu refuses it. */
function lineOf(menu: TMenu, item: TSavedOrderItem, nowSeconds: number): CartItem | null {
  const { items, errors } = cartFromRequest(menu, { items: [item] }, nowSeconds);
  if (Object.keys(errors).length > 0 || items.length !== 1) return null;
  const line = items[0];
  return {
    ...line,
    modifiers: browserModifiers(line.modifiers ?? []),
    ...(line.selectedRollIntos ? { selectedRollIntos: line.selectedRollIntos.map((roll) => ({ ...roll, selectedModifiers: browserModifiers(roll.selectedModifiers) })) } : {}),
  };
}

/**
 * An earlier order of this store opened in the mobile cart to be paid again
 * (/shoppingcartmobile/{qrcode}/{orderid}): its lines as the checkout's reorder reads them
 * (priced from today's menu, sold-out ones skipped, missing ones named). Only its owner (by
 * session) or the holder of its status link's token may open it; anyone else, and an order of
 * another store, is told there is no such order ('unknown').
 */
export async function openOrderToPay({
  historyOrders,
  storeId,
  menu,
  orderId,
  token,
  userId,
}: {
  historyOrders: Container['historyOrders'];
  storeId: string;
  menu: TMenu | null;
  orderId: string;
  token: string | null;
  userId: string | null;
}): Promise<TSavedOrderCartView> {
  const order = await historyOrders.findById(orderId).catch(() => null);
  if (!order || String(order.StoreID) !== storeId || !canReadOrder(order as OrderAccessFields, { token, userId })) return { status: 'unknown' };
  const { lines, missing } = reorderLines((order as Record<string, unknown>).OrderItems, menu);
  return { status: 'loaded', id: orderId, lines: lines.map((line, index) => ({ ...line, uniqueId: `line-${index + 1}` })), missing };
}
