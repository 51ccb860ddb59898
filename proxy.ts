import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { checkoutPathOf } from './lib/domain/account/checkout-path';
import { routing } from './lib/i18n/routing';
import { checkoutGate } from './lib/server/auth/checkout-gate';
import { withCachePolicy } from './lib/server/http/cache-policy';
import { isApiPath, refuse, requestProblem, routeLiteralPercent } from './lib/server/http/request-guard';
import { withSecurityHeaders } from './lib/server/http/secure-proxy';
import { frameAncestorsFor, widgetNavigation } from './lib/server/stores/widget-proxy';

const intl = createMiddleware(routing);

/**
 * First what no route should see (request-guard: an over-long or undecodable path, a method the
 * path does not take); API paths then go on untouched. For pages, next-intl picks the locale (en
 * without prefix, zh-CN under /zh-CN) and rewrites to app/[locale]. Then the spec's login rule
 * for checkout paths: a store with mandatory login sends a customer who is not signed in (or not
 * verified, with SMS verification) to its store page. A convenience only: the checkout page and
 * the order handler check again themselves. Widget mode (lib/server/widget): the widget's
 * configuration cookie redirects as the spec says. Every answer then gets the security headers
 * (secure-proxy.ts: a nonce'd Content-Security-Policy on pages), framing allowed only to the
 * sites the page's store lists (frameAncestorsFor). A public page (the store list, a store, its
 * gift store, the static pages) may be kept by a shared cache, and sets no cookie (cache-policy.ts).
 */
async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const problem = requestProblem(request.method, pathname);
  if (problem) return refuse(request, problem);
  if (isApiPath(pathname)) return NextResponse.next();
  const widget = widgetNavigation(request);
  if (widget) return widget;
  const checkout = checkoutPathOf(pathname);
  if (checkout) {
    const gate = await checkoutGate(checkout.storename, request.cookies).catch(() => null);
    if (gate && gate.access !== 'allowed') return NextResponse.redirect(new URL(`${checkout.prefix}/store/${encodeURIComponent(gate.slug)}`, request.url));
  }
  return routeLiteralPercent(request) ?? intl(request);
}

export default withSecurityHeaders(withCachePolicy(proxy), frameAncestorsFor);

export const config = {
  // Everything but Next internals and files with an extension (images, sitemap.xml); API paths
  // pass through the request guard only.
  matcher: ['/((?!_next|_vercel|.*\\..*).*)'],
};
