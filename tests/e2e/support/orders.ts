import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';

/** The open demo store (Harbour & Co. Circular Quay: open all day, pickup, cash on pickup). */
const STORE_ID = '1001';
/** The demo store's key for its systems' status API (README "HTTP API"). */
const STORE_KEY = process.env.E2E_STORE_KEY ?? 'demo-store-key-sandbox';

interface MenuProduct {
  ID: string;
  Name: string;
  Status?: number;
  ModifierGroups?: string[];
}

/**
 * A pickup order paid in cash (or by `method`: 2 pays with the signed-in member's points, 1 with `card`), placed through the real POST /api/stores/{storeId}/orders (with the
 * context's cookies: a signed-in member's is theirs), for the first slot of the day or of `date`.
 */
export async function placePickupOrder(
  request: APIRequestContext,
  { storeId = STORE_ID, date, method = 3, card }: { storeId?: string; date?: string; method?: number; card?: Record<string, string> } = {},
): Promise<{ orderId: string; orderNumber: string; statusUrl: string; total: number }> {
  const { menu } = (await (await request.get(`/api/stores/${storeId}/menu`)).json()) as {
    menu: { Products: Record<string, MenuProduct>; Categories: { SubMenuItems: { ProductID: string; Price: number }[] }[] };
  };
  const simples = menu.Categories.flatMap((category) => category.SubMenuItems).filter((item) => {
    const product = menu.Products[item.ProductID];
    return product && product.Status !== 3 && (product.ModifierGroups ?? []).length === 0;
  });
  // Paid with points, the cheapest: a run spends as little of the demo member's balance as it can.
  const simple = method === 2 ? [...simples].sort((a, b) => a.Price - b.Price)[0] : simples[0];
  expect(simple, 'the demo menu has a product without options').toBeTruthy();
  const slots = (await (await request.get(`/api/stores/${storeId}/slots?orderType=3${date ? `&date=${date}` : ''}`)).json()) as { slots: { start: number }[] };
  expect(slots.slots.length).toBeGreaterThan(0);
  const body = {
    orderType: 3,
    scheduledTime: slots.slots[0].start,
    items: [{ id: simple!.ProductID, quantity: 1 }],
    contact: { FirstName: 'Ada', LastName: 'Lovelace', Email: 'ada@example.com', PhoneNumber: '0412345678' },
    payment: card ? { method, card } : { method },
    expectedTotal: simple!.Price,
  };
  const key = randomUUID();
  let response = await request.post(`/api/stores/${storeId}/orders`, { data: body, headers: { 'Idempotency-Key': key } });
  if (response.status() === 409) {
    // A surcharge of the day changed the total: take the server's, as the checkout page does.
    const { details } = ((await response.json()) as { error: { details: { total: number } } }).error;
    response = await request.post(`/api/stores/${storeId}/orders`, { data: { ...body, expectedTotal: details.total }, headers: { 'Idempotency-Key': randomUUID() } });
  }
  expect(response.status()).toBe(201);
  return (await response.json()) as { orderId: string; orderNumber: string; statusUrl: string; total: number };
}

export async function setStatus(request: APIRequestContext, orderId: string, status: number) {
  const response = await request.put(`/api/orders/${orderId}/status`, { data: { status }, headers: { Authorization: `Bearer ${STORE_KEY}` } });
  expect(response.ok()).toBe(true);
}

/**
 * Makes an order one of another store's, straight in the e2e server's database (as if it had been
 * placed there): the demo's closed store takes no order through the API.
 */
export function moveOrderToStore(orderId: string, storeId: string): void {
  const db = new Database(join(__dirname, '..', '..', '..', '.data', 'e2e', 'storefront.db'), { fileMustExist: true });
  try {
    const changed = db.prepare("UPDATE documents SET data = json_set(data, '$.StoreID', ?) WHERE collection = 'historyOrders' AND id = ?").run(storeId, orderId);
    expect(changed.changes).toBe(1);
  } finally {
    db.close();
  }
}
