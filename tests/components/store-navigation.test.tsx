/** @jest-environment jsdom */
import { renderToString } from 'react-dom/server';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { StoreTopMenu, type StoreTopMenuProps } from '@/components/layout/top-menu';
import { CategoryNav } from '@/components/store/category-nav';
import { overflowingIds } from '@/components/store/category-nav/measure-overflow';
import { PopularCarousel, type PopularProduct } from '@/components/store/popular-carousel';
import { popularProductsOf } from '@/lib/domain/menu/popular-products';
import { ReorderCarousel } from '@/components/store/reorder-carousel/reorder-carousel';
import { buildMenuView } from '@/lib/server/catalogue/build-menu-view';
import { buildDemoData, FLAGSHIP_STORE_ID } from '@/lib/seed';
import en from '@/messages/en.json';
import zhCN from '@/messages/zh-CN.json';
import { steadyTimeline } from '@/lib/domain/time/timeline';

// The language picker and the storefront's Link read the App Router, which jsdom does not mount.
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/store/harbour-city',
  useSearchParams: () => new URLSearchParams(),
  useParams: () => ({}),
  redirect: jest.fn(),
  permanentRedirect: jest.fn(),
  notFound: jest.fn(),
}));

function withIntl(children: ReactNode, locale: 'en' | 'zh-CN' = 'en') {
  return (
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : zhCN} timeZone="Australia/Sydney">
      {children}
    </NextIntlClientProvider>
  );
}

// ---- browser APIs jsdom lacks, controlled by the tests ----

const media: Record<string, boolean> = {};
const resizeCallbacks = new Set<() => void>();
let rowWidth = 2000;
/** document top of each category section, in px */
let sectionTops: Record<string, number> = {};
let scrollY = 0;
let scrollHeight = 10_000;

class StubResizeObserver {
  private readonly callback: () => void;
  constructor(callback: () => void) {
    this.callback = () => callback();
  }
  observe() {
    resizeCallbacks.add(this.callback);
  }
  unobserve() {}
  disconnect() {
    resizeCallbacks.delete(this.callback);
  }
}

function resizeAll() {
  act(() => {
    for (const callback of [...resizeCallbacks]) callback();
  });
}

const scrollToMock = jest.fn((x: number | ScrollToOptions, y?: number) => {
  scrollY = typeof x === 'number' ? (y ?? 0) : (x.top ?? 0);
});

const originals = {
  offsetWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth'),
  clientWidth: Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth'),
  rect: Element.prototype.getBoundingClientRect,
};

beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    matches: media[query] ?? false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  window.ResizeObserver = StubResizeObserver as unknown as typeof ResizeObserver;
  window.scrollTo = scrollToMock as unknown as typeof window.scrollTo;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => scrollHeight });
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  // Layout: category links are 100 px wide unless hidden, More is 80 px, the row `rowWidth`.
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
    configurable: true,
    get(this: HTMLElement) {
      if (getComputedStyle(this).display === 'none') return 0;
      if (this.matches('nav ul > li[data-category-link]')) return 100;
      if (this.matches('nav > div > div')) return 80;
      return 0;
    },
  });
  Object.defineProperty(Element.prototype, 'clientWidth', {
    configurable: true,
    get(this: Element) {
      return this.matches('nav > div > ul') ? rowWidth : 0;
    },
  });
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    // The category nav is 53 px tall (it sticks under the 56 px top menu: stickTheNav).
    if (this.tagName === 'NAV') return { top: 0, bottom: 53, height: 53, left: 0, right: 0, width: 0, x: 0, y: 0, toJSON: () => ({}) } as DOMRect;
    const id = this.id.startsWith('category-') ? this.id.slice('category-'.length) : undefined;
    const top = id !== undefined && id in sectionTops ? sectionTops[id] - scrollY : 0;
    const height = id !== undefined && id in sectionTops ? 400 : 0;
    return { top, bottom: top + height, height, left: 0, right: 0, width: 0, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
  };
});

