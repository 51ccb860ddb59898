/**
 * The one stand-in for `@/lib/i18n/client-navigation` in component tests:
 *   jest.mock('@/lib/i18n/client-navigation', () => jest.requireActual('../support/i18n-navigation'));
 * A test that checks where the page went imports `push` from here (one instance: the mock is
 * this very module). Links render as plain anchors with their path.
 */
import { jest } from '@jest/globals';
import type { ReactNode } from 'react';

export const push = jest.fn<(href: string) => void>();
export const replace = jest.fn<(href: string) => void>();

type Href = string | { pathname: string };

export function Link({ href, children, ...props }: { href: Href; children: ReactNode } & Record<string, unknown>) {
  return (
    <a href={typeof href === 'string' ? href : href.pathname} {...props}>
      {children}
    </a>
  );
}

export const useRouter = () => ({ push, replace });
export const usePathname = () => '/';
