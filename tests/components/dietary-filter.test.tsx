/** @jest-environment jsdom */
import { renderToString } from 'react-dom/server';
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { DietaryFilter } from '@/components/menu-filter/dietary-filter';
import { MenuFilterProvider, useMenuFilter, type FilterableTile } from '@/components/menu-filter/menu-filter-context';
import en from '@/messages/en.json';

const tiles: FilterableTile[] = [
  { categoryId: 'c1', id: 'toast', Name: 'Toast', ProductAllergy: ['nuts'] },
  { categoryId: 'c1', id: 'salad', Name: 'Salad', ProductAllergy: [] },
];
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
    <MenuFilterProvider tiles={tiles}>
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

  it('once hydrated, opens its panel of choices, filters by a chosen one and counts it, and Clear All empties it', () => {
    render(filter);
    const button = screen.getByRole('button', { name: 'Dietary filter' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // Groups with no choices are left out.
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual(['Allergy', 'Preference']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Nut free' }));
    expect(screen.getByRole('status', { name: 'hidden' })).toHaveTextContent('salad');
    expect(screen.getByRole('button', { name: 'Dietary filter (1)' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(screen.getByRole('status', { name: 'hidden' })).toHaveTextContent(/^$/);
    expect(screen.getByRole('button', { name: 'Clear All' })).toBeDisabled();
  });
});
