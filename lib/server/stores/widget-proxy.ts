import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { allowedFrameOrigins } from '@/lib/domain/widget/frame-origins';
import { widgetRedirect } from '@/lib/domain/widget/widget-navigation';
import { routing } from '@/lib/i18n/routing';
import { container } from '../container';
import { isApiPath } from '../http/request-guard';
import { findStore } from './find-store';
import { readWidgetConfig } from './widget-cookie';

/** A page path split into its locale prefix ('' for en) and the rest. */
function splitLocale(pathname: string): { prefix: string; path: string } {
  for (const locale of routing.locales) {
    if (locale === routing.defaultLocale) continue;
    if (pathname === `/${locale}`) return { prefix: `/${locale}`, path: '/' };
    if (pathname.startsWith(`/${locale}/`)) return { prefix: `/${locale}`, path: pathname.slice(locale.length + 1) };
  }
  return { prefix: '', path: pathname };
}

/**
 * The spec's widget-mode redirects (lib/domain/widget/widget-navigation.ts) for a page request
 * that carries the widget's configuration cookie, or null. Enforced here, on the server, so a
 * link, a typed address or a bookmark inside the frame is turned the same way.
 */
export function widgetNavigation(request: NextRequest): NextResponse | null {
  const config = readWidgetConfig(request.cookies);
  if (!config) return null;
  const { prefix, path } = splitLocale(request.nextUrl.pathname);
  const target = widgetRedirect(
    { storeId: config.StoreID, slug: config.Slug, isHQ: config.IsHQ, isGift: config.IsGift, storeSelectionAtCheckout: config.StoreSelectionAtCheckout, start: config.Start },
    path,
  );
  if (target === null) return null;
  const url = new URL(`${prefix}${target}`, request.url);
  // A forced store keeps the page's query (a table link, a reorder token); the main page's is dropped.
  if (path !== '/' && !target.includes('?')) url.search = request.nextUrl.search;
  return NextResponse.redirect(url);
}

const STORE_PAGE = /^\/store\/([^/]+)/;

/** The store a page belongs to: the one its `/store/{storename}` path names, else the widget's (its cookie). */
function frameStoreName(request: NextRequest, path: string): string | null {
  const match = STORE_PAGE.exec(path);
  if (match) {
    try {
      return decodeURIComponent(match[1]);
    } catch {
      return null;
    }
  }
  return readWidgetConfig(request.cookies)?.StoreID ?? null;
}

/**
 * The sites that may frame this page: those its store lists, with its head office's list. A
 * store page is its own store's; another page inside the frame (the main page, the payment
 * pages, sign-in) is the widget's store's. Empty for API answers, any other page and when the
 * store cannot be read: framing is then refused.
 */
export async function frameAncestorsFor(request: NextRequest): Promise<string[]> {
  if (isApiPath(request.nextUrl.pathname)) return [];
  const storename = frameStoreName(request, splitLocale(request.nextUrl.pathname).path);
  if (storename === null) return [];
  try {
    const app = await container();
    const found = await findStore({ app, by: { storename } });
    return found ? allowedFrameOrigins(found.store, found.headOffice) : [];
  } catch {
    return [];
  }
}
