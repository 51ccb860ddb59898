import createMiddleware from 'next-intl/middleware';
import { routing } from './lib/i18n/routing';

/**
 * next-intl first: it picks the locale (en without prefix, zh-CN under /zh-CN) and rewrites to
 * app/[locale]. The spec's checkout, login, widget and table redirects join here as those screens
 * arrive; every page and handler still checks access itself.
 */
export default createMiddleware(routing);

export const config = {
  // Everything but API routes, Next internals and files with an extension (images, sitemap.xml).
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
