/**
 * Checkout bench (`npm run bench:checkout`): place-order latency, p50 and p99, with 50
 * concurrent clients against the embedded store (a SQLite file in a temporary folder, the demo
 * data), in process: the body is parsed with the request schema and handed to the place-order
 * use case, as the route handler does (the handler's next-intl import does not load under tsx's
 * react-server condition). Half the orders are paid in cash, half by card on the sandbox gateway
 * (below the 3-D Secure minimum). Target: p99 <= 150 ms on this 2-core machine.
 * `npm run bench:checkout` then runs the status stream's bench (bench/status-stream.ts: 1,000 open
 * connections, one change reaching all within 1 s), which needs Node without that condition.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { isAppError } from '../lib/domain/errors/app-error';
import { buildDemoData, FLAGSHIP_STORE_ID } from '../lib/seed';
import { ZPlaceOrderRequestSchema, type TPlaceOrderRequestInput } from '../lib/schemas/api/orders';
import type { TStore } from '../lib/schemas/entities';
import { createSqliteDocumentStore } from '../lib/server/adapters/sqlite/sqlite-document-store';
import { INDEXED_FIELDS } from '../lib/server/collections';
import { createContainer, setContainerForTests, type Container } from '../lib/server/container';
import { listTimeSlots } from '../lib/server/catalogue/use-cases/list-time-slots';
import { placeOrder } from '../lib/server/checkout/use-cases/place-order';
import { loadCatalogue } from '../lib/server/catalogue/use-cases/load-catalogue';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 2000);
const TARGET_P99_MS = 150;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One placement as the route handler makes it: JSON in, schema, use case; the status it would answer. */
async function post(app: Container, store: TStore, body: TPlaceOrderRequestInput): Promise<{ status: number; total?: number }> {
  const request = ZPlaceOrderRequestSchema.parse(JSON.parse(JSON.stringify(body)));
  try {
    await placeOrder({ app, store, request, idempotencyKey: randomUUID() });
    return { status: 201 };
  } catch (error) {
    if (isAppError(error) && error.code === 'PRICE_CHANGED') return { status: 409, total: (error.details as { total: number }).total };
    return { status: isAppError(error) ? 422 : 500 };
  }
}

const CARD = { CardHolder: 'Bench Mark', CardNumber: '4242 4242 4242 4242', ExpireDate: '12/39', CVV: '123' };

/** A pickup of three simple dishes of the flagship's menu, at the first slot and the server's total, in cash or by card. */
async function orderBody(app: Container, store: TStore, method: 'cash' | 'card'): Promise<TPlaceOrderRequestInput> {
  const [menu] = await app.menus.listByStore(FLAGSHIP_STORE_ID);
  if (!menu) throw new Error('no flagship menu in the demo data');
  const products = Object.values(menu.Products)
    .filter((p) => !p.ModifierGroups?.length && p.Status !== 3 && (p.Price ?? 0) > 0)
    .slice(0, 3);
  const slot = listTimeSlots({ store, orderType: 3 }).slots[0];
  const body: TPlaceOrderRequestInput = {
    orderType: 3,
    scheduledTime: slot.start,
    items: products.map((p, i) => ({ id: p.ID, uniqueId: `line-${i}`, quantity: i + 1 })),
    contact: { FirstName: 'Bench', LastName: 'Mark', Email: 'bench@example.com', PhoneNumber: '0412345678' },
    payment: method === 'cash' ? { method: 3 } : { method: 1, card: CARD },
    expectedTotal: 0,
  };
  const priced = await post(app, store, body);
  return { ...body, expectedTotal: priced.total ?? 0 };
}

export interface PlaceOrderBenchResult {
  orders: number;
  clients: number;
  p50: number;
  p99: number;
  max: number;
  perSecond: number;
  errors: number;
  /** p50 and p99 of each half */
  byMethod: Record<'cash' | 'card', { p50: number; p99: number }>;
}

/** `orders` placements by `clients` concurrent clients, each sending its next order when the last is answered. */
export async function benchPlaceOrder(app: Container, { clients = CLIENTS, orders = ORDERS } = {}): Promise<PlaceOrderBenchResult> {
  const store = await app.stores.findById(FLAGSHIP_STORE_ID);
  if (!store) throw new Error('no flagship store in the demo data');
  const bodies = [await orderBody(app, store, 'cash'), await orderBody(app, store, 'card')];
  for (let i = 0; i < 50; i += 1) await post(app, store, bodies[i % 2]); // warm-up: JIT, statement cache
  const times: number[] = [];
  const timesBy: Record<'cash' | 'card', number[]> = { cash: [], card: [] };
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < orders) {
        next += 1;
        const method = next % 2 === 0 ? 'cash' : 'card';
        const body = bodies[method === 'cash' ? 0 : 1];
        const t0 = performance.now();
        const response = await post(app, store, body);
        times.push(performance.now() - t0);
        timesBy[method].push(performance.now() - t0);
        if (response.status !== 201) errors += 1;
      }
    }),
  );
  const elapsed = performance.now() - started;
  times.sort((a, b) => a - b);
  const half = (list: number[]) => {
    list.sort((a, b) => a - b);
    return { p50: percentile(list, 50), p99: percentile(list, 99) };
  };
  return {
    orders: times.length,
    clients,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: times[times.length - 1],
    perSecond: (times.length / elapsed) * 1000,
    errors,
    byMethod: { cash: half(timesBy.cash), card: half(timesBy.card) },
  };
}

async function main(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-checkout-'));
  const documents = createSqliteDocumentStore({ filename: join(folder, 'bench.db'), indexes: INDEXED_FIELDS });
  const app = createContainer(documents);
  try {
    await loadCatalogue({ documents, catalogue: buildDemoData() });
    setContainerForTests(app);
    const result = await benchPlaceOrder(app);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(
      `place order (SQLite file, ${result.clients} concurrent clients, ${result.orders} orders, half cash, half card): p50 ${ms(result.p50)}, p99 ${ms(result.p99)}, max ${ms(result.max)}, ${result.perSecond.toFixed(0)} orders/s, ${result.errors} errors`,
    );
    console.log(`  cash: p50 ${ms(result.byMethod.cash.p50)}, p99 ${ms(result.byMethod.cash.p99)}; card: p50 ${ms(result.byMethod.card.p50)}, p99 ${ms(result.byMethod.card.p99)}`);
    console.log(`target p99 <= ${TARGET_P99_MS} ms: ${result.p99 <= TARGET_P99_MS ? 'met' : 'NOT met'}`);
    if (result.p99 > TARGET_P99_MS || result.errors > 0) process.exitCode = 1;
  } finally {
    setContainerForTests(undefined);
    await documents.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
