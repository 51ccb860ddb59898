import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';

/** The open demo store (Harbour & Co. Circular Quay: open all day, pickup, cash on pickup). */
const STORE_ID = '1001';
/** The demo store's key for its systems' status API (docs/api.md). */
const STORE_KEY = process.env.E2E_STORE_KEY ?? 'demo-store-key-sandbox';
/** The flagship's table 1 and its code (docs/features.md "Ordering at the table"): pay later at the table. */
const TABLE_1 = { TableNumber: '1', SecurityCode: '8LkpYJG-jEeSqvsu' };

interface MenuProduct {
  ID: string;
  Status?: number;
  ModifierGroups?: string[];
}

interface MenuAnswer {
  menu: {
    Products: Record<string, MenuProduct>;
    Categories: { SubMenuItems: { ProductID: string; Price: number }[] }[];
    SpecialCategories?: { SCTypeGiftcard?: { SubMenuItems: { ProductID: string; Price: number }[] } };
  };
}

const menuOf = async (request: APIRequestContext, storeId = STORE_ID) => ((await (await request.get(`/api/stores/${storeId}/menu`)).json()) as MenuAnswer).menu;

/** The menu's products a customer can order as they are: not sold out, no options to choose. */
function simpleProducts(menu: MenuAnswer['menu']) {
  const simples = menu.Categories.flatMap((category) => category.SubMenuItems).filter((item) => {
    const product = menu.Products[item.ProductID];
    return product && product.Status !== 3 && (product.ModifierGroups ?? []).length === 0;
  });
  expect(simples.length, 'the demo menu has a product without options').toBeGreaterThan(0);
  return simples;
}

/**
 * Posts an order with the total the page would show; when a surcharge of the day (or the card's)
 * changed it (409), again with the server's, as the checkout page does. Expects it placed.
 */
async function postOrder<T>(request: APIRequestContext, path: string, body: Record<string, unknown>, shownTotal: number): Promise<T> {
  let response = await request.post(path, { data: { ...body, expectedTotal: shownTotal }, headers: { 'Idempotency-Key': randomUUID() } });
  if (response.status() === 409) {
    const { details } = ((await response.json()) as { error: { details: { total: number } } }).error;
    response = await request.post(path, { data: { ...body, expectedTotal: details.total }, headers: { 'Idempotency-Key': randomUUID() } });
  }
  expect(response.status()).toBe(201);
  return (await response.json()) as T;
}

const CONTACT = { FirstName: 'Ada', LastName: 'Lovelace', Email: 'ada@example.com', PhoneNumber: '0412345678' };

/**
 * A pickup order paid in cash (or by `method`: 2 pays with the signed-in member's points, 1 with `card`), placed through the real POST /api/stores/{storeId}/orders (with the
 * context's cookies: a signed-in member's is theirs), for the first slot of the day or of `date`.
 */
export async function placePickupOrder(
  request: APIRequestContext,
  { storeId = STORE_ID, date, method = 3, card }: { storeId?: string; date?: string; method?: number; card?: Record<string, string> } = {},
): Promise<{ orderId: string; orderNumber: string; statusUrl: string; total: number }> {
  const simples = simpleProducts(await menuOf(request, storeId));
  // Paid with points, the cheapest: a run spends as little of the demo member's balance as it can.
  const simple = method === 2 ? [...simples].sort((a, b) => a.Price - b.Price)[0] : simples[0];
  const slots = (await (await request.get(`/api/stores/${storeId}/slots?orderType=3${date ? `&date=${date}` : ''}`)).json()) as { slots: { start: number }[] };
  expect(slots.slots.length).toBeGreaterThan(0);
  const body = {
    orderType: 3,
    scheduledTime: slots.slots[0].start,
    items: [{ id: simple.ProductID, quantity: 1 }],
    contact: CONTACT,
    payment: card ? { method, card } : { method },
  };
  return postOrder(request, `/api/stores/${storeId}/orders`, body, simple.Price);
}

/** A dine-in pay-later order at the flagship's table 1 (status 18), of its first product without options. */
export async function placeTableOrder(request: APIRequestContext): Promise<{ orderId: string; orderNumber: string; statusUrl: string }> {
  const [simple] = simpleProducts(await menuOf(request));
  const body = {
    orderType: 2,
    items: [{ id: simple.ProductID, quantity: 1 }],
    dineIn: { ...TABLE_1, FirstName: 'Ada', LastName: 'Lovelace', fromScan: true },
    payment: { method: 8 },
  };
  return postOrder(request, `/api/stores/${STORE_ID}/orders`, body, simple.Price);
}

/** A gift-card order of the flagship's first gift card, paid by `card` (the sandbox pays it at once). */
export async function placeGiftCardOrder(request: APIRequestContext, card: Record<string, string>): Promise<{ orderId: string; orderNumber: string }> {
  const gift = (await menuOf(request)).SpecialCategories?.SCTypeGiftcard?.SubMenuItems[0];
  expect(gift, 'the demo flagship sells gift cards').toBeTruthy();
  const body = {
    items: [{ id: gift!.ProductID, quantity: 1, message: { Email: 'grace@example.com', From: 'Ada', To: 'Grace', Message: 'Happy birthday' } }],
    contact: CONTACT,
    payment: { method: 1, card },
  };
  return postOrder(request, `/api/stores/${STORE_ID}/gift-orders`, body, gift!.Price);
}

export async function setStatus(request: APIRequestContext, orderId: string, status: number) {
  const response = await request.put(`/api/orders/${orderId}/status`, { data: { status }, headers: { Authorization: `Bearer ${STORE_KEY}` } });
  expect(response.ok()).toBe(true);
}

/** Changes one row of the e2e server's database (the demo data's own file) and expects it changed. */
function updateOrder(sql: string, ...values: string[]): void {
  const db = new Database(join(__dirname, '..', '..', '..', '.data', 'e2e', 'storefront.db'), { fileMustExist: true });
  try {
    const changed = db.prepare(sql).run(...values);
    expect(changed.changes).toBe(1);
  } finally {
    db.close();
  }
}

/**
 * Makes an order one of another store's, straight in the e2e server's database (as if it had been
 * placed there): the demo's closed store takes no order through the API.
 */
export function moveOrderToStore(orderId: string, storeId: string): void {
  updateOrder("UPDATE documents SET data = json_set(data, '$.StoreID', ?) WHERE collection = 'historyOrders' AND id = ?", storeId, orderId);
}

/** Makes an order's first line one of another product (e.g. one sold out since), as if it had been ordered then. */
export function setOrderLineProduct(orderId: string, product: { id: string; name: string }): void {
  updateOrder(
    "UPDATE documents SET data = json_set(data, '$.OrderItems[0].Product_ID', ?, '$.OrderItems[0].Name', ?) WHERE collection = 'historyOrders' AND id = ?",
    product.id,
    product.name,
    orderId,
  );
}
