import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { checkoutPathOf } from './lib/domain/account/checkout-path';
import { routing } from './lib/i18n/routing';
import { checkoutGate } from './lib/server/auth/checkout-gate';

const intl = createMiddleware(routing);

/**
 * next-intl first: it picks the locale (en without prefix, zh-CN under /zh-CN) and rewrites to
 * app/[locale]. Then the spec's login rule for checkout paths: a store with mandatory login
 * sends a customer who is not signed in (or not verified, with SMS verification) to its store
 * page. A convenience only: the checkout page and the order handler check again themselves.
 */
export default async function proxy(request: NextRequest) {
  const checkout = checkoutPathOf(request.nextUrl.pathname);
  if (checkout) {
    const gate = await checkoutGate(checkout.storename, request.cookies).catch(() => null);
    if (gate && gate.access !== 'allowed') return NextResponse.redirect(new URL(`${checkout.prefix}/store/${encodeURIComponent(gate.slug)}`, request.url));
  }
  return intl(request);
}

export const config = {
  // Everything but API routes, Next internals and files with an extension (images, sitemap.xml).
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
