'use client';

import { useLocale } from 'next-intl';
import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { useMemo, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { getPathname, isSitePath, withoutLocalePrefix, type Href } from './paths';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, localeOf, type Locale } from './routing';

/**
 * The browser's links and navigation in the visitor's language: the same calls as next-intl's
 * navigation (`Link`, `useRouter`, `usePathname`), on Next's own router. next-intl's `Link` is
 * next/link, and the two with their helpers weigh some 8 KB gzipped in every page's first load,
 * more than the store page's whole JavaScript budget above the framework leaves (issue 19). These
 * keep what the storefront uses: a client-side navigation on a plain click, a full page load for
 * everything else (a new tab, a modified click, before hydration), and the next page's payload
 * fetched on intent (pointer over, touch or focus) rather than for every link in view.
 */

interface NavigateOptions {
  /** a change of language: the cookie keeps the choice, and the path carries the new prefix */
  locale?: Locale;
  /** false keeps the scroll position (a tab of the same page) */
  scroll?: boolean;
}

/** Keeps the visitor's chosen language for the proxy's next requests (routing.ts: 360 days). */
function keepLocaleChoice(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale};path=/;max-age=${LOCALE_COOKIE_MAX_AGE};sameSite=lax`;
}

/** Next's router, taking the storefront's paths: each is prefixed with the page's language. */
export function useRouter() {
  const router = useNextRouter();
  const current = localeOf(useLocale());
  return useMemo(() => {
    const to = (href: Href, locale?: Locale) => getPathname({ href, locale: locale ?? current, forcePrefix: locale !== undefined && locale !== current });
    const go =
      (navigate: typeof router.push) =>
      (href: Href, { locale, scroll }: NavigateOptions = {}) => {
        if (locale !== undefined && locale !== current) keepLocaleChoice(locale);
        navigate(to(href, locale), scroll === undefined ? undefined : { scroll });
      };
    return {
      push: go(router.push),
      replace: go(router.replace),
      prefetch: (href: Href) => {
        const path = to(href);
        if (isSitePath(path)) router.prefetch(path);
      },
      refresh: router.refresh,
      back: router.back,
    };
  }, [router, current]);
}

/** The page's path without its language prefix (`/zh-CN/store/x` is `/store/x`). */
export function usePathname(): string {
  return withoutLocalePrefix(useNextPathname() ?? '/');
}

/** A click the browser should handle itself: another tab or window, a download, another button. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    (target !== null && target !== '_self') ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    event.button !== 0 ||
    event.currentTarget.hasAttribute('download')
  );
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: Href;
  ref?: Ref<HTMLAnchorElement>;
  /** replace the history entry instead of adding one */
  replace?: boolean;
  /** false keeps the scroll position (a tab of the same page) */
  scroll?: boolean;
}

/** A link to a page of the storefront, in the page's language. */
export function Link({ href, replace = false, scroll, onClick, onPointerEnter, onTouchStart, onFocus, ...anchor }: LinkProps) {
  const router = useRouter();
  const path = getPathname({ href, locale: localeOf(useLocale()) });
  const prefetch = () => router.prefetch(href);
  return (
    <a
      {...anchor}
      href={path}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || opensElsewhere(event) || !isSitePath(path)) return;
        event.preventDefault();
        (replace ? router.replace : router.push)(href, { scroll });
      }}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        prefetch();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetch();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetch();
      }}
    />
  );
}
