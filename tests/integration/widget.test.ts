import { NextRequest } from 'next/server';
import { GET as startWidget } from '@/app/api/widget/route';
import type { TOOConfig } from '@/lib/schemas/entities';
import type { Container } from '@/lib/server/container';
import proxy from '@/proxy';
import { CHECKOUT_STORE, STRIPE_HEAD_OFFICE, STRIPE_STORE, createCheckoutApp, teardown } from '../support/checkout';

const HOST = 'https://www.restaurant.example';
const GROUP_HOST = 'https://group.example';

let app: Container;
beforeAll(async () => {
  app = await createCheckoutApp();
  await app.stores.save({ ...CHECKOUT_STORE, WidgetAllowedOrigins: [HOST] });
  await app.headOffices.saveMany([{ ...STRIPE_HEAD_OFFICE, WidgetAllowedOrigins: [GROUP_HOST] }]);
});
afterAll(() => teardown(app));

const start = (query: string, base = 'http://localhost:3000') => startWidget(new NextRequest(`${base}/api/widget?${query}`), { params: Promise.resolve({}) });
const page = (path: string, config?: Partial<TOOConfig>) =>
  proxy(
    new NextRequest(`http://localhost:3000${path}`, {
      headers: config
        ? {
            cookie: `OOConfig=${encodeURIComponent(JSON.stringify({ StoreID: '1', Slug: 'checkout-store', IsHQ: false, IsGift: false, NoScroll: false, StoreSelectionAtCheckout: false, Start: '/store/checkout-store', ...config }))}`,
          }
        : {},
    }),
  );

function cookieOf(response: Response): { value: TOOConfig; attributes: string } {
  const header = response.headers.get('set-cookie') ?? '';
  const [pair, ...attributes] = header.split('; ');
  return { value: JSON.parse(decodeURIComponent(pair.slice('OOConfig='.length))) as TOOConfig, attributes: attributes.join('; ') };
}