afterAll(() => {
  if (originals.offsetWidth) Object.defineProperty(HTMLElement.prototype, 'offsetWidth', originals.offsetWidth);
  if (originals.clientWidth) Object.defineProperty(Element.prototype, 'clientWidth', originals.clientWidth);
  Element.prototype.getBoundingClientRect = originals.rect;
});

beforeEach(() => {
  for (const key of Object.keys(media)) delete media[key];
  rowWidth = 2000;
  sectionTops = {};
  scrollY = 0;
  scrollHeight = 10_000;
  scrollToMock.mockClear();
  window.sessionStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
});

// ---- category navigation ----

const categories = ['Breakfast', 'Burgers', 'Salads', 'Pasta', 'Desserts', 'Drinks'].map((name, index) => ({ id: `c${index + 1}`, name }));

function CategoryPage() {
  return (
    <>
      <CategoryNav categories={categories} />
      {categories.map((category) => (
        <section key={category.id} id={`category-${category.id}`} data-category-id={category.id}>
          <h2>{category.name}</h2>
        </section>
      ))}
    </>
  );
}

/** The nav sticks 56 px down, under the top menu: the sticky bars end 56 + 53 = 109 px from the top. */
const BARS = 109;
function stickTheNav() {
  screen.getByRole('navigation', { name: 'Menu categories' }).style.top = '56px';
}

