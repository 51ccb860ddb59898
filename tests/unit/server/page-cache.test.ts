/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { PageCache, recordAnswer, sendKept, sharedLifetimeOf } from '@/lib/server/http/page-cache';
import { keyOf, wantsFresh } from '@/lib/server/http/page-cache-key';

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
    expect(key).toBe('/store/harbour-sydney?table=4\ngzip\naccept-language:');
    expect(keyOf(request('/store/harbour-sydney?table=4', { 'accept-encoding': 'gzip', cookie: 'a=1; NEXT_LOCALE=zh-CN' }))).toBe('/store/harbour-sydney?table=4\ngzip\nzh-CN');
    expect(keyOf(request('/store/harbour-sydney?table=4', { 'accept-encoding': 'br, gzip' }))).not.toBe(key);
  });

  it('a page load without a language cookie: by the Accept-Language next-intl picks the language from (a browser preferring Chinese is sent to the Chinese page, never given a kept English one)', () => {
    const english = keyOf(request('/about', { 'accept-language': 'en-AU,en;q=0.9' }));
    expect(keyOf(request('/about', { 'accept-language': 'zh-CN,zh;q=0.9' }))).not.toBe(english);
    expect(keyOf(request('/about', { 'accept-language': 'zh-CN,zh;q=0.9', cookie: 'NEXT_LOCALE=en' }))).toBe(keyOf(request('/about', { cookie: 'NEXT_LOCALE=en' })));
  });

  it('the menu API, which asks for JSON', () => {
    expect(keyOf(request('/api/stores/1001/menu', { accept: '*/*' }))).toBe('/api/stores/1001/menu\n\n');
  });

  it.each([
    ['another method', request('/store/harbour-sydney', {}, 'HEAD')],
    ['a page load with the router’s state tree but not RSC: 1', request('/store/harbour-sydney', { 'next-router-state-tree': 'tree' })],
    ['a page load with the router’s _rsc but not RSC: 1', request('/store/harbour-sydney?_rsc=abc', {})],
    ['the widget, whose cookie may redirect', request('/', { cookie: 'OOConfig=%7B%7D' })],
    ['a page asked for without HTML', request('/store/harbour-sydney', { accept: '*/*' })],
    ['a static file', request('/_next/static/chunks/main.js', { accept: '*/*' })],
  ])('never %s', (_name, asked) => expect(keyOf(asked)).toBeNull());
});

describe('which client navigations the cache may answer (RSC: 1), and by what key', () => {
  // As the router sends them (next/dist/client/components/router-reducer/fetch-server-response.js).
  const TREE = '%5B%22%22%2C%7B%22children%22%3A%5B%5B%22locale%22%2C%22en%22%2C%22d%22%5D%5D%7D%5D';
  const OTHER_TREE = '%5B%22%22%2C%7B%22children%22%3A%5B%22store%22%5D%7D%5D';
  const NAVIGATION = { accept: '*/*', 'accept-encoding': 'gzip', 'accept-language': 'en-AU,en;q=0.9', rsc: '1', 'next-router-state-tree': TREE };
  const navigation = (headers: Record<string, string> = {}, url = '/store/harbour-sydney?_rsc=abc') => keyOf(request(url, { ...NAVIGATION, ...headers }));

  it('is kept apart from the page load of the same URL, and asked again gets the same key', () => {
    expect(navigation()).not.toBeNull();
    expect(navigation()).toBe(navigation());
    expect(navigation({}, '/store/harbour-sydney')).not.toBe(keyOf(request('/store/harbour-sydney', { 'accept-encoding': 'gzip' })));
    expect(navigation({ accept: 'text/html' }, '/store/harbour-sydney')).not.toBe(keyOf(request('/store/harbour-sydney', { 'accept-encoding': 'gzip' })));
  });

  it.each([
    ['another page', {}, '/store/harbour-melbourne?_rsc=abc'],
    ['another cache-busting parameter', {}, '/store/harbour-sydney?_rsc=xyz'],
    ['another router state tree', { 'next-router-state-tree': OTHER_TREE }, undefined],
    ['a prefetch', { 'next-router-prefetch': '1' }, undefined],
    ['a prefetch of one segment', { 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' }, undefined],
    ['another Next-Url', { 'next-url': '/about' }, undefined],
    ['another encoding', { 'accept-encoding': 'br, gzip' }, undefined],
    ['an Accept that names HTML (the tiles stay out of the payload)', { accept: 'text/html,*/*' }, undefined],
    ['the Chinese cookie', { cookie: 'NEXT_LOCALE=zh-CN' }, undefined],
    ['no cookie and another Accept-Language', { 'accept-language': 'zh-CN,zh;q=0.9' }, undefined],
    ['another deployment', { 'x-deployment-id': 'next' }, undefined],
  ])('differs for %s', (_name, headers, url) => expect(navigation(headers, url)).not.toBe(navigation()));

  it('goes by the language cookie, not Accept-Language, when the cookie names one of ours', () => {
    expect(navigation({ cookie: 'NEXT_LOCALE=en', 'accept-language': 'zh-CN' })).toBe(navigation({ cookie: 'NEXT_LOCALE=en' }));
    expect(navigation({ cookie: 'NEXT_LOCALE=fr', 'accept-language': 'zh-CN' })).not.toBe(navigation({ cookie: 'NEXT_LOCALE=fr' }));
  });

  it.each([
    ['a server action', { 'next-action': 'abc' }, 'GET'],
    ['the dev server’s refresh', { 'next-hmr-refresh': '1' }, 'GET'],
    ['the widget', { cookie: 'OOConfig=%7B%7D' }, 'GET'],
    ['an RSC header Next does not take as one', { rsc: '2' }, 'GET'],
    ['another method', {}, 'HEAD'],
  ])('never %s', (_name, headers, method) => expect(keyOf(request('/store/harbour-sydney?_rsc=abc', { ...NAVIGATION, ...headers }, method))).toBeNull());
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

  it('keeps a client navigation’s payload for that navigation only: never for a prefetch, another tree or a page load', async () => {
    const renders: string[] = [];
    app = (response) => {
      renders.push(String(response.req.headers['next-router-prefetch'] ?? response.req.headers.accept));
      response.setHeader('Cache-Control', PUBLIC);
      response.setHeader('Vary', 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding');
      response.setHeader('Content-Type', response.req.headers.rsc ? 'text/x-component' : 'text/html');
      response.end(response.req.headers.rsc ? `0:{"prefetch":${response.req.headers['next-router-prefetch'] ?? 0}}` : '<html></html>');
    };
    const navigate = (headers: Record<string, string> = {}) =>
      fetch(`${base}/store/a?_rsc=abc`, { headers: { accept: '*/*', 'accept-encoding': 'gzip', rsc: '1', 'next-router-state-tree': 'tree', ...headers } });
    expect(await (await navigate()).text()).toBe('0:{"prefetch":0}');
    const kept = await navigate();
    expect([await kept.text(), kept.headers.get('content-type'), kept.headers.get('age'), kept.headers.get('vary')]).toEqual([
      '0:{"prefetch":0}',
      'text/x-component',
      '0',
      'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
    ]);
    expect(await (await navigate({ 'next-router-prefetch': '1' })).text()).toBe('0:{"prefetch":1}');
    expect((await navigate({ 'next-router-state-tree': 'another' })).headers.get('age')).toBeNull();
    expect(await (await fetch(`${base}/store/a`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } })).text()).toBe('<html></html>');
    expect(renders).toEqual(['*/*', '1', '*/*', 'text/html']);
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
