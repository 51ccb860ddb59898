import { NextRequest } from 'next/server';
import proxy from '@/proxy';
import { isPublicPage, PUBLIC_PAGE_CACHE_CONTROL } from '@/lib/server/http/cache-policy';

/**
 * Issue 19 item 2: public pages may be kept by a shared cache and set no cookie unless the visitor
 * chose a language; private pages stay private. The proxy answers are checked here; the rendered
 * pages' headers in tests/e2e/cache-policy.spec.ts.
 */
const send = (path: string, init: { method?: string; headers?: Record<string, string> } = {}) => proxy(new NextRequest(`http://localhost:3000${path}`, init));
const localeCookieOf = (response: Response) => response.headers.getSetCookie().find((cookie) => cookie.startsWith('NEXT_LOCALE='));

describe('which pages a shared cache may keep', () => {
  it.each(['/', '/zh-CN', '/zh-CN/', '/store/harbour-sydney', '/zh-CN/store/harbour-sydney/', '/store/harbour-sydney/giftcards', '/about', '/zh-CN/contact', '/privacypolicy'])(
    '%s is public',
    (path) => expect(isPublicPage(path)).toBe(true),
  );

  it.each([
    '/store/harbour-sydney/checkout',
    '/zh-CN/store/harbour-sydney/checkout/abc',
    '/store/harbour-sydney/completeorder/o/u',
    '/store/harbour-sydney/shoppingcartmobile',
    '/store/harbour-sydney/giftcards/thankyou',
    '/profile',
    '/login',
    '/board/1001',
    '/harbour-sydney/orderhistory',
    '/LogViewer',
    '/store',
  ])('%s is private', (path) => expect(isPublicPage(path)).toBe(false));
});

describe('the proxy’s answer for a public page', () => {
  it.each(['/store/harbour-sydney', '/zh-CN/store/harbour-sydney', '/', '/zh-CN', '/about'])('%s: the shared-cache policy and no language cookie', async (path) => {
    const response = await send(path, { headers: { 'accept-language': 'en' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(PUBLIC_PAGE_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=60');
    expect(localeCookieOf(response)).toBeUndefined();
  });

  it('HEAD is answered as GET', async () => {
    const response = await send('/store/harbour-sydney', { method: 'HEAD' });
    expect(response.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
  });

  it('a private page keeps no shared-cache policy, and the language cookie', async () => {
    const response = await send('/zh-CN/store/harbour-sydney/checkout');
    expect(response.headers.get('cache-control')).toBeNull();
    expect(localeCookieOf(response)).toMatch(/^NEXT_LOCALE=zh-CN;/);
  });

  it('a visitor who chose Chinese is sent to the Chinese page: a redirect, never kept', async () => {
    const response = await send('/store/harbour-sydney', { headers: { cookie: 'NEXT_LOCALE=zh-CN' } });
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toMatch(/\/zh-CN\/store\/harbour-sydney$/);
    expect(response.headers.get('cache-control')).toBeNull();
  });

  it('a refused request is not kept', async () => {
    const response = await send('/store/harbour-sydney', { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('cache-control')).not.toBe(PUBLIC_PAGE_CACHE_CONTROL);
  });
});
