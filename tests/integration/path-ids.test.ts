/**
 * One id rule for every route (issue 35 item 8): every dynamic segment of every
 * app/api/** /route.ts, found by walking the folder (so a route added later is held to it too),
 * is sent `%2F`, `a%2Fb`, `..`, `__proto__` (which Next hands the handler decoded) and
 * `constructor`: never a 5xx; a segment that can be no id answers 404 (a coupon code 422
 * COUPON_REJECTED, as an unknown one), and no adapter is handed a path for an id.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import type { Container } from '@/lib/server/container';
import { createCheckoutApp, pickupBody, placeOrderRequest, teardown } from '../support/checkout';

const API = path.join(process.cwd(), 'app', 'api');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** A plausible value per segment, so the bad one is the only thing wrong. */
const GOOD: Record<string, string> = {
  storeId: '1',
  orderId: '00000000-0000-4000-8000-000000000000',
  paymentId: 'sbx_0000000000',
  userId: '00000000-0000-4000-8000-000000000001',
  productId: 'p1',
  cardIdentifier: 'card_0000',
  code: 'TEA50',
};
/** What Next hands a handler for `%2F`, `a%2Fb` and the like: decoded once. */
const NO_IDS = ['/', 'a/b', '..', '.', '__proto__', '__x__', 'a\u0000b'];

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return entry === 'route.ts' ? [full] : [];
  });
}

const DYNAMIC = routeFiles(API)
  .map((file) => ({ file, segments: path.relative(API, path.dirname(file)).split(path.sep) }))
  .map(({ file, segments }) => ({ file, route: `/api/${segments.join('/')}`, params: segments.flatMap((s) => (/^\[(\w+)\]$/.exec(s) ? [/^\[(\w+)\]$/.exec(s)![1]] : [])) }))
  .filter(({ params }) => params.length > 0);

let app: Container;
beforeAll(async () => {
  app = await createCheckoutApp();
});
afterAll(() => teardown(app));

function call(handler: Handler, method: string, route: string, params: Record<string, string>): Promise<Response> {
  const url = `http://localhost${route.replace(/\[(\w+)\]/g, (_, name: string) => encodeURIComponent(params[name]))}`;
  const body = method === 'GET' || method === 'DELETE' ? undefined : '{}';
  return handler(new NextRequest(url, { method, body, headers: { 'content-type': 'application/json', 'idempotency-key': 'a1b2c3d4-0000-4000-8000-000000000000' } }), {
    params: Promise.resolve(params),
  });
}

it('finds the dynamic routes (orders, payments, board, members, account cards, stores)', () => {
  expect(DYNAMIC.map((d) => d.route)).toEqual(
    expect.arrayContaining([
      '/api/orders/[orderId]/status',
      '/api/payments/sandbox/[paymentId]/challenge',
      '/api/board/[storeId]/orders/[orderId]/actions',
      '/api/stores/[storeId]/coupons/[code]',
      '/api/members/[userId]/qr-code',
      '/api/account/cards/[cardIdentifier]',
    ]),
  );
});

describe.each(DYNAMIC)('$route', ({ file, route, params }) => {
  it('answers 404 (a coupon code 422) to a segment that can be no id, and never a 5xx to one that can', async () => {
    const handlers = (await import(file)) as Partial<Record<(typeof METHODS)[number], Handler>>;
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen: string[] = [];
    for (const method of METHODS) {
      const handler = handlers[method];
      if (!handler) continue;
      for (const name of params) {
        const good = Object.fromEntries(params.map((p) => [p, GOOD[p] ?? 'x']));
        for (const bad of NO_IDS) {
          const response = await call(handler, method, route, { ...good, [name]: bad });
          const expected = name === 'code' ? [422, 'COUPON_REJECTED'] : [404, name === 'storeId' ? 'STORE_NOT_FOUND' : 'NOT_FOUND'];
          seen.push(`${method} ${name}=${JSON.stringify(bad)} ${response.status}`);
          expect([method, name, bad, response.status, ((await response.json()) as { error: { code: string } }).error.code]).toEqual([method, name, bad, ...expected]);
        }
        const response = await call(handler, method, route, { ...good, [name]: 'constructor' });
        expect([method, name, response.status < 500]).toEqual([method, name, true]);
      }
    }
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
    expect(seen.length).toBeGreaterThan(0);
  });
});

describe('ids and codes in bodies', () => {
  it('a coupon code with / in an order is simply unknown: 422 on couponCodes, not a 500', async () => {
    const response = await placeOrderRequest('1', pickupBody({ couponCodes: ['A/B'] }));
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { fieldErrors: Record<string, string[]> } }).error.fieldErrors).toEqual({ couponCodes: ['The discount code A/B is not valid'] });
  });

  it('an order id with / in the previous-orders list answers 400, not a 500', async () => {
    const { POST } = await import('@/app/api/stores/[storeId]/previous-orders/route');
    const response = await POST(
      new NextRequest('http://localhost/api/stores/1/previous-orders', {
        method: 'POST',
        body: JSON.stringify({ orders: [{ orderId: 'a/b', token: 't' }] }),
        headers: { 'content-type': 'application/json' },
      }),
      { params: Promise.resolve({ storeId: '1' }) },
    );
    expect(response.status).toBe(400);
  });
});
