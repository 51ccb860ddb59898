import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 18 item 5 against the production build (`npm start`): every response of every route
 * carries the security headers, every page's scripts carry its nonce, a cross-site write to any
 * state-changing handler is refused, and in the browser the head office's EmbeddedJavascript
 * runs while an injected inline script is blocked by the Content-Security-Policy.
 */

const APP = join(process.cwd(), 'app');

/** Every file under a folder whose name is `name`, as paths relative to the folder, `/`-separated. */
function filesNamed(folder: string, name: string): string[] {
  return (readdirSync(folder, { recursive: true }) as string[]).filter((file) => file.split(sep).at(-1) === name).map((file) => file.split(sep).join('/'));
}

/** A value for each dynamic segment of the route table (a new segment name fails here until given one). */
const SAMPLE: Record<string, string> = {
  storename: 'harbour-sydney',
  storeslug: 'harbour-sydney',
  storeId: '1001',
  storeid: '1001',
  slug: 'harbour',
  orderid: 'no-such-order',
  orderId: 'no-such-order',
  userid: 'no-such-user',
  userId: 'no-such-user',
  paymentId: 'no-such-payment',
  token: 'no-such-token',
  productId: 'no-such-product',
  cardIdentifier: 'no-such-card',
  code: 'WELCOME10',
  rest: 'no-such-page',
  path: 'no-such-endpoint',
};

/** A concrete path of a route file's folder: groups dropped, optional catch-alls left out. */
function pathOf(folder: string): string {
  const segments = folder
    .split('/')
    .filter((segment) => segment && !/^\(.*\)$/.test(segment) && !/^\[\[\.\.\..+\]\]$/.test(segment))
    .map((segment) => {
      const name = /^\[(?:\.\.\.)?(.+)\]$/.exec(segment)?.[1];
      if (!name) return segment;
      if (!(name in SAMPLE)) throw new Error(`No sample value for the route segment [${name}] (${folder}): add one to SAMPLE`);
      return SAMPLE[name];
    });
  return `/${segments.join('/')}`;
}

const PAGE_PATHS = filesNamed(join(APP, '[locale]'), 'page.tsx').map((file) => pathOf(file.replace(/\/?page\.tsx$/, '')));
const API_FILES = filesNamed(join(APP, 'api'), 'route.ts').map((file) => `api/${file}`);
const apiPathOf = (file: string) => pathOf(file.replace(/\/route\.ts$/, ''));

/** The headers of an answer, its body left unread when it is an event stream. */
async function headersOf(path: string, baseURL: string, init: RequestInit = {}): Promise<{ status: number; headers: Headers; body: string }> {
  const response = await fetch(new URL(path, baseURL), { redirect: 'manual', ...init });
  const stream = (response.headers.get('content-type') ?? '').startsWith('text/event-stream');
  const body = stream ? '' : await response.text();
  if (stream) await response.body?.cancel();
  return { status: response.status, headers: response.headers, body };
}

/** The pages a shared cache may keep (lib/server/http/cache-policy.ts), as the route table's sample paths. */
const PUBLIC_PAGES = ['/', '/store/harbour-sydney', '/store/harbour-sydney/giftcards', '/about', '/contact', '/privacypolicy'];

function expectFixedHeaders(headers: Headers, where: string): void {
  expect(headers.get('x-content-type-options'), where).toBe('nosniff');
  expect(headers.get('referrer-policy'), where).toBe('strict-origin-when-cross-origin');
  // `npm start` is production: HSTS is sent (browsers ignore it on http://localhost).
  expect(headers.get('strict-transport-security'), where).toMatch(/^max-age=\d{7,}/);
  // None may frame, but the sites a store lists for its widget (the demo Harbour & Co. stores list their group's sites).
  expect(headers.get('content-security-policy'), where).toMatch(/frame-ancestors ('none'|(https:\/\/[\w.-]+\.harbourandco\.example ?)+)(;|$)/);
  expect(headers.get('permissions-policy'), where).toMatch(/microphone=\(\)/);
  // Next's internal headers (the proxy's rewrite target) stay inside the server.
  expect(
    [...headers.keys()].filter((name) => name.startsWith('x-middleware-')),
    where,
  ).toEqual([]);
}