function frames(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

function rowLink(name: string) {
  // the row is the nav's own list; the More menu's list sits inside its dropdown wrapper
  const row = screen.getByRole('navigation', { name: 'Menu categories' }).querySelector<HTMLElement>('nav > div > ul')!;
  return within(row).getByRole('link', { name });
}

describe('CategoryNav', () => {
  it('measures the pure overflow rule: what fits beside More stays, filter-hidden links take no room', () => {
    const items = (widths: number[]) => widths.map((width, index) => ({ id: `c${index + 1}`, width }));
    expect(overflowingIds(items([100, 100, 100]), 300, 80, 0)).toEqual([]);
    expect(overflowingIds(items([100, 100, 100, 100]), 350, 80, 0)).toEqual(['c3', 'c4']);
    expect(overflowingIds(items([100, 0, 100, 100, 100]), 350, 80, 0)).toEqual(['c4', 'c5']);
    expect(overflowingIds(items([100, 100, 100, 100]), 350, 80, 10)).toEqual(['c3', 'c4']);
  });

  it('folds the links that do not fit into More, whose menu opens and closes with Escape', () => {
    rowWidth = 350;
    render(withIntl(<CategoryPage />));
    resizeAll();
    const more = screen.getByRole('button', { name: 'More categories' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    // Two links fit beside More (80 + 2 × 100 ≤ 350); the other four are folded out of the row.
    const row = screen.getByRole('navigation', { name: 'Menu categories' }).querySelector('nav > div > ul')!;
    const folded = [...row.querySelectorAll('li[aria-hidden="true"]')].map((li) => li.getAttribute('data-category-link'));
    expect(folded).toEqual(['c3', 'c4', 'c5', 'c6']);

    fireEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(menu).toBeVisible();
    const menuLinks = within(menu).getAllByRole('link');
    expect(menuLinks.map((link) => link.textContent)).toEqual(['Salads', 'Pasta', 'Desserts', 'Drinks']);
    // Each menu entry keeps data-category-link so the search filter's style sheet hides it too.
    expect(menuLinks.map((link) => link.closest('li')?.getAttribute('data-category-link'))).toEqual(['c3', 'c4', 'c5', 'c6']);

    menuLinks[1].focus();
    fireEvent.keyDown(menuLinks[1], { key: 'ArrowDown' });
    expect(menuLinks[2]).toHaveFocus();
    fireEvent.keyDown(menuLinks[2], { key: 'Escape' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
    expect(more).toHaveFocus();
  });

  it('opens More from the keyboard onto its first link, and closes it on a click outside', () => {
    jest.useFakeTimers();
    rowWidth = 350;
    render(withIntl(<CategoryPage />));
    resizeAll();
    const more = screen.getByRole('button', { name: 'More categories' });
    fireEvent.keyDown(more, { key: 'ArrowDown' });
    act(() => {
      jest.advanceTimersByTime(20);
    });
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Salads' })).toHaveFocus();
    fireEvent.pointerDown(document.body);
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('re-measures when the search filter hides categories, without breaking the row', () => {
    rowWidth = 350;
    const { container } = render(withIntl(<CategoryPage />));
    resizeAll();
    // The menu filter hides emptied categories with a style sheet on data-category-link.
    const style = document.createElement('style');
    style.textContent = '[data-category-link="c1"] { display: none !important; }';
    container.appendChild(style);
    resizeAll();
    const row = container.querySelector('nav > div > ul')!;
    const folded = () => [...row.querySelectorAll('li[aria-hidden="true"]')].map((li) => li.getAttribute('data-category-link'));
    // c1 takes no room: c2 and c3 fit beside More, c4 to c6 fold.
    expect(folded()).toEqual(['c4', 'c5', 'c6']);
    // With three categories hidden the other three fit, and More steps aside.
    style.textContent = '[data-category-link="c1"], [data-category-link="c2"], [data-category-link="c3"] { display: none !important; }';
    resizeAll();
    expect(folded()).toEqual([]);
    expect(screen.getByRole('navigation', { name: 'Menu categories' }).querySelector('nav > div > div')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows every link and no More when they all fit', () => {
    render(withIntl(<CategoryPage />));
    resizeAll();
    expect(screen.queryByRole('button', { name: 'More categories' })).toBeNull();
    expect(rowLink('Drinks')).toBeVisible();
  });

  it('jumps to the category, its top just under the sticky bars, when the visitor prefers reduced motion', () => {
    media['(prefers-reduced-motion: reduce)'] = true;
    sectionTops = { c1: 400, c2: 900, c3: 1200, c4: 1700, c5: 2100, c6: 2500 };
    render(withIntl(<CategoryPage />));
    stickTheNav();
    const link = rowLink('Salads');
    expect(link).toHaveAttribute('href', '#category-c3');
    // fireEvent answers false when the handler prevented the browser's own jump
    expect(fireEvent.click(link)).toBe(false);
    expect(scrollToMock).toHaveBeenCalledTimes(1);
    expect(scrollToMock).toHaveBeenLastCalledWith(0, 1200 - BARS);
    expect(link).toHaveAttribute('aria-current', 'true');
    expect(document.getElementById('category-c3')).toHaveFocus();
  });

  it('smooth-scrolls to the category over 500 ms, landing just under the sticky bars', () => {
    jest.useFakeTimers();
    sectionTops = { c1: 400, c2: 900, c3: 1200, c4: 1700, c5: 2100, c6: 2500 };
    render(withIntl(<CategoryPage />));
    stickTheNav();
    fireEvent.click(rowLink('Desserts'));
    frames(250);
    const halfway = scrollY;
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(2100 - BARS);
    frames(400);
    expect(scrollToMock).toHaveBeenLastCalledWith(0, 2100 - BARS);
    expect(scrollToMock.mock.calls.length).toBeGreaterThan(5);
  });

  it('re-aims while the sections on the way render at their real heights, and after landing', () => {
    jest.useFakeTimers();
    // Sections skipped by content-visibility stand in at 900 px until they render.
    sectionTops = { c1: 400, c2: 1300, c3: 2200, c4: 3100, c5: 4000, c6: 4900 };
    render(withIntl(<CategoryPage />));
    stickTheNav();
    fireEvent.click(rowLink('Desserts'));
    frames(200);
    // c2 and c3 rendered shorter than their stand-ins: Desserts is 700 px higher than aimed at first.
    sectionTops = { ...sectionTops, c3: 1800, c4: 2700, c5: 3300, c6: 4200 };
    frames(320);
    expect(scrollY).toBe(3300 - BARS);
    expect(rowLink('Desserts')).toHaveAttribute('aria-current', 'true');
    // c4 renders only once it is near the landing: the window follows Desserts there.
    sectionTops = { ...sectionTops, c5: 3100, c6: 4000 };
    frames(50);
    expect(scrollY).toBe(3100 - BARS);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      jest.advanceTimersByTime(20);
    });
    expect(rowLink('Desserts')).toHaveAttribute('aria-current', 'true');
  });

  it('keeps the chosen category highlighted where the page ends before it reaches the bars, until the visitor scrolls', () => {
    jest.useFakeTimers();
    sectionTops = { c1: 400, c2: 900, c3: 1200, c4: 1700, c5: 2100, c6: 2300 };
    // The page can scroll to 1900 at most: Desserts stops at 200 px, 91 px below the bars, and the page is at its bottom.
    scrollHeight = 1900 + window.innerHeight;
    render(withIntl(<CategoryPage />));
    stickTheNav();
    fireEvent.click(rowLink('Desserts'));
    frames(700);
    expect(scrollY).toBe(1900);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      jest.advanceTimersByTime(20);
    });
    expect(rowLink('Desserts')).toHaveAttribute('aria-current', 'true');
    // The visitor scrolls: scroll-spy reads the page again (Desserts within 300 px, then the page's bottom).
    scrollY = 1850;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      jest.advanceTimersByTime(20);
    });
    expect(rowLink('Desserts')).toHaveAttribute('aria-current', 'true');
    scrollY = 1900;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      jest.advanceTimersByTime(20);
    });
    expect(rowLink('Drinks')).toHaveAttribute('aria-current', 'true');
  });

  it('highlights the category whose section top is within 300 px of the top (scroll-spy)', () => {
    jest.useFakeTimers();
    sectionTops = { c1: 400, c2: 900, c3: 1200, c4: 1700, c5: 2100, c6: 2500 };
    render(withIntl(<CategoryPage />));
    // On load the first section is 400 px down: nothing is highlighted yet.
    expect(screen.getByRole('navigation', { name: 'Menu categories' }).querySelector('[aria-current]')).toBeNull();

    scrollY = 1000; // c3 top at 200 px, c4 at 700 px
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      jest.advanceTimersByTime(20);
    });
    expect(rowLink('Salads')).toHaveAttribute('aria-current', 'true');
    expect(rowLink('Burgers')).not.toHaveAttribute('aria-current');

    scrollY = 1450; // c4 top at 250 px
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      jest.advanceTimersByTime(20);
    });
    expect(rowLink('Pasta')).toHaveAttribute('aria-current', 'true');
    expect(rowLink('Salads')).not.toHaveAttribute('aria-current');
  });

  it('on phones scrolls the row, not More, to keep the highlighted link in sight', () => {
    jest.useFakeTimers();
    media['(max-width: 767px)'] = true;
    media['(prefers-reduced-motion: reduce)'] = true;
    rowWidth = 250;
    sectionTops = { c1: 400, c2: 900, c3: 1200, c4: 1700, c5: 2100, c6: 2500 };
    const { container } = render(withIntl(<CategoryPage />));
    expect(screen.queryByRole('button', { name: 'More categories' })).toBeNull();
    const row = container.querySelector('nav > div > ul') as HTMLElement;
    let left = 0;
    Object.defineProperty(row, 'scrollLeft', { configurable: true, get: () => left, set: (value: number) => (left = value) });
    const items = [...row.children] as HTMLElement[];
    items.forEach((li, index) => Object.defineProperty(li, 'offsetLeft', { configurable: true, value: index * 104 }));
    scrollY = 2000; // c5 top at 100 px
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      jest.advanceTimersByTime(20);
    });
    expect(rowLink('Desserts')).toHaveAttribute('aria-current', 'true');
    // c5 spans 416–516 px: centred in the 250 px row means scrollLeft 416 − 75.
    expect(left).toBe(341);
  });
});

