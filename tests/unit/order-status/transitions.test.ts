import { canChangeOrderStatus, isFinalOrderStatus, isKnownOrderStatus, REFUNDING_STATUSES } from '@/lib/domain/order-status/transitions';

const ORDER_STATUS_CODES = Array.from({ length: 100 }, (_, code) => code).filter(isKnownOrderStatus);

describe('order status transitions', () => {
  it('knows exactly the spec’s codes', () => {
    expect([...ORDER_STATUS_CODES].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 18, 19, 20]);
    expect(isKnownOrderStatus(13)).toBe(false);
    expect(canChangeOrderStatus(1, 13)).toBe(false);
    expect(canChangeOrderStatus(13, 2)).toBe(false);
  });

  it.each([
    [1, 2],
    [1, 9],
    [9, 2],
    [2, 4],
    [4, 5],
    [1, 5],
    [18, 19],
    [19, 5],
    [1, 4],
  ])('moves forward from %i to %i', (from, to) => expect(canChangeOrderStatus(from, to)).toBe(true));

  it.each([
    [2, 1],
    [4, 2],
    [5, 4],
    [19, 18],
    [4, 9],
  ])('never moves back from %i to %i', (from, to) => expect(canChangeOrderStatus(from, to)).toBe(false));

  it.each([1, 7, 8, 18, 9, 2, 19, 4, 12, 6])('rejects or fails the open order %i', (from) => {
    expect(canChangeOrderStatus(from, 11)).toBe(true);
    expect(canChangeOrderStatus(from, 3)).toBe(true);
  });

  it('refunds accepted, ready, completed and cancel-requested orders only', () => {
    for (const from of [2, 19, 4, 5, 12]) expect(canChangeOrderStatus(from, 10)).toBe(true);
    for (const from of [1, 18, 9, 6, 11, 3]) expect(canChangeOrderStatus(from, 10)).toBe(false);
  });

  it('takes a cancel request on accepted or ready orders, and answers it', () => {
    expect(canChangeOrderStatus(2, 12)).toBe(true);
    expect(canChangeOrderStatus(4, 12)).toBe(true);
    expect(canChangeOrderStatus(1, 12)).toBe(false);
    for (const to of [10, 2, 4, 5, 11]) expect(canChangeOrderStatus(12, to)).toBe(true);
  });

  it('keeps final states final; a completed order can only be refunded', () => {
    for (const status of [10, 11, 20, 3]) {
      expect(isFinalOrderStatus(status)).toBe(true);
      for (const to of ORDER_STATUS_CODES.filter((code) => code !== status)) expect(canChangeOrderStatus(status, to)).toBe(false);
    }
    expect(ORDER_STATUS_CODES.filter((to) => to !== 5 && canChangeOrderStatus(5, to))).toEqual([10]);
    expect(isFinalOrderStatus(5)).toBe(false);
  });

  it('treats a status set again as no change', () => {
    expect(canChangeOrderStatus(2, 2)).toBe(true);
    expect(canChangeOrderStatus(10, 10)).toBe(true);
  });

  it('refunds the card after a refund, a rejection or a failure', () => {
    expect([...REFUNDING_STATUSES].sort((a, b) => a - b)).toEqual([3, 10, 11, 20]);
  });
});
