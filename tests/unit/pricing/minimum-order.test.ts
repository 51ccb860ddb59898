import { describe, expect, it } from '@jest/globals';
import { minimumFor, minimumOrderMessage } from '@/lib/domain/order';

const rules = { '10': { MinimumTotalPrice: 25 }, '3': { MinimumTotalPrice: 0 }, gift: { MinimumTotalPrice: 50 } };

describe('minimum order per order type', () => {
  it("returns 'minimum purchase is {amount} (excluding delivery fee)' as key and params", () => {
    expect(minimumOrderMessage(rules, 10, 2499)).toEqual({ key: 'order.minimumPurchase', values: { amount: '$25.00' } });
    expect(minimumOrderMessage(rules, '10', 2500)).toBeNull();
    expect(minimumOrderMessage(rules, 3, 100)).toBeNull();
    expect(minimumOrderMessage(undefined, 3, 100)).toBeNull();
    expect(minimumOrderMessage({ '2': { MinimumTotalPrice: 50000 } }, 2, 100, 'id-ID')).toEqual({ key: 'order.minimumPurchase', values: { amount: 'Rp50.000' } });
  });

  it('gift cards must reach the minimum with their total', () => {
    expect(minimumFor(rules, 'gift')).toBe(5000);
    expect(minimumOrderMessage(rules, 'gift', 4000)).not.toBeNull();
    expect(minimumOrderMessage(rules, 'gift', 5000)).toBeNull();
  });
});
