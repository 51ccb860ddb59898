import { randomUUID } from 'node:crypto';
import { giftProductsOf } from '../../lib/domain/gift-cards/gift-products';
import { buildDemoData } from '../../lib/seed';
import type { TPlaceOrderRequestInput } from '../../lib/schemas/api/orders';
import type { TStore } from '../../lib/schemas/entities';
import { listTimeSlots } from '../../lib/server/catalogue/use-cases/list-time-slots';
import { call, clientAddress, pause, type Answer } from './http';
import type { Node } from './cluster';

/**
 * The customers of sim:cluster: checkouts at the flagship store across payment methods, each
 * pressed several times at once with one Idempotency-Key, every press to a different server (as
 * a load balancer spreads a browser's retries). A press that finds its server gone (killed) is
 * sent again, same key, to the next server.
 */
export type Method = 'cash' | 'card' | 'declined' | 'threeDSecure';
export const METHODS: readonly Method[] = ['cash', 'card', 'card', 'declined', 'threeDSecure', 'cash', 'card'];
const CARDS: Record<Exclude<Method, 'cash'>, string> = { card: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', threeDSecure: '4000 0027 6000 3184' };

export interface Checkout {
  n: number;
  method: Method;
  key: string;
  client: string;
  body: TPlaceOrderRequestInput;
}

export interface Placed {
  /** the order ids the servers acknowledged (201) */
  acknowledged: Set<string>;
  /** place-order answer times by server name */
  ms: Map<string, number[]>;
  refused: Map<number, number>;
  unanswered: number;
}

export function emptyPlaced(): Placed {
  return { acknowledged: new Set(), ms: new Map(), refused: new Map(), unanswered: 0 };
}

const demoStores = new Map<string, { store: TStore; products: { ID: string }[] }>();

/** The store and its simple dishes (no options, not sold out, priced, not a gift card) as the demo data has them. */
export function demoStore(storeId: string): { store: TStore; products: { ID: string }[] } {
  const known = demoStores.get(storeId);
  if (known) return known;
  const demo = buildDemoData({ seededAt: new Date() });
  const store = demo.stores.find((candidate) => candidate.ID === storeId);
  const [menu] = demo.menus[storeId] ?? [];
  if (!store || !menu) throw new Error(`no store ${storeId} in the demo data`);
  const giftCards = new Set(giftProductsOf(menu).map((gift) => gift.productId));
  const products = Object.values(menu.Products).filter((p) => !p.ModifierGroups?.length && p.Status !== 3 && (p.Price ?? 0) > 0 && !giftCards.has(p.ID));
  demoStores.set(storeId, { store, products });
  return { store, products };
}

const totals = new Map<string, number>();

/** A pickup of two of the store's simple dishes; its total is the server's (a first press at total 0 answers 409 with it, as the page learns it). */
export async function checkout(node: Node, storeId: string, n: number, method: Method): Promise<Checkout> {
  const { store, products } = demoStore(storeId);
  const lines = [products[n % products.length], products[(n * 7 + 3) % products.length]];
  const body: TPlaceOrderRequestInput = {
    orderType: 3,
    scheduledTime: listTimeSlots({ store, orderType: 3 }).slots[0].start,
    items: lines.map((p, i) => ({ id: p.ID, uniqueId: `line-${i}`, quantity: 1 + ((n + i) % 3) })),
    couponCodes: [],
    contact: { FirstName: 'Sim', LastName: `Customer ${n}`, Email: `sim-${n}@example.com`, PhoneNumber: '0412345678' },
    payment: method === 'cash' ? { method: 3 } : { method: 1, card: { CardHolder: 'Sim Customer', CardNumber: CARDS[method], ExpireDate: '12/39', CVV: '123' } },
    expectedTotal: 0,
  };
  const priceKey = `${storeId}:${JSON.stringify(body.items)}:${method === 'cash'}`;
  if (!totals.has(priceKey)) {
    const priced = await call(node.base, `/api/stores/${storeId}/orders`, { method: 'POST', body, client: clientAddress(n), headers: { 'idempotency-key': randomUUID() } });
    const total = (priced.body as { error?: { details?: { total?: number } } }).error?.details?.total;
    if (priced.status !== 409 || total === undefined) throw new Error(`pricing checkout ${n}: ${priced.status} ${JSON.stringify(priced.body).slice(0, 300)}`);
    totals.set(priceKey, total);
  }
  return { n, method, key: randomUUID(), client: clientAddress(n), body: { ...body, expectedTotal: totals.get(priceKey) ?? 0 } };
}

/** One press: to `nodes[first]`, and on to the next server while the one asked is gone or answers 5xx. */
export async function press(nodes: Node[], first: number, storeId: string, sale: Checkout, placed: Placed): Promise<Answer | null> {
  for (let attempt = 0; attempt < nodes.length * 4; attempt += 1) {
    const node = nodes[(first + attempt) % nodes.length];
    const answer = await call(node.base, `/api/stores/${storeId}/orders`, { method: 'POST', body: sale.body, client: sale.client, headers: { 'idempotency-key': sale.key } }).catch(
      () => null,
    );
    if (answer && answer.status < 500) {
      if (answer.status === 201) {
        placed.acknowledged.add((answer.body as { orderId: string }).orderId);
        placed.ms.set(node.name, [...(placed.ms.get(node.name) ?? []), answer.ms]);
      } else placed.refused.set(answer.status, (placed.refused.get(answer.status) ?? 0) + 1);
      return answer;
    }
    await pause(100 + attempt * 100);
  }
  placed.unanswered += 1;
  return null;
}

/** A customer's checkout: `presses` concurrent presses to different servers, then the 3-D Secure page (on yet another server) if asked. */
export async function runCheckout(nodes: Node[], storeId: string, sale: Checkout, presses: number, placed: Placed): Promise<void> {
  const answers = await Promise.all(Array.from({ length: presses }, (_, k) => press(nodes, sale.n + k, storeId, sale, placed)));
  const next = answers.map((answer) => (answer?.status === 201 ? (answer.body as { next?: { type: string; url?: string } }).next : undefined)).find(Boolean);
  if (next?.type !== 'redirect' || !next.url) return;
  const page = new URL(next.url, 'http://x');
  const paymentId = page.pathname.split('/').pop() ?? '';
  const secret = page.searchParams.get('c') ?? undefined;
  for (let attempt = 0; attempt < nodes.length * 2; attempt += 1) {
    const node = nodes[(sale.n + presses + attempt) % nodes.length];
    const answer = await call(node.base, `/api/payments/sandbox/${paymentId}/challenge`, { method: 'POST', body: { outcome: 'complete', secret }, client: sale.client }).catch(
      () => null,
    );
    if (answer && answer.status < 500) return;
    await pause(200);
  }
}
