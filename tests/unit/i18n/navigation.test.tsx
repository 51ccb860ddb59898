/** @jest-environment jsdom */
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { Link, usePathname, useRouter } from '@/lib/i18n/client-navigation';
import { redirect } from '@/lib/i18n/navigation';
import { getPathname, withoutLocalePrefix } from '@/lib/i18n/paths';
import en from '@/messages/en.json';

const router = { push: jest.fn(), replace: jest.fn(), prefetch: jest.fn(), refresh: jest.fn(), back: jest.fn() };
let nextPathname = '/';
const nextRedirect = jest.fn((path: string): never => {
  throw new Error(`redirect ${path}`);
});
jest.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => nextPathname,
  redirect: (path: string) => nextRedirect(path),
}));

function inLocale(locale: 'en' | 'zh-CN') {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale={locale} messages={en} timeZone="Australia/Sydney">
        {children}
      </NextIntlClientProvider>
    );
  };
}

beforeEach(() => {
  jest.clearAllMocks();
  document.cookie = 'NEXT_LOCALE=; max-age=0; path=/';
});

describe('getPathname: the paths of each language (English unprefixed, Chinese under /zh-CN)', () => {
  it.each([
    ['/store/harbour-sydney', 'en', '/store/harbour-sydney'],
    ['/store/harbour-sydney', 'zh-CN', '/zh-CN/store/harbour-sydney'],
    ['/', 'en', '/'],
    ['/', 'zh-CN', '/zh-CN'],
    ['/?selectMode=true', 'zh-CN', '/zh-CN?selectMode=true'],
    ['https://pay.example.com/3ds', 'zh-CN', 'https://pay.example.com/3ds'],
    ['//cdn.example.com/x', 'zh-CN', '//cdn.example.com/x'],
  ] as const)('%s in %s is %s', (href, locale, path) => {
    expect(getPathname({ href, locale })).toBe(path);
  });

  it('serialises a query, repeated keys included', () => {
    expect(getPathname({ href: { pathname: '/', query: { selectMode: 'true' } }, locale: 'en' })).toBe('/?selectMode=true');
    expect(getPathname({ href: { pathname: '/profile', query: { store: 'harbour sydney', tag: ['a', 'b'] } }, locale: 'zh-CN' })).toBe(
      '/zh-CN/profile?store=harbour+sydney&tag=a&tag=b',
    );
    expect(getPathname({ href: { pathname: '/store/x' }, locale: 'en' })).toBe('/store/x');
  });

  it('prefixes English too when asked (a change of language)', () => {
    expect(getPathname({ href: '/store/x', locale: 'en', forcePrefix: true })).toBe('/en/store/x');
    expect(getPathname({ href: '/', locale: 'en', forcePrefix: true })).toBe('/en');
  });

  it('withoutLocalePrefix takes the language off a page path', () => {
    expect(withoutLocalePrefix('/zh-CN/store/x')).toBe('/store/x');
    expect(withoutLocalePrefix('/zh-CN')).toBe('/');
    expect(withoutLocalePrefix('/en/store/x')).toBe('/store/x');
    expect(withoutLocalePrefix('/store/x')).toBe('/store/x');
    expect(withoutLocalePrefix('/zh-CNx/store')).toBe('/zh-CNx/store');
    expect(withoutLocalePrefix('/')).toBe('/');
  });

  it('redirect sends to the path in the language', () => {
    expect(() => redirect({ href: '/generalError', locale: 'zh-CN' })).toThrow('redirect /zh-CN/generalError');
    expect(nextRedirect).toHaveBeenCalledWith('/zh-CN/generalError');
  });
});

