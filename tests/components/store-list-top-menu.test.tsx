/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { StoreListTopMenu } from '@/components/store-list/store-list-top-menu';
import { getCartStore } from '@/lib/client/cart/cart-store';
import en from '@/messages/en.json';
import zhCN from '@/messages/zh-CN.json';
import { polyfillDialog } from '../support/dialog-polyfill';
import { push } from '../support/i18n-navigation';
import { steadyTimeline } from '@/lib/domain/time/timeline';

jest.mock('@/lib/i18n/client-navigation', () => jest.requireActual('../support/i18n-navigation'));
jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ push, replace: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
  useParams: () => ({}),
}));
jest.mock('@/components/layout/language-picker', () => ({ LanguagePicker: () => null }));

const CARDS = [
  { id: '1001', slug: 'harbour-sydney', name: 'Harbour & Co. Circular Quay', closed: steadyTimeline(false, 0), currencyLocaleName: 'en-AU' },
  { id: '3001', slug: 'warung-jakarta', name: 'Warung Jakarta', closed: steadyTimeline(true, 0), currencyLocaleName: 'id-ID' },
];

function show(locale: 'en' | 'zh-CN' = 'en') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : zhCN} timeZone="Australia/Sydney">
      <StoreListTopMenu cards={CARDS} />
    </NextIntlClientProvider>,
  );
}

beforeAll(() => polyfillDialog());
beforeEach(() => {
  push.mockReset();
  const cart = getCartStore();
  cart.switchStore('1001', 'Australia/Sydney');
  cart.clear();
});

describe('the store list’s top menu', () => {
  it('shows the saved cart’s items and total, and opens the cart’s store', async () => {
    await act(async () => {
      getCartStore().addLine({ id: 'classic-cheeseburger', name: 'Classic cheeseburger', price: 18, tax: 0.1, quantity: 2, modifiers: [] });
    });
    show();
    const cart = await screen.findByRole('button', { name: 'Cart, 2 items, total $36.00' });
    fireEvent.click(cart);
    expect(push).toHaveBeenCalledWith('/store/harbour-sydney');
  });

  it('does nothing with an empty cart', async () => {
    show();
    const cart = await screen.findByRole('button', { name: 'Cart, 0 items, total $0.00' });
    expect(cart).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(cart);
    expect(push).not.toHaveBeenCalled();
  });

  it('lists the stores in the phone drawer, in Chinese too', async () => {
    show('zh-CN');
    fireEvent.click(screen.getByRole('button', { name: zhCN.topMenu.openMenu }));
    const drawer = await screen.findByRole('dialog', { name: zhCN.topMenu.drawerTitle });
    expect(within(drawer).getByRole('link', { name: /Harbour & Co\. Circular Quay/ })).toHaveAttribute('href', expect.stringContaining('harbour-sydney'));
    expect(within(drawer).getByRole('link', { name: /Warung Jakarta/ })).toBeInTheDocument();
  });
});