// ---- popular carousel ----

const popular: PopularProduct[] = [
  { id: 'p1', name: 'Fish and chips', price: '$18.50' },
  { id: 'p2', name: 'Calamari', price: '$16.00' },
  { id: 'p3', name: 'Prawn roll', price: '$14.00' },
];

function trackOf(region: HTMLElement): HTMLElement & { left: number } {
  const track = region.querySelector('ul') as unknown as HTMLElement & { left: number };
  track.left = 0;
  Object.defineProperty(track, 'scrollLeft', { configurable: true, get: () => track.left, set: (value: number) => (track.left = value) });
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: 300 });
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: 1000 });
  return track;
}

describe('PopularCarousel', () => {
  it('Skip hides it and the session remembers', () => {
    const { unmount } = render(withIntl(<PopularCarousel products={popular} storeId="skip-test" />));
    expect(screen.getByRole('region', { name: 'Popular' })).toHaveAttribute('aria-roledescription', 'carousel');
    fireEvent.click(screen.getByRole('button', { name: 'Skip popular items' }));
    expect(screen.queryByRole('region', { name: 'Popular' })).toBeNull();
    expect(window.sessionStorage.getItem('popularCarouselSkipped:skip-test')).toBe('1');
    unmount();
    render(withIntl(<PopularCarousel products={popular} storeId="skip-test" />));
    expect(screen.queryByRole('region', { name: 'Popular' })).toBeNull();
  });

  it('opens a product with its card button', () => {
    const onSelect = jest.fn();
    render(withIntl(<PopularCarousel products={popular} onSelect={onSelect} storeId="select-test" />));
    fireEvent.click(screen.getByRole('button', { name: /Calamari/ }));
    expect(onSelect).toHaveBeenCalledWith('p2');
  });

  it('a touch moving 5 px or less is a tap; beyond 5 px it swipes a page and is not a tap', () => {
    media['(prefers-reduced-motion: reduce)'] = true;
    const onSelect = jest.fn();
    render(withIntl(<PopularCarousel products={popular} onSelect={onSelect} storeId="swipe-test" />));
    const track = trackOf(screen.getByRole('region', { name: 'Popular' }));
    const card = screen.getByRole('button', { name: /Fish and chips/ });

    fireEvent.touchStart(track, { touches: [{ clientX: 200, clientY: 40 }] });
    fireEvent.touchEnd(track, { changedTouches: [{ clientX: 195, clientY: 41 }] });
    expect(track.left).toBe(0);
    fireEvent.click(card);
    expect(onSelect).toHaveBeenCalledTimes(1);

    fireEvent.touchStart(track, { touches: [{ clientX: 200, clientY: 40 }] });
    fireEvent.touchEnd(track, { changedTouches: [{ clientX: 194, clientY: 41 }] });
    expect(track.left).toBe(300);
    // the click a browser may still send after a short swipe does not open the product
    fireEvent.click(card);
    expect(onSelect).toHaveBeenCalledTimes(1);

    // a swipe to the right goes back; a mostly vertical move leaves the carousel alone
    fireEvent.touchStart(track, { touches: [{ clientX: 100, clientY: 40 }] });
    fireEvent.touchEnd(track, { changedTouches: [{ clientX: 140, clientY: 45 }] });
    expect(track.left).toBe(0);
    fireEvent.touchStart(track, { touches: [{ clientX: 100, clientY: 40 }] });
    fireEvent.touchEnd(track, { changedTouches: [{ clientX: 90, clientY: 140 }] });
    expect(track.left).toBe(0);
  });

  it('pages with previous and next over 300 ms', () => {
    jest.useFakeTimers();
    render(withIntl(<PopularCarousel products={popular} storeId="arrows-test" />));
    const region = screen.getByRole('region', { name: 'Popular' });
    const track = trackOf(region);
    fireEvent.scroll(track);
    const next = screen.getByRole('button', { name: 'Show next items' });
    expect(screen.getByRole('button', { name: 'Show previous items' })).toBeDisabled();
    fireEvent.click(next);
    act(() => {
      jest.advanceTimersByTime(150);
    });
    expect(track.left).toBeGreaterThan(0);
    expect(track.left).toBeLessThan(300);
    act(() => {
      jest.advanceTimersByTime(200);
    });
    expect(track.left).toBe(300);
    expect(screen.getByRole('button', { name: 'Show previous items' })).toBeEnabled();
  });

  it('renders nothing without products', () => {
    const { container } = render(withIntl(<PopularCarousel products={[]} />));
    expect(container).toBeEmptyDOMElement();
  });
});

