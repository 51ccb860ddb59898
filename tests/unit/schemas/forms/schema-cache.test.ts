import { createCardSchema, createCheckoutDetailsSchema, createDeliveryAddressSchema } from '@/lib/schemas/forms';
import { cachedByOptions } from '@/lib/schemas/forms/schema-cache';

describe('form schemas built once per set of options', () => {
  it('gives the same schema for the same options and another for other options', () => {
    expect(createCheckoutDetailsSchema()).toBe(createCheckoutDetailsSchema({}));
    expect(createCheckoutDetailsSchema({ country: 'NZ' })).not.toBe(createCheckoutDetailsSchema());
    const areas = [{ PostcodeFrom: 2000, PostcodeTo: 2100 }];
    expect(createDeliveryAddressSchema({ deliveryAreas: areas })).toBe(createDeliveryAddressSchema({ deliveryAreas: [{ PostcodeFrom: 2000, PostcodeTo: 2100 }] }));
    expect(createDeliveryAddressSchema({ deliveryAreas: areas })).not.toBe(createDeliveryAddressSchema({ deliveryAreas: [{ PostcodeFrom: 3000, PostcodeTo: 3100 }] }));
  });

  it('keeps a card schema per month in the store zone: an expiry of last month is refused once the month turns', () => {
    const card = { CardHolder: 'Ada Lovelace', CardNumber: '4242 4242 4242 4242', ExpireDate: '01/27', CVV: '123' };
    // 31 January 2027, 23:00 in Sydney, then 1 February 2027, 00:30 in Sydney.
    const january = createCardSchema({ now: new Date(Date.UTC(2027, 0, 31, 12, 0)), timeZone: 'Australia/Sydney' });
    const february = createCardSchema({ now: new Date(Date.UTC(2027, 0, 31, 13, 30)), timeZone: 'Australia/Sydney' });
    expect(january).not.toBe(february);
    expect(january.safeParse(card).success).toBe(true);
    expect(february.safeParse(card).success).toBe(false);
    expect(createCardSchema({ now: new Date(Date.UTC(2027, 0, 5)), timeZone: 'Australia/Sydney' })).toBe(january);
    expect(createCardSchema({ now: new Date(Date.UTC(2027, 0, 5)), timeZone: 'Australia/Sydney', stripeActivated: true })).not.toBe(january);
  });

  it('forgets the oldest set of options beyond its size', () => {
    const build = jest.fn((options?: { n: number }) => ({ n: options?.n }));
    const cached = cachedByOptions(build, (options) => String(options?.n), 2);
    const first = cached({ n: 1 });
    cached({ n: 2 });
    expect(cached({ n: 1 })).toBe(first);
    cached({ n: 3 });
    expect(cached({ n: 1 })).not.toBe(first);
    expect(build).toHaveBeenCalledTimes(4);
  });
});
