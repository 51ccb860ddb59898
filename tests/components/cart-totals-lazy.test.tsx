/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import { cartCodec, createCartStore } from '@/lib/client/cart';
import { EMPTY_CART_TOTALS } from '@/lib/client/cart/empty-totals';
import { loadedPricing } from '@/lib/client/cart/pricing-loader';
import { useCartTotals } from '@/lib/client/cart/use-cart';
import { flatWhite, menu, store } from '../unit/client/demo-cart';

const NOW = 1_781_500_000;

describe('useCartTotals without the pricing engine in the first download', () => {
  it('gives the empty totals at once, and prices the cart once the engine has loaded', async () => {
    const cart = createCartStore({ now: () => NOW, newId: () => 'line-1', codec: cartCodec });
    const { result } = renderHook(() => useCartTotals(menu, store, { now: NOW, cartStore: cart }));
    expect(result.current).toBe(EMPTY_CART_TOTALS);
    expect(loadedPricing()).toBeNull();

    act(() => cart.addLine(flatWhite('a')));
    await waitFor(() => expect(result.current.itemCount).toBe(1));
    expect(result.current.total).toBeGreaterThan(0);
    expect(loadedPricing()).not.toBeNull();
  });
});
