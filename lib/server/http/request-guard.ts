import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { AppError } from '@/lib/domain/errors/app-error';
import { escapeHtml } from '@/lib/html/html-template';
import { routing, type Locale } from '@/lib/i18n/routing';
import { HTTP_STATUS } from './error-table';
import { errorResponse, requestLocale, translate } from './route';

/**
 * What the proxy refuses before any routing (found by a bad-input probe): a path too long for
 * the headers that echo it, a path that does not decode (a lone `%`, invalid UTF-8), and
 * methods a path does not take. Pages take GET and HEAD only (there are no server actions);
 * TRACE, TRACK and CONNECT are refused everywhere. API paths answer the error table's JSON,
 * pages a small translated HTML page.
 */
export const MAX_PATH_LENGTH = 2048;

const PAGE_METHODS = new Set(['GET', 'HEAD']);
const NEVER_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);

export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** The refusal a request earns before routing, or null when it may go on. */
export function requestProblem(method: string, pathname: string): AppError | null {
  if (pathname.length > MAX_PATH_LENGTH) return new AppError('URI_TOO_LONG', 'errors.addressTooLong');
  if (NEVER_METHODS.has(method) || (!isApiPath(pathname) && !PAGE_METHODS.has(method))) return new AppError('METHOD_NOT_ALLOWED', 'errors.methodNotAllowed');
  if (!decodes(pathname)) return new AppError('VALIDATION', 'errors.badAddress');
  return null;
}

/** A page's language for a refusal: its path prefix, else what the client asks for. */
function pageLocale(request: NextRequest): Locale {
  const prefix = routing.locales.find(
    (locale) => locale !== routing.defaultLocale && (request.nextUrl.pathname === `/${locale}` || request.nextUrl.pathname.startsWith(`/${locale}/`)),
  );
  return prefix ?? requestLocale(request);
}

/** The refusal as the client reads it: JSON for API paths, a small page otherwise. */
export async function refuse(request: NextRequest, problem: AppError): Promise<Response> {
  const headers: Record<string, string> = problem.code === 'METHOD_NOT_ALLOWED' && !isApiPath(request.nextUrl.pathname) ? { Allow: 'GET, HEAD' } : {};
  if (isApiPath(request.nextUrl.pathname)) {
    const response = await errorResponse(request, problem);
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  }
  const locale = pageLocale(request);
  const message = escapeHtml(await translate(locale, problem.messageKey, problem.values));
  const home = escapeHtml(await translate(locale, 'errors.backHome', {}));
  const href = locale === routing.defaultLocale ? '/' : `/${locale}`;
  const html = `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${message}</title></head><body style="font-family:system-ui,sans-serif;padding:2rem"><h1 style="font-size:1.25rem">${message}</h1><p><a href="${href}">${home}</a></p></body></html>`;
  return new NextResponse(request.method === 'HEAD' ? null : html, {
    status: HTTP_STATUS[problem.code],
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

/**
 * A page path holding an encoded `%` (`%25`): next-intl decodes such a path twice and fails, so
 * the locale routing is done here, keeping the path as it came: the default locale's own prefix
 * is dropped by a redirect, any other path is served from app/[locale] by a rewrite.
 */
export function routeLiteralPercent(request: NextRequest): Response | null {
  const { pathname, search } = request.nextUrl;
  if (!/%25/i.test(pathname)) return null;
  const own = `/${routing.defaultLocale}`;
  if (pathname === own || pathname.startsWith(`${own}/`)) return NextResponse.redirect(new URL(`${pathname.slice(own.length) || '/'}${search}`, request.url));
  const prefixed = routing.locales.some((locale) => pathname === `/${locale}` || pathname.startsWith(`/${locale}/`));
  // The request's headers go on (the page's nonce is among them).
  return NextResponse.rewrite(new URL(`${prefixed ? '' : own}${pathname}${search}`, request.url), { request: { headers: request.headers } });
}