describe('popularProductsOf', () => {
  it('picks the Status 2 products of the demo flagship menu, once each, in menu order', () => {
    const menu = buildDemoData().menus[FLAGSHIP_STORE_ID][0];
    const categories = buildMenuView(menu);
    const picked = popularProductsOf(categories);
    const expected = [...new Set(categories.flatMap((category) => category.products.filter((product) => product.status === 2).map((product) => product.id)))].slice(0, 12);
    expect(picked.length).toBeGreaterThan(0);
    expect(picked.map((product) => product.id)).toEqual(expected);
    for (const product of picked) {
      expect(menu.Products[product.id].Status).toBe(2);
      expect(product.price).toMatch(/^\$\d+\.\d{2}$/);
    }
  });

  it('de-duplicates, keeps menu order, stops at 12 and formats with the given formatter', () => {
    const product = (id: string, status?: number) => ({ id, name: id, price: 5, status });
    const categories = [
      { products: [product('a', 2), product('b', 1), product('c', 2)] },
      { products: [product('c', 2), product('d', 3), ...Array.from({ length: 15 }, (_, i) => product(`x${i}`, 2))] },
    ];
    const picked = popularProductsOf(categories, (price) => `¥${price}`);
    expect(picked).toHaveLength(12);
    expect(picked.slice(0, 4).map((p) => p.id)).toEqual(['a', 'c', 'x0', 'x1']);
    expect(picked[0]).toEqual({ id: 'a', name: 'a', price: '¥5' });
  });
});

