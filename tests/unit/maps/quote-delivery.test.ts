import { describe, expect, it, jest } from '@jest/globals';

import { AppError } from '@/lib/domain/errors/app-error';
import type { TStore } from '@/lib/schemas/entities';
import type { AddressQuery, DrivingDistance, GeocodedAddress, Maps } from '@/lib/server/ports/maps';
import { quoteDelivery, type DeliveryQuoteAddress } from '@/lib/server/catalogue/quote-delivery';

import { testStore } from '../../support/catalogue';

/** Maps that place every address at Surry Hills NSW 2010 (or the given place) and drive the given distance. */
function fakeMaps({ drive = { distanceMeters: 2_100, durationSeconds: 420 }, place }: { drive?: DrivingDistance; place?: Partial<GeocodedAddress> | null } = {}) {
  const geocode = jest.fn(async (address: AddressQuery | string): Promise<GeocodedAddress | null> => {
    if (place === null) return null;
    const query = typeof address === 'string' ? {} : address;
    return {
      Latitude: -33.88,
      Longitude: 151.21,
      formattedAddress: 'x',
      CityTown: query.CityTown ?? 'Surry Hills',
      State: query.State ?? 'NSW',
      PostalCode: query.PostalCode ?? '2010',
      Country: 'AU',
      ...place,
    };
  });
  const drivingDistance = jest.fn<Maps['drivingDistance']>(async () => drive);
  const maps: Maps = { autocomplete: jest.fn(async () => []), geocode, drivingDistance };
  return { maps, geocode, drivingDistance };
}

const store = (overrides: Partial<TStore> = {}) =>
  testStore({
    ID: '1',
    Slug: 'harbour',
    Name: 'Harbour',
    DeliveryRadius: 10,
    DeliveryAreas: [{ PostcodeFrom: '2000', PostcodeTo: '2050' }],
    FreightFeeRules: [
      { PriceRangeMinimum: 0, PriceRangeMaximum: 49.99, FreightFeeAmount: 5, FreightFeePerKilometer: 0.5, FreightFeeMinimum: 6 },
      { PriceRangeMinimum: 50, FreightFeeAmount: 0 },
    ],
    OrderPreparationTime: 15,
    OrderPreparationDeliveryBuffer: 5,
    ...overrides,
  });
const address: DeliveryQuoteAddress = { Street: '1 Crown St', Suburb: 'Surry Hills', State: 'NSW', Postcode: '2010' };

async function refusal(promise: Promise<unknown>): Promise<[string, string, Record<string, string | number>]> {
  const error = await promise.catch((e: unknown) => e);
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return [error.code, error.messageKey, error.values];
}

describe('quoteDelivery', () => {
  it('quotes the fee on the distance rounded up to whole km, with duration and estimate', async () => {
    const { maps, drivingDistance } = fakeMaps();
    const quote = await quoteDelivery({ store: store(), maps, address, orderValue: 30 });
    // 2.1 km → 3 km: $5 + 3 × $0.50 = $6.50 (above the $6 minimum)
    expect(quote).toEqual({ Success: true, Fee: 6.5, DeliveryDuration: 420, SubsidyFee: 0, distanceKm: 3, estimate: { fromMinutes: 7 + 15 + 5, toMinutes: 37 } });
    expect(drivingDistance).toHaveBeenCalledWith({ Latitude: -33.86, Longitude: 151.21 }, expect.objectContaining({ Latitude: -33.88 }));
  });

  it('applies the fee rule of the order value, the minimum fee, 1 km and 60 s minimums', async () => {
    const { maps } = fakeMaps({ drive: { distanceMeters: 150, durationSeconds: 20 } });
    expect(await quoteDelivery({ store: store(), maps, address, orderValue: 80 })).toMatchObject({ Fee: 0, distanceKm: 1, DeliveryDuration: 60 });
    expect(await quoteDelivery({ store: store(), maps, address, orderValue: 10 })).toMatchObject({ Fee: 6 });
    expect(await quoteDelivery({ store: store({ FreightFeeRules: undefined }), maps, address, orderValue: 10 })).toMatchObject({ Fee: 0 });
  });

  it('refuses a postcode outside the delivery areas with the postcode, before any maps call', async () => {
    const { maps, geocode } = fakeMaps();
    expect(await refusal(quoteDelivery({ store: store(), maps, address: { ...address, Postcode: '2150' }, orderValue: 30 }))).toEqual([
      'OUT_OF_DELIVERY_AREA',
      'errors.deliveryNotAvailable',
      { postcode: '2150' },
    ]);
    expect(geocode).not.toHaveBeenCalled();
  });

  it('allows every postcode when the store defines no areas', async () => {
    const { maps } = fakeMaps();
    expect((await quoteDelivery({ store: store({ DeliveryAreas: undefined }), maps, address: { ...address, Postcode: '2150' }, orderValue: 30 })).Success).toBe(true);
  });

  it('refuses an address in another state, typed or as the maps place it', async () => {
    const { maps } = fakeMaps();
    const anywhere = store({ DeliveryAreas: undefined });
    expect(await refusal(quoteDelivery({ store: anywhere, maps, address: { ...address, State: 'Victoria', Postcode: '3000' }, orderValue: 30 }))).toEqual([
      'OUT_OF_DELIVERY_AREA',
      'errors.cannotDeliver',
      {},
    ]);
    const elsewhere = fakeMaps({ place: { State: 'QLD' } });
    expect(await refusal(quoteDelivery({ store: anywhere, maps: elsewhere.maps, address, orderValue: 30 }))).toEqual(['OUT_OF_DELIVERY_AREA', 'errors.cannotDeliver', {}]);
  });

  it('refuses beyond DeliveryRadius, and accepts any distance without one', async () => {
    const far = fakeMaps({ drive: { distanceMeters: 10_200, durationSeconds: 1_500 } });
    expect(await refusal(quoteDelivery({ store: store(), maps: far.maps, address, orderValue: 30 }))).toEqual(['OUT_OF_DELIVERY_AREA', 'errors.cannotDeliver', {}]);
    expect((await quoteDelivery({ store: store({ DeliveryRadius: 0 }), maps: far.maps, address, orderValue: 30 })).distanceKm).toBe(11);
  });

  it('refuses an address the maps cannot place, and a store without delivery', async () => {
    expect(await refusal(quoteDelivery({ store: store(), maps: fakeMaps({ place: null }).maps, address, orderValue: 30 }))).toEqual([
      'OUT_OF_DELIVERY_AREA',
      'errors.cannotDeliver',
      {},
    ]);
    expect((await refusal(quoteDelivery({ store: store({ Delivery: false }), maps: fakeMaps().maps, address, orderValue: 30 })))[0]).toBe('INVALID_ORDER_TYPE');
  });

  it('geocodes the store when it has no coordinates', async () => {
    const { maps, geocode } = fakeMaps();
    const noCoordinates = store({ Location: { Address: '1 George Street', Suburb: 'Sydney', State: 'NSW', Postcode: '2000', Country: 'Australia' } });
    await quoteDelivery({ store: noCoordinates, maps, address, orderValue: 30 });
    expect(geocode).toHaveBeenCalledWith({ StreetAddress: '1 George Street', CityTown: 'Sydney', State: 'NSW', PostalCode: '2000' });
  });
});
