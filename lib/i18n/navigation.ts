import { redirect as nextRedirect } from 'next/navigation';
import { getPathname, type Href } from './paths';
import type { Locale } from './routing';

/** Sends the request to `href` in `locale` (a server component's or route's redirect). */
export function redirect({ href, locale }: { href: Href; locale: Locale }): never {
  return nextRedirect(getPathname({ href, locale }));
}