// ---- reorder carousel ----

describe('ReorderCarousel', () => {
  const orders = [
    { id: 'o1', date: 'Mon 3 March 07:45 pm', items: ['1 × Flat white', '2 × Croissant', '1 × Muffin', '1 × Juice', '1 × Bagel', '1 × Tea'] },
    { id: 'o2', date: 'Sat 1 March 12:10 pm', items: ['1 × Burger', '1 × Chips', '1 × Cola', '1 × Salad', '1 × Soup'] },
    { id: 'o3', date: 'Fri 28 February 06:00 pm', items: ['1 × Pizza'] },
  ];

  it('lists up to 4 items, then "Plus N items", with the date; Reorder and Skip call back', () => {
    const onReorder = jest.fn();
    const onSkip = jest.fn();
    render(withIntl(<ReorderCarousel orders={orders} onReorder={onReorder} onSkip={onSkip} />));
    const first = screen.getByRole('listitem', { name: 'Order of Mon 3 March 07:45 pm' });
    expect(
      within(first)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 × Flat white', '2 × Croissant', '1 × Muffin', '1 × Juice']);
    expect(first).toHaveTextContent('Plus 2 items');
    expect(screen.getByRole('listitem', { name: 'Order of Sat 1 March 12:10 pm' })).toHaveTextContent('Plus 1 item');
    expect(screen.getByRole('listitem', { name: 'Order of Fri 28 February 06:00 pm' })).not.toHaveTextContent(/Plus/);

    fireEvent.click(screen.getByRole('button', { name: 'Reorder the order of Sat 1 March 12:10 pm' }));
    expect(onReorder).toHaveBeenCalledWith('o2');
    fireEvent.click(screen.getByRole('button', { name: 'Skip previous orders' }));
    expect(onSkip).toHaveBeenCalledTimes(1);
  });

  it('renders nothing without past orders', () => {
    const { container } = render(withIntl(<ReorderCarousel orders={[]} onReorder={jest.fn()} onSkip={jest.fn()} />));
    expect(container).toBeEmptyDOMElement();
  });
});

// ---- top menu and drawer ----

const stores = [
  { slug: 'harbour-city', name: 'Harbour City', closed: steadyTimeline(false, 0) },
  { slug: 'harbour-beach', name: 'Harbour Beach', closed: steadyTimeline(true, 0) },
];

function topMenu(props: Partial<StoreTopMenuProps> = {}, locale: 'en' | 'zh-CN' = 'en') {
  return withIntl(
    <StoreTopMenu title="Harbour Kitchen" branded stores={stores} currentSlug="harbour-city" totalLabel="$24.50" itemCount={3} enabled onOpen={jest.fn()} {...props} />,
    locale,
  );
}

describe('StoreTopMenu', () => {
  it('a disabled cart button (store closed or checkout) does nothing', () => {
    const onOpen = jest.fn();
    render(topMenu({ enabled: false, onOpen }));
    const cart = screen.getByRole('button', { name: 'Cart, 3 items, total $24.50' });
    expect(cart).toHaveAttribute('aria-disabled', 'true');
    expect(cart).toHaveAccessibleDescription('Ordering is not available right now');
    fireEvent.click(cart);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('an enabled cart button opens the cart', () => {
    const onOpen = jest.fn();
    render(topMenu({ onOpen }));
    const cart = screen.getByRole('button', { name: 'Cart, 3 items, total $24.50' });
    expect(cart).not.toHaveAttribute('aria-disabled');
    expect(cart).toHaveTextContent('$24.50');
    fireEvent.click(cart);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('shows the stores link only when branded and not gift, plus the language picker and the filter slot', () => {
    const { unmount } = render(topMenu({ dietaryFilter: <button type="button">Dietary</button> }));
    expect(screen.getByRole('link', { name: 'Stores' })).toHaveAttribute('href', '/?selectMode=true');
    expect(screen.getByRole('link', { name: 'Harbour Kitchen' })).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('combobox', { name: 'Language' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Dietary' })).toBeInTheDocument();
    unmount();
    const { unmount: unmountGift } = render(topMenu({ gift: true }));
    expect(screen.queryByRole('link', { name: 'Stores' })).toBeNull();
    unmountGift();
    render(topMenu({ branded: false }));
    expect(screen.queryByRole('link', { name: 'Stores' })).toBeNull();
  });

  it('the hamburger is disabled in the server’s HTML: a tap before the page hydrates is not lost without a sign', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(topMenu());
    expect(container.querySelector('button[aria-label="Open menu"]')).toBeDisabled();
  });

  it('the hamburger opens a drawer listing the stores, and Escape closes it', async () => {
    render(topMenu());
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    expect(hamburger).toBeEnabled();
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    // The drawer's code is fetched when it is first wanted: no dialog before that.
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(hamburger).not.toHaveAttribute('aria-controls');
    fireEvent.click(hamburger);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(hamburger).toHaveAttribute('aria-controls', drawer.id);
    expect(drawer).toHaveAttribute('open');
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    const list = within(drawer).getByRole('navigation', { name: 'Our stores' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/store/harbour-city', '/store/harbour-beach']);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links[1]).toHaveTextContent('Closed');
    expect(within(drawer).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();

    fireEvent.keyDown(drawer, { key: 'Escape' });
    expect(drawer).not.toHaveAttribute('open');
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(hamburger).toHaveFocus();
  });

  it('closes the drawer with its close button and when a store is chosen', async () => {
    render(topMenu());
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    expect(drawer).not.toHaveAttribute('open');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.click(within(drawer).getByRole('link', { name: /Harbour Beach/ }));
    expect(drawer).not.toHaveAttribute('open');
  });
});

// ---- Simplified Chinese ----

describe('zh-CN', () => {
  it('renders the navigation pieces in Simplified Chinese', () => {
    rowWidth = 350;
    render(
      <>
        {topMenu({}, 'zh-CN')}
        {withIntl(<CategoryPage />, 'zh-CN')}
        {withIntl(<PopularCarousel products={popular} storeId="zh-test" />, 'zh-CN')}
        {withIntl(<ReorderCarousel orders={[{ id: 'o1', date: '3月3日 周一 下午07:45', items: ['a', 'b', 'c', 'd', 'e'] }]} onReorder={jest.fn()} onSkip={jest.fn()} />, 'zh-CN')}
      </>,
    );
    resizeAll();
    expect(screen.getByRole('navigation', { name: '菜单分类' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '更多分类' })).toHaveTextContent('更多');
    expect(screen.getByRole('region', { name: '热门推荐' })).toHaveAttribute('aria-roledescription', '轮播');
    expect(screen.getByRole('button', { name: '跳过热门推荐' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '再来一单' })).toHaveTextContent('另加 1 件商品');
    expect(screen.getByRole('button', { name: '打开菜单' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '购物车，3 件商品，合计 $24.50' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '门店' })).toBeInTheDocument();
  });
});