describe('GET /api/widget: the widget starts', () => {
  it('keeps the configuration in a partitioned session cookie and opens the store', async () => {
    const response = await start(`store=checkout-store&orderType=pickup&noScroll=true&host=${encodeURIComponent(HOST)}`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('http://localhost:3000/store/checkout-store');
    const cookie = cookieOf(response);
    expect(cookie.value).toEqual({
      StoreID: '1',
      Slug: 'checkout-store',
      IsHQ: false,
      IsGift: false,
      NoScroll: true,
      StoreSelectionAtCheckout: false,
      Start: '/store/checkout-store',
      Host: HOST,
      OrderType: 'MENU_TAK',
    });
    expect(cookie.attributes).toMatch(/Path=\//);
    expect(cookie.attributes).toMatch(/Secure/);
    expect(cookie.attributes).toMatch(/SameSite=none/i);
    expect(cookie.attributes).toMatch(/Partitioned/);
    expect(cookie.attributes).not.toMatch(/Max-Age|Expires/);
  });

  it('opens the gift store, a table link and the Chinese pages as asked', async () => {
    expect((await start('store=1&gift=1&locale=zh-CN')).headers.get('location')).toBe('http://localhost:3000/zh-CN/store/checkout-store/giftcards');
    const table = await start('store=1&table=12&s=abc');
    expect(table.headers.get('location')).toBe('http://localhost:3000/store/checkout-store?table=12&s=abc');
    expect(cookieOf(table).value.OrderType).toBe('MENU_DIN');
  });

  it('keeps the host only when the store or its head office lists it', async () => {
    expect(cookieOf(await start(`store=1&host=${encodeURIComponent('https://elsewhere.example')}`)).value.Host).toBeUndefined();
    expect(cookieOf(await start(`hq=hq-stripe&host=${encodeURIComponent(GROUP_HOST)}`)).value).toMatchObject({ StoreID: STRIPE_STORE.ID, IsHQ: true, Host: GROUP_HOST });
  });

  it('answers 404 for an unknown or disabled store and head office, 400 for a bad snippet', async () => {
    for (const query of ['store=nowhere', 'store=3', 'hq=nobody']) expect((await start(query)).status).toBe(404);
    const bad = await start('store=1&hq=hq-stripe');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('VALIDATION');
  });

  it('is a Lax cookie over plain http on another host (browsers refuse Secure cookies there)', async () => {
    expect(cookieOf(await start('store=1', 'http://shop.internal:3000')).attributes).toMatch(/SameSite=lax/i);
  });
});

type WidgetRoute = typeof import('@/app/api/widget/route');

/**
 * `/api/widget` in a server started with `variables` (env is read once per process), asked as
 * the custom server hands requests to Next: on its own http://localhost:PORT whatever the browser
 * asked, the browser's host in the headers.
 */
async function startBehind(variables: Record<string, string>, headers: Record<string, string>): Promise<Response> {
  const names = ['SITE_URL', 'TRUSTED_PROXY_HOPS'];
  const before = names.map((name) => process.env[name]);
  names.forEach((name) => (name in variables ? (process.env[name] = variables[name]) : delete process.env[name]));
  try {
    let route: WidgetRoute | undefined;
    jest.isolateModules(() => {
      route = jest.requireActual<WidgetRoute>('@/app/api/widget/route');
    });
    const request = new NextRequest(`http://localhost:3520/api/widget?store=checkout-store&orderType=pickup&host=${encodeURIComponent(HOST)}`, { headers });
    return await route!.GET(request, { params: Promise.resolve({}) });
  } finally {
    names.forEach((name, i) => (before[i] === undefined ? delete process.env[name] : (process.env[name] = before[i])));
  }
}

describe('GET /api/widget on a real host (issue 35 item 14)', () => {
  it('sends the frame on to SITE_URL, not to the server’s own localhost, with the Secure cookie a frame keeps', async () => {
    const response = await startBehind({ SITE_URL: 'https://order.example.test' }, { host: 'order.example.test' });
    expect(response.headers.get('location')).toBe('https://order.example.test/store/checkout-store');
    expect(cookieOf(response).attributes).toMatch(/Secure; SameSite=none; Partitioned/i);
  });

  it('behind a trusted proxy without SITE_URL, sends it to the host and scheme the proxy forwarded', async () => {
    const forwarded = { host: '127.0.0.1:3520', 'x-forwarded-host': 'order.example.test', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9, 127.0.0.1' };
    const response = await startBehind({ TRUSTED_PROXY_HOPS: '1' }, forwarded);
    expect(response.headers.get('location')).toBe('https://order.example.test/store/checkout-store');
    expect(cookieOf(response).attributes).toMatch(/Secure; SameSite=none; Partitioned/i);
  });

  it('with no proxy trusted, goes back to the Host asked and ignores forwarded headers a client wrote', async () => {
    const response = await startBehind({}, { host: 'order.example.test:8080', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    expect(response.headers.get('location')).toBe('http://order.example.test:8080/store/checkout-store');
  });
});

describe('proxy.ts in widget mode', () => {
  it('sends the main page to the configured store, and another store to it', async () => {
    expect((await page('/', {})).headers.get('location')).toBe('http://localhost:3000/store/checkout-store');
    expect((await page('/store/closed-store/checkout?x=1', {})).headers.get('location')).toBe('http://localhost:3000/store/checkout-store/checkout?x=1');
    expect((await page('/zh-CN/store/2', {})).headers.get('location')).toBe('http://localhost:3000/zh-CN/store/checkout-store');
    expect((await page('/', { IsGift: true, Start: '/store/checkout-store/giftcards' })).headers.get('location')).toBe('http://localhost:3000/store/checkout-store/giftcards');
  });

  it('ignores a forged or broken cookie', async () => {
    expect((await page('/store/closed-store', { Start: '//evil.example' })).headers.get('location')).toBeNull();
    const broken = await proxy(new NextRequest('http://localhost:3000/store/closed-store', { headers: { cookie: 'OOConfig=%7Bnot-json' } }));
    expect(broken.headers.get('location')).toBeNull();
  });

  it('lets only the listed sites frame a store’s pages, and the widget’s pages inside the frame', async () => {
    const frameAncestors = (response: Response) => /frame-ancestors ([^;]+)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(frameAncestors(await page('/store/checkout-store'))).toBe(HOST);
    expect(frameAncestors(await page('/store/stripe-store'))).toBe(GROUP_HOST);
    expect(frameAncestors(await page('/store/closed-store'))).toBe("'none'");
    expect(frameAncestors(await page('/sandbox/3ds/sbx_1'))).toBe("'none'");
    expect(frameAncestors(await page('/sandbox/3ds/sbx_1', {}))).toBe(HOST);
    expect((await page('/store/closed-store')).headers.get('x-frame-options')).toBe('DENY');
  });
});
