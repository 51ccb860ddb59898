import { hasLocale } from 'next-intl';
import { defineRouting } from 'next-intl/routing';

/** The cookie that keeps the visitor's chosen language. */
export const LOCALE_COOKIE = 'NEXT_LOCALE';

/** The spec keeps the chosen language in a cookie for 360 days (in seconds). */
export const LOCALE_COOKIE_MAX_AGE = 360 * 24 * 60 * 60;

/** English has no URL prefix; Simplified Chinese lives under /zh-CN. */
export const routing = defineRouting({
  locales: ['en', 'zh-CN'],
  defaultLocale: 'en',
  localePrefix: 'as-needed',
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE },
});

export type Locale = (typeof routing.locales)[number];

/** A route's `[locale]` segment as a Locale: the default for anything else (the layout 404s those). */
export function localeOf(value: string): Locale {
  return hasLocale(routing.locales, value) ? value : routing.defaultLocale;
}