describe('Link', () => {
  it('is a real link to the path in the page language, and a plain click navigates in the page', () => {
    render(<Link href="/store/harbour-sydney">Stores</Link>, { wrapper: inLocale('zh-CN') });
    const link = screen.getByRole('link', { name: 'Stores' });
    expect(link.getAttribute('href')).toBe('/zh-CN/store/harbour-sydney');
    const click = fireEvent.click(link);
    expect(click).toBe(false); // the browser's own navigation was prevented
    expect(router.push).toHaveBeenCalledWith('/zh-CN/store/harbour-sydney', undefined);
  });

  it('replaces the history entry and keeps the scroll position when asked', () => {
    render(
      <Link href={{ pathname: '/', query: { state: 'NSW' } }} replace scroll={false}>
        NSW
      </Link>,
      { wrapper: inLocale('en') },
    );
    fireEvent.click(screen.getByRole('link', { name: 'NSW' }));
    expect(router.replace).toHaveBeenCalledWith('/?state=NSW', { scroll: false });
    expect(router.push).not.toHaveBeenCalled();
  });

  it.each([
    ['a middle click', { button: 1 }],
    ['a ctrl-click', { ctrlKey: true }],
    ['a cmd-click', { metaKey: true }],
    ['a shift-click', { shiftKey: true }],
    ['an alt-click', { altKey: true }],
  ])('leaves %s to the browser (a new tab or window)', (_, modifiers) => {
    render(<Link href="/store/x">Go</Link>, { wrapper: inLocale('en') });
    expect(fireEvent.click(screen.getByRole('link', { name: 'Go' }), modifiers)).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('leaves a link to another window, a download or another site to the browser', () => {
    render(
      <>
        <Link href="/store/x" target="_blank">
          Tab
        </Link>
        <Link href="/terms.pdf" download>
          File
        </Link>
        <Link href="https://example.com/">Away</Link>
      </>,
      { wrapper: inLocale('en') },
    );
    for (const name of ['Tab', 'File', 'Away']) expect(fireEvent.click(screen.getByRole('link', { name }))).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });

  it("runs the caller's onClick first, and a prevented click does not navigate", () => {
    const onClick = jest.fn((event: React.MouseEvent) => event.preventDefault());
    render(
      <Link href="/store/x" onClick={onClick}>
        Go
      </Link>,
      { wrapper: inLocale('en') },
    );
    fireEvent.click(screen.getByRole('link', { name: 'Go' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(router.push).not.toHaveBeenCalled();
  });

  it("fetches the next page's payload on intent (pointer, touch, focus), not for being in view", () => {
    const onFocus = jest.fn();
    render(
      <Link href="/store/x" onFocus={onFocus}>
        Go
      </Link>,
      { wrapper: inLocale('zh-CN') },
    );
    expect(router.prefetch).not.toHaveBeenCalled();
    const link = screen.getByRole('link', { name: 'Go' });
    fireEvent.pointerEnter(link);
    fireEvent.touchStart(link);
    fireEvent.focus(link);
    expect(router.prefetch).toHaveBeenCalledTimes(3);
    expect(router.prefetch).toHaveBeenCalledWith('/zh-CN/store/x');
    expect(onFocus).toHaveBeenCalledTimes(1);
  });

  it('never prefetches another site', () => {
    render(<Link href="https://example.com/">Away</Link>, { wrapper: inLocale('en') });
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Away' }));
    expect(router.prefetch).not.toHaveBeenCalled();
  });
});

describe('useRouter and usePathname', () => {
  it('navigate to the path in the page language', () => {
    const { result } = renderHook(() => useRouter(), { wrapper: inLocale('zh-CN') });
    result.current.push('/store/x/checkout');
    result.current.replace({ pathname: '/', query: { store: '7' } }, { scroll: false });
    expect(router.push).toHaveBeenCalledWith('/zh-CN/store/x/checkout', undefined);
    expect(router.replace).toHaveBeenCalledWith('/zh-CN?store=7', { scroll: false });
    expect(document.cookie).not.toContain('NEXT_LOCALE');
  });

  it('a change of language goes to the prefixed path and keeps the choice in the cookie', () => {
    const { result } = renderHook(() => useRouter(), { wrapper: inLocale('zh-CN') });
    act(() => result.current.replace({ pathname: '/store/x', query: { table: '4' } }, { locale: 'en' }));
    expect(router.replace).toHaveBeenCalledWith('/en/store/x?table=4', undefined);
    expect(document.cookie).toContain('NEXT_LOCALE=en');
    const other = renderHook(() => useRouter(), { wrapper: inLocale('en') });
    act(() => other.result.current.replace('/store/x', { locale: 'zh-CN' }));
    expect(router.replace).toHaveBeenLastCalledWith('/zh-CN/store/x', undefined);
    expect(document.cookie).toContain('NEXT_LOCALE=zh-CN');
  });

  it('usePathname gives the path without the language', () => {
    nextPathname = '/zh-CN/store/harbour-sydney';
    expect(renderHook(() => usePathname(), { wrapper: inLocale('zh-CN') }).result.current).toBe('/store/harbour-sydney');
    nextPathname = '/store/harbour-sydney';
    expect(renderHook(() => usePathname(), { wrapper: inLocale('en') }).result.current).toBe('/store/harbour-sydney');
  });
});