test.describe('security headers on every route', () => {
  // Requests only: the browser project does not matter.
  test.skip(({ isMobile }) => isMobile, 'requests only; run once');

  test('the route table was read', () => {
    expect(PAGE_PATHS).toEqual(expect.arrayContaining(['/', '/store/harbour-sydney', '/store/harbour-sydney/qrcodescanner', '/store/harbour-sydney/checkout']));
    expect(API_FILES.length).toBeGreaterThan(30);
  });

  test('every page, in both languages, carries the headers and a nonce on every script', async ({ baseURL }) => {
    test.setTimeout(180_000);
    for (const prefix of ['', '/zh-CN']) {
      for (const pagePath of PAGE_PATHS) {
        const path = `${prefix}${pagePath}`.replace(/(.)\/$/, '$1') || '/';
        const { status, headers, body } = await headersOf(path, baseURL!);
        expect(status, path).toBeLessThan(500);
        expectFixedHeaders(headers, path);
        const policy = headers.get('content-security-policy')!;
        const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
        expect(nonce, `${path}: ${policy}`).toBeTruthy();
        expect(policy, path).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
        expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
        expect(policy, path).toMatch(/object-src 'none'/);
        expect(policy, path).toMatch(/base-uri 'self'/);
        const scanner = pagePath.endsWith('/qrcodescanner');
        expect(headers.get('permissions-policy'), path).toContain(scanner ? 'camera=(self)' : 'camera=()');
        expect(headers.get('permissions-policy'), path).toContain(pagePath.includes('/checkout') ? 'payment=(self' : 'payment=()');
        // Issue 19: the public pages may be kept by a shared cache and set no cookie; the others stay private.
        const cacheControl = headers.get('cache-control') ?? '';
        if (PUBLIC_PAGES.includes(pagePath)) {
          expect(cacheControl, path).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=60');
          expect(headers.get('set-cookie'), path).toBeNull();
        } else {
          expect(cacheControl, path).not.toMatch(/public|s-maxage/);
        }
        // Every script but JSON-LD data carries this response's nonce: nothing else inline runs.
        for (const [tag] of body.matchAll(/<script\b[^>]*>/g)) {
          if (/type="application\/ld\+json"/.test(tag)) continue;
          expect(tag, path).toContain(`nonce="${nonce}"`);
        }
      }
    }
  });

  test('every API route answers GET with the headers and a policy that allows nothing', async ({ baseURL }) => {
    test.setTimeout(120_000);
    for (const file of API_FILES) {
      const path = apiPathOf(file);
      const { status, headers } = await headersOf(path, baseURL!);
      expect(status, path).toBeLessThan(500);
      expectFixedHeaders(headers, path);
      expect(headers.get('content-security-policy'), path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers.get('permissions-policy'), path).toContain('camera=()');
    }
  });

  test('static files, public files and metadata routes carry the headers', async ({ baseURL }) => {
    const home = await headersOf('/', baseURL!);
    const chunk = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(home.body)?.[1];
    const stylesheet = /<link[^>]+href="(\/_next\/static\/[^"]+\.css)"/.exec(home.body)?.[1];
    expect(chunk).toBeTruthy();
    const paths = [
      chunk!,
      ...(stylesheet ? [stylesheet] : []),
      '/_next/static/no-such-file.js',
      '/images/demo/logo-harbour.svg',
      '/sitemap.xml',
      '/robots.txt',
      '/icon.svg',
      '/.well-known/apple-developer-merchantid-domain-association',
      '/_next/image?url=%2Fimages%2Fdemo%2Flogo-harbour.svg&w=64&q=75',
    ];
    for (const path of paths) {
      const { status, headers } = await headersOf(path, baseURL!);
      expect(status, path).toBeLessThan(500);
      expectFixedHeaders(headers, path);
      expect(headers.get('permissions-policy'), path).toContain('camera=()');
    }
  });
});

/** The state-changing handlers of the route table: each exported POST, PUT, PATCH or DELETE. */
const WRITES = API_FILES.flatMap((file) => {
  const source = readFileSync(join(APP, file), 'utf8');
  const methods = new Set<string>();
  for (const [, method] of source.matchAll(/export\s+(?:const|async\s+function|function)\s+(POST|PUT|PATCH|DELETE)\b/g)) methods.add(method);
  for (const [, list] of source.matchAll(/export\s*\{([^}]*)\}/g)) for (const [, method] of list.matchAll(/\bas\s+(POST|PUT|PATCH|DELETE)\b/g)) methods.add(method);
  return [...methods].map((method) => ({ file, method, path: apiPathOf(file) }));
});

