/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { StoreChooser } from '@/components/checkout/store-chooser';
import { UnavailableLines } from '@/components/checkout/unavailable-lines';
import type { TCheckoutStoreSelection } from '@/lib/views/checkout';
import en from '@/messages/en.json';
import zhCN from '@/messages/zh-CN.json';
import { replace } from '../support/i18n-navigation';

jest.mock('@/lib/i18n/client-navigation', () => jest.requireActual('../support/i18n-navigation'));

function withIntl(children: ReactNode, locale: 'en' | 'zh-CN' = 'en') {
  return (
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : zhCN} timeZone="Australia/Sydney">
      {children}
    </NextIntlClientProvider>
  );
}

const selection: TCheckoutStoreSelection = {
  cartStore: { ID: '1008', Slug: 'harbour-online', Name: 'Harbour & Co. Online' },
  stores: [
    { ID: '1001', Slug: 'harbour-sydney', Name: 'Harbour & Co. Circular Quay', address: '1 Alfred Street, Sydney NSW 2000', closed: false },
    { ID: '1004', Slug: 'harbour-melbourne', Name: 'Harbour & Co. Docklands', address: '23 NewQuay Promenade, Docklands VIC 3008', closed: true },
  ],
  chosenId: null,
};

describe('the store chooser at checkout', () => {
  beforeEach(() => replace.mockReset());

  it('lists the group’s stores; a closed one cannot be chosen; choosing loads the checkout for it', () => {
    render(withIntl(<StoreChooser selection={selection} />));
    const region = screen.getByRole('region', { name: 'Choose your store' });
    expect(within(region).getByRole('radio', { name: /Docklands/ })).toBeDisabled();
    expect(within(region).getByText('Closed')).toBeInTheDocument();
    fireEvent.click(within(region).getByRole('radio', { name: /Circular Quay/ }));
    expect(replace).toHaveBeenCalledWith({ pathname: '/', query: { store: '1001' } }, { scroll: false });
  });

  it('shows the chosen store checked, in Chinese under zh-CN', () => {
    render(withIntl(<StoreChooser selection={{ ...selection, chosenId: '1001' }} />, 'zh-CN'));
    const region = screen.getByRole('region', { name: '选择门店' });
    expect(within(region).getByRole('radio', { name: /Circular Quay/ })).toBeChecked();
    expect(within(region).getByText('已打烊')).toBeInTheDocument();
  });
});

describe('the lines the chosen store cannot sell', () => {
  const lines = [
    { uniqueId: 'a', name: 'Grilled barramundi', quantity: 1, reason: 'soldOut' as const },
    { uniqueId: 'b', name: 'Harbour picnic hamper', quantity: 2, reason: 'missing' as const },
    { uniqueId: 'c', name: 'Flat white', quantity: 1, reason: 'options' as const },
  ];

  it('says why for each and removes one on request', () => {
    const onRemove = jest.fn();
    render(withIntl(<UnavailableLines storeName="Harbour & Co. Circular Quay" lines={lines} onRemove={onRemove} />));
    const region = screen.getByRole('region', { name: 'Not available at Harbour & Co. Circular Quay' });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 × Grilled barramundiSold outRemove', '2 × Harbour picnic hamperNot sold at this storeRemove', '1 × Flat whiteAn option you chose is not available hereRemove']);
    fireEvent.click(within(region).getByRole('button', { name: 'Remove Harbour picnic hamper' }));
    expect(onRemove).toHaveBeenCalledWith('b');
  });

  it('speaks Chinese under zh-CN, and shows nothing when every line can be sold', () => {
    const { unmount } = render(withIntl(<UnavailableLines storeName="Harbour & Co. Circular Quay" lines={lines.slice(0, 2)} onRemove={jest.fn()} />, 'zh-CN'));
    const region = screen.getByRole('region', { name: 'Harbour & Co. Circular Quay 无法提供' });
    expect(within(region).getByText('已售罄')).toBeInTheDocument();
    expect(within(region).getByText('该门店不售卖')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: '移除 Grilled barramundi' })).toBeInTheDocument();
    unmount();
    const { container } = render(withIntl(<UnavailableLines storeName="x" lines={[]} onRemove={jest.fn()} />));
    expect(container).toBeEmptyDOMElement();
  });
});
