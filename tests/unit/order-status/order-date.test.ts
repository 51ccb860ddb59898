import { orderDateParts } from '@/lib/domain/order-status/order-date';

describe("the order date 'dd MMMM yyyy h:mm a' in the store's zone", () => {
  it('reads an instant as the store’s wall clock', () => {
    // 2026-03-05T03:30:00Z is 2:30 PM in Sydney (UTC+11 in March) and 11:30 AM in Perth (UTC+8)
    const seconds = Date.UTC(2026, 2, 5, 3, 30) / 1000;
    expect(orderDateParts(seconds, 'Australia/Sydney')).toEqual({ dd: '05', month: 3, yyyy: '2026', time: '2:30', period: 'pm' });
    expect(orderDateParts(seconds, 'Australia/Perth')).toEqual({ dd: '05', month: 3, yyyy: '2026', time: '11:30', period: 'am' });
  });

  it('writes midnight and noon as 12', () => {
    expect(orderDateParts(Date.UTC(2026, 0, 1, 0, 5) / 1000, 'UTC')).toMatchObject({ dd: '01', month: 1, time: '12:05', period: 'am' });
    expect(orderDateParts(Date.UTC(2026, 11, 31, 12, 0) / 1000, 'UTC')).toMatchObject({ dd: '31', month: 12, time: '12:00', period: 'pm' });
  });
});
