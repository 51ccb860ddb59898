/** @jest-environment jsdom */
/**
 * A reload as the store page does it (tests/e2e/cart-honesty.spec.ts, #11): the saved copy is
 * decoded by the lazily loaded codec, while the page's store switch, daily refresh and menu sync
 * wait for it; the lines the menu no longer sells leave the cart, each named with why.
 */
import { waitFor } from '@testing-library/react';
import { createCartStore, type CartStore } from '@/lib/client/cart';
import { line, menu, SOLD_OUT_PRODUCT_ID, STORE_ID } from '../unit/client/demo-cart';

const NOW = 1_781_500_000;
const SYDNEY = 'Australia/Sydney';
const unsubscribes: (() => void)[] = [];

/** A page load with the page's own decoder loading (no codec passed in). */
function load(): CartStore {
  const cart = createCartStore({ now: () => NOW, newId: () => 'pavlova-line' });
  unsubscribes.push(cart.subscribe(() => undefined));
  return cart;
}

afterEach(() => {
  unsubscribes.splice(0).forEach((u) => u());
  localStorage.clear();
});

it('restores the saved cart through the lazily loaded codec and names the lines that leave it', async () => {
  const first = load();
  first.switchStore(STORE_ID, SYDNEY);
  first.addLine(line('pavlova', { uniqueId: '' }));
  const saved = JSON.parse(localStorage.getItem('cart') ?? '{}') as { lines: Record<string, unknown>[] };
  const [pavlova] = saved.lines;
  saved.lines.push({ ...pavlova, uniqueId: 'sold-out-line', id: SOLD_OUT_PRODUCT_ID, name: 'Grilled barramundi' });
  saved.lines.push({ ...pavlova, uniqueId: 'retired-line', id: 'retired-burger', name: 'Retired burger' });
  localStorage.setItem('cart', JSON.stringify(saved));

  const reloaded = load();
  expect(reloaded.getSnapshot().hydrated).toBe(false);
  reloaded.switchStore(STORE_ID, SYDNEY);
  reloaded.removeStale();
  reloaded.syncMenu(menu.Products);
  await waitFor(() => expect(reloaded.getSnapshot().hydrated).toBe(true));

  const state = reloaded.getSnapshot();
  expect(state.lines.map((l) => l.name)).toEqual(['Pavlova']);
  expect(state.removal?.lines).toEqual([
    { name: 'Grilled barramundi', reason: 'soldOut' },
    { name: 'Retired burger', reason: 'noLongerSold' },
  ]);
  // The copy is written back as restored, so a second reload shows the same cart.
  expect((JSON.parse(localStorage.getItem('cart') ?? '{}') as { lines: unknown[] }).lines).toHaveLength(1);
});
