/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { keyOf, PageCache, recordAnswer, sendKept, sharedLifetimeOf, wantsFresh } from '@/lib/server/http/page-cache';

jest.mock('server-only', () => ({}));

const PUBLIC = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60';
const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ url, method, headers: { accept: 'text/html,application/xhtml+xml', ...headers } }) as unknown as http.IncomingMessage;

describe('which answers a shared cache may keep, and for how long', () => {
  it.each([
    [PUBLIC, { freshMs: 30_000, staleMs: 60_000 }],
    ['public, max-age=30', { freshMs: 30_000, staleMs: 0 }],
    ['private, no-cache, no-store, max-age=0, must-revalidate', null],
    ['private, max-age=30', null],
    ['public, max-age=0', null],
    ['public, s-maxage=30, no-store', null],
    ['no-store', null],
    ['', null],
  ])('%j', (cacheControl, expected) => expect(sharedLifetimeOf(cacheControl)).toEqual(expected));
});

describe('which requests the cache may answer', () => {
  it('a page load: by path and query, encoding and chosen language', () => {
    const key = keyOf(request('/store/harbour-sydney?table=4', { 'accept-encoding': 'gzip' }));
    expect(key).toBe('/store/harbour-sydney?table=4\ngzip\n');
    expect(keyOf(request('/store/harbour-sydney?table=4', { 'accept-encoding': 'gzip', cookie: 'a=1; NEXT_LOCALE=zh-CN' }))).toBe('/store/harbour-sydney?table=4\ngzip\nzh-CN');
    expect(keyOf(request('/store/harbour-sydney?table=4', { 'accept-encoding': 'br, gzip' }))).not.toBe(key);
  });

  it('the menu API, which asks for JSON', () => {
    expect(keyOf(request('/api/stores/1001/menu', { accept: '*/*' }))).toBe('/api/stores/1001/menu\n\n');
  });

  it.each([
    ['another method', request('/store/harbour-sydney', {}, 'HEAD')],
    ['a client navigation', request('/store/harbour-sydney', { rsc: '1' })],
    ['a prefetch', request('/store/harbour-sydney?_rsc=abc', {})],
    ['the widget, whose cookie may redirect', request('/', { cookie: 'OOConfig=%7B%7D' })],
    ['a page asked for without HTML', request('/store/harbour-sydney', { accept: '*/*' })],
    ['a static file', request('/_next/static/chunks/main.js', { accept: '*/*' })],
  ])('never %s', (_name, asked) => expect(keyOf(asked)).toBeNull());
});

it('a forced reload or a fetch past the caches asks for a fresh answer', () => {
  expect(wantsFresh(request('/api/stores/1001/menu', { 'cache-control': 'no-cache', pragma: 'no-cache' }))).toBe(true);
  expect(wantsFresh(request('/store/a', { 'cache-control': 'max-age=0' }))).toBe(true);
  expect(wantsFresh(request('/store/a'))).toBe(false);
});

describe('the kept answers', () => {
  const answer = (body: string, lifetime = { freshMs: 30_000, staleMs: 60_000 }) => ({
    status: 200,
    headers: { 'content-type': 'text/html' },
    body: Buffer.from(body),
    ...lifetime,
  });

  it('are fresh for s-maxage, then stale for stale-while-revalidate, then gone', () => {
    let now = 0;
    const cache = new PageCache(undefined, () => now);
    cache.store('k', answer('page'));
    expect(cache.lookup('k')?.fresh).toBe(true);
    now = 29_999;
    expect(cache.lookup('k')?.fresh).toBe(true);
    now = 30_000;
    expect(cache.lookup('k')?.fresh).toBe(false);
    now = 89_999;
    expect(cache.lookup('k')?.answer.body.toString()).toBe('page');
    now = 90_000;
    expect(cache.lookup('k')).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('are bounded: the least recently used goes first', () => {
    const cache = new PageCache({ maxEntries: 2, maxBytes: 1_000 });
    cache.store('a', answer('a'));
    cache.store('b', answer('b'));
    cache.lookup('a');
    cache.store('c', answer('c'));
    expect([cache.lookup('a'), cache.lookup('b'), cache.lookup('c')].map((hit) => hit?.answer.body.toString() ?? null)).toEqual(['a', null, 'c']);
    cache.store('big', answer('x'.repeat(1_000)));
    expect(cache.size).toBe(1);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});

describe('recording what the app sends, through a real HTTP server', () => {
  let server: http.Server;
  let base: string;
  let app: (response: http.ServerResponse) => void;
  const cache = new PageCache();

  beforeAll(async () => {
    server = http.createServer((incoming, response) => {
      const key = keyOf(incoming);
      const hit = key ? cache.lookup(key) : null;
      if (hit) return sendKept(cache, hit.answer, response);
      if (key)
        recordAnswer(
          response,
          (kept) => cache.store(key, kept),
          () => {},
        );
      app(response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => cache.clear());

  const get = (path: string) => fetch(`${base}${path}`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });

  it('keeps a public page as sent, compressed, with its policy and nonce, and answers the next request with it and its age', async () => {
    let renders = 0;
    const gzipped = gzipSync('<html><script nonce="abc">1</script></html>');
    app = (response) => {
      renders += 1;
      response.setHeader('Cache-Control', PUBLIC);
      response.setHeader('Content-Security-Policy', "script-src 'nonce-abc'");
      response.setHeader('Content-Encoding', 'gzip');
      response.setHeader('x-request-id', 'first');
      response.write(gzipped.subarray(0, 10));
      response.end(gzipped.subarray(10));
    };
    const first = await get('/store/a');
    expect(await first.text()).toBe('<html><script nonce="abc">1</script></html>');
    const second = await get('/store/a');
    expect(await second.text()).toBe('<html><script nonce="abc">1</script></html>');
    expect(renders).toBe(1);
    expect(second.headers.get('content-security-policy')).toBe("script-src 'nonce-abc'");
    expect(second.headers.get('cache-control')).toBe(PUBLIC);
    expect(second.headers.get('age')).toBe('0');
    // A request's own id is not repeated to another request.
    expect(second.headers.get('x-request-id')).toBeNull();
  });

  it('keeps nothing private, with a cookie, or not 200', async () => {
    let renders = 0;
    const answers = [
      (response: http.ServerResponse) => response.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate'),
      (response: http.ServerResponse) => {
        response.setHeader('Cache-Control', PUBLIC);
        response.setHeader('Set-Cookie', 'NEXT_LOCALE=en');
      },
      (response: http.ServerResponse) => {
        response.setHeader('Cache-Control', PUBLIC);
        response.statusCode = 404;
      },
    ];
    for (const [index, prepare] of answers.entries()) {
      app = (response) => {
        renders += 1;
        prepare(response);
        response.end('page');
      };
      await (await get(`/page-${index}`)).text();
      await (await get(`/page-${index}`)).text();
    }
    expect(renders).toBe(6);
    expect(cache.size).toBe(0);
  });
});
