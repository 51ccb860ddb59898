/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { cartCodec, createCartStore } from '@/lib/client/cart';
import { loadedPricing, loadPricing } from '@/lib/client/cart/pricing-loader';
import { useCartTotals } from '@/lib/client/cart/use-cart';
import { flatWhite, menu, store } from '../unit/client/demo-cart';

const NOW = 1_781_500_000;

/**
 * Issue 36 #12: the cart button's count and total come from the pricing engine. Loaded by the
 * product dialog before the add, it prices the add's very render: the button never reads
 * "0 items, $0.00" after a product was added.
 */
describe('useCartTotals with the engine loaded elsewhere', () => {
  it('prices a line in the render that adds it', async () => {
    const cart = createCartStore({ now: () => NOW, newId: () => 'line-1', codec: cartCodec });
    const { result } = renderHook(() => useCartTotals(menu, store, { now: NOW, cartStore: cart }));
    expect(loadedPricing()).toBeNull();
    // The dialog's preload, while the page's totals wait with an empty cart.
    await act(() => loadPricing());
    act(() => cart.addLine(flatWhite('a')));
    expect(result.current.itemCount).toBe(1);
    expect(result.current.total).toBe(7.2);
  });
});
