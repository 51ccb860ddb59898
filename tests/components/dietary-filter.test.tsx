/** @jest-environment jsdom */
import { renderToString } from 'react-dom/server';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { DietaryFilter } from '@/components/menu-filter/dietary-filter';
import { MenuFilterProvider, useMenuFilter } from '@/components/menu-filter/menu-filter-context';
import { productTileHtml } from '@/components/store/product-tile';
import en from '@/messages/en.json';

// The page's tiles, as MenuSections draws them: the filter reads them from the page.
const tileOptions = { labels: { add: 'add to cart', dietary: 'Dietary', badge: () => '' }, eagerImage: false, orderable: true };
beforeEach(() => {
  const section = document.createElement('section');
  section.dataset.categoryId = 'c1';
  section.innerHTML = `<ul>${[
    { id: 'toast', name: 'Toast', price: 5, dietary: [{ kind: 'allergy' as const, id: 'nuts', name: 'Nut free' }] },
    { id: 'salad', name: 'Salad', price: 7, dietary: [] },
  ]
    .map((tile) => productTileHtml(tile, tileOptions).value)
    .join('')}</ul>`;
  document.body.append(section);
});
afterEach(() => document.querySelector('section[data-category-id]')?.remove());

const choices = { Allergy: [{ Id: 'nuts', Name: 'Nut free' }], Intolerance: [], Preference: [{ Id: 'veg', Name: 'Vegetarian' }] };

function Hidden() {
  return (
    <output aria-label="hidden">
      {useMenuFilter()
        .hidden.map((tile) => tile.id)
        .join(',')}
    </output>
  );
}

const filter = (
  <NextIntlClientProvider locale="en" messages={en} timeZone="Australia/Sydney">
    <MenuFilterProvider>
      <DietaryFilter choices={choices} />
      <Hidden />
    </MenuFilterProvider>
  </NextIntlClientProvider>
);

describe('DietaryFilter', () => {
  it("is disabled in the server's HTML: a tap before hydration is not lost without a sign", () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(filter);
    expect(container.querySelector('button[aria-expanded]')).toBeDisabled();
  });

  it('once hydrated, opens its panel of choices, filters by a chosen one and counts it, and Clear All empties it', async () => {
    render(filter);
    const button = screen.getByRole('button', { name: 'Dietary filter' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // Groups with no choices are left out.
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual(['Allergy', 'Preference']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Nut free' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'hidden' })).toHaveTextContent('salad'));
    expect(screen.getByRole('button', { name: 'Dietary filter (1)' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(screen.getByRole('status', { name: 'hidden' })).toHaveTextContent(/^$/);
    expect(screen.getByRole('button', { name: 'Clear All' })).toBeDisabled();
  });
});