/**
 * Handlers a browser's Origin check does not guard, and why. Each is still called below and
 * must refuse the forged call without a 5xx.
 */
const EXEMPT: Record<string, string> = {
  'api/payments/stripe/webhook/route.ts': "server-to-server: Stripe's webhook, authenticated by its signature over the raw body (webhook-route.ts), which no browser can forge",
  'api/payments/sandbox/webhook/route.ts': "server-to-server: the sandbox gateway's webhook, signed like Stripe's",
  'api/[...path]/route.ts': 'changes nothing: the JSON 404 of any /api path no handler serves',
};

test.describe('a cross-site write is refused by every state-changing handler', () => {
  test.skip(({ isMobile }) => isMobile, 'requests only; run once');

  test('the handlers were found, and every exemption names a real handler', () => {
    expect(WRITES.length).toBeGreaterThan(25);
    for (const file of Object.keys(EXEMPT)) expect(WRITES.map((write) => write.file)).toContain(file);
  });

  for (const signal of ['Origin', 'Sec-Fetch-Site'] as const) {
    test(`refused on ${signal} alone: 403, changing nothing`, async ({ baseURL }) => {
      test.setTimeout(120_000);
      const headers: Record<string, string> = signal === 'Origin' ? { Origin: 'https://attacker.example' } : { 'Sec-Fetch-Site': 'cross-site' };
      for (const { file, method, path } of WRITES) {
        const answer = await headersOf(path, baseURL!, { method, headers: { ...headers, 'Content-Type': 'application/json' }, body: '{}' });
        const where = `${method} ${path} (${file})`;
        if (file in EXEMPT) {
          expect(answer.status, where).toBeGreaterThanOrEqual(400);
          expect(answer.status, where).toBeLessThan(500);
          continue;
        }
        expect(answer.status, where).toBe(403);
        expect(JSON.parse(answer.body).error.code, where).toBe('FORBIDDEN');
        expectFixedHeaders(answer.headers, where);
      }
    });
  }
});

/** Collects the page's CSP violations (an init script runs outside the page's policy). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

type EmbeddedWindow = Window & { __hqEmbedded?: boolean; __injected?: boolean };

for (const prefix of ['', '/zh-CN']) {
  test.describe(`the Content-Security-Policy in the browser ${prefix || '/'}`, () => {
    test("the head office's EmbeddedJavascript runs on its store page; an injected inline script does not", async ({ page }) => {
      const violations = await watchViolations(page);
      // The real page, with an inline script (no nonce) put into its head as an attacker would.
      await page.route(`**${prefix}/store/harbour-sydney`, async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(/<head[^>]*>/, (head) => `${head}<script>window.__injected = true;</script>`);
        await route.fulfill({ response, body: html });
      });
      await page.goto(`${prefix}/store/harbour-sydney`);
      await expect(page.locator('html')).toHaveAttribute('data-hq-embedded', 'harbour');
      expect(await page.evaluate(() => (window as EmbeddedWindow).__hqEmbedded)).toBe(true);
      expect(await page.evaluate(() => (window as EmbeddedWindow).__injected)).toBeUndefined();
      await expect.poll(violations).toEqual([expect.stringMatching(/^script-src(-elem)? inline$/)]);
      // The page itself still works: its own scripts carry the nonce and hydrate.
      await expect(page.getByRole('button').first()).toBeEnabled();
    });

    test('a store outside the head office runs no company script, and its page breaks no policy', async ({ page }) => {
      const violations = await watchViolations(page);
      await page.goto(`${prefix}/store/daily-grind`);
      await expect(page.getByRole('button').first()).toBeEnabled();
      await expect(page.locator('html')).not.toHaveAttribute('data-hq-embedded', /.*/);
      expect(await page.evaluate(() => (window as EmbeddedWindow).__hqEmbedded)).toBeUndefined();
      expect(await violations()).toEqual([]);
    });

    test('only the QR scanner may use the camera', async ({ page }) => {
      const allowsCamera = () => page.evaluate(() => (document as unknown as { featurePolicy: { allowsFeature(name: string): boolean } }).featurePolicy.allowsFeature('camera'));
      await page.goto(`${prefix}/store/harbour-sydney`);
      expect(await allowsCamera()).toBe(false);
      await page.goto(`${prefix}/store/harbour-sydney/qrcodescanner`);
      expect(await allowsCamera()).toBe(true);
    });
  });
}
