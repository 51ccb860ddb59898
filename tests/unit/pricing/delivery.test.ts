import { describe, expect, it } from '@jest/globals';
import {
  billableDurationSeconds,
  billableKm,
  deliveryEstimate,
  deliveryRefusal,
  deliveryRefusalMessage,
  findFreightFeeRule,
  freightFeeCents,
  freightTaxSplit,
} from '@/lib/domain/delivery';

const rules = [
  { PriceRangeMinimum: 0, PriceRangeMaximum: 30, FreightFeeAmount: 5, FreightFeePerKilometer: 1.2, FreightFeeMinimum: 8 },
  { PriceRangeMinimum: 30.01, PriceRangeMaximum: 0, FreightFeeAmount: 0, FreightFeePerKilometer: 0.5, FreightFeeMinimum: 0 },
];

describe('delivery fee', () => {
  it('rounds distance up to whole km with a minimum of 1 and duration to at least 60 s', () => {
    expect(billableKm(2.1)).toBe(3);
    expect(billableKm(0.2)).toBe(1);
    expect(billableKm(0)).toBe(1);
    expect(billableKm(Number.NaN)).toBe(1);
    expect(billableKm(4)).toBe(4);
    expect(billableDurationSeconds(12)).toBe(60);
    expect(billableDurationSeconds(601.2)).toBe(602);
    expect(billableDurationSeconds(Number.NaN)).toBe(60);
  });

  it('picks the rule by price range and applies amount, per-km and minimum', () => {
    expect(findFreightFeeRule(rules, 2000)).toBe(rules[0]);
    expect(findFreightFeeRule(rules, 5000)).toBe(rules[1]);
    // 5 + 1.20 × 2 km = 7.40, raised to the 8.00 minimum
    expect(freightFeeCents(rules, 2000, 1.5)).toBe(800);
    // 5 + 1.20 × 4 km = 9.80
    expect(freightFeeCents(rules, 2000, 3.2)).toBe(980);
    expect(freightFeeCents(rules, 5000, 3.2)).toBe(200);
    expect(freightFeeCents([], 5000, 3)).toBe(0);
    expect(freightFeeCents(undefined, 5000, 3)).toBe(0);
  });

  it('taxes delivery at 10% inclusive', () => {
    expect(freightTaxSplit(550)).toEqual({ tax: 50, excludingTax: 500 });
  });
});

describe('delivery reach', () => {
  const store = { Location: { State: 'VIC' }, DeliveryRadius: 10, DeliveryAreas: [{ PostcodeFrom: 3000, PostcodeTo: 3207 }] };

  it('accepts an address in the area, the state and the radius', () => {
    expect(deliveryRefusal(store, { PostalCode: '3000', State: 'vic' }, 9.9)).toBeNull();
    expect(deliveryRefusal({}, { PostalCode: '2000' })).toBeNull();
  });

  it('refuses a postcode outside the delivery areas, another state, or beyond DeliveryRadius', () => {
    expect(deliveryRefusal(store, { PostalCode: '3800', State: 'VIC' }, 1)).toBe('postcodeNotInArea');
    expect(deliveryRefusal(store, { PostalCode: '30000', State: 'VIC' }, 1)).toBe('postcodeNotInArea');
    expect(deliveryRefusal(store, { PostalCode: '3000', State: 'NSW' }, 1)).toBe('outOfState');
    expect(deliveryRefusal(store, { PostalCode: '3000', State: 'VIC' }, 10.1)).toBe('beyondRadius');
    expect(deliveryRefusal(store, { PostalCode: '3000', State: 'VIC' }, null)).toBeNull();
  });

  it("words refusals as 'delivery not available for {postcode}' or 'Sorry we cannot deliver to this address'", () => {
    expect(deliveryRefusalMessage('postcodeNotInArea', '3800')).toEqual({ key: 'errors.deliveryNotAvailable', values: { postcode: '3800' } });
    expect(deliveryRefusalMessage('outOfState', '2000')).toEqual({ key: 'errors.cannotDeliver' });
    expect(deliveryRefusalMessage('beyondRadius', '3000')).toEqual({ key: 'errors.cannotDeliver' });
  });
});

describe('delivery estimate', () => {
  it('is duration plus preparation plus buffer, shown as a range to +10 minutes', () => {
    expect(deliveryEstimate(900, 20, 5)).toEqual({ fromMinutes: 40, toMinutes: 50 });
    expect(deliveryEstimate(10)).toEqual({ fromMinutes: 1, toMinutes: 11 });
    expect(deliveryEstimate(61, -3, null)).toEqual({ fromMinutes: 2, toMinutes: 12 });
  });
});
