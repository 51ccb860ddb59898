import 'server-only';
import { billableDurationSeconds, billableKm, deliveryEstimate, deliveryRefusal, deliveryRefusalMessage, freightFeeCents, type DeliveryEstimate, type DeliveryRefusal } from '@/lib/domain/delivery';
import { AppError } from '@/lib/domain/errors/app-error';
import { fromCents, toCents } from '@/lib/domain/money/cents';
import { STORE_DEFAULTS, type TStore } from '@/lib/schemas/entities';
import { toAuStateCode, type LatLng, type Maps } from '../ports/maps';

/** The spec's delivery fee query (part 2 §7, GET delivery/{storeId}/Fee), already validated. */
export interface DeliveryQuoteAddress {
  Street: string;
  Suburb: string;
  /** A state code or name; normalised here. */
  State: string;
  Postcode: string;
}

export interface DeliveryQuote {
  Success: true;
  /** Dollars, 2 decimals. */
  Fee: number;
  /** Seconds of driving, at least 60. */
  DeliveryDuration: number;
  /** Dollars the store pays towards a third-party courier; couriers are not quoted here, so 0. */
  SubsidyFee: number;
  /** Billable distance: whole km, at least 1. */
  distanceKm: number;
  /** Minutes from now: duration + preparation + buffer, to 10 minutes later. */
  estimate: DeliveryEstimate;
}

function refuse(refusal: DeliveryRefusal, postcode: string): never {
  const message = deliveryRefusalMessage(refusal, postcode);
  throw new AppError('OUT_OF_DELIVERY_AREA', message.key, message.values);
}

async function storePoint(store: TStore, maps: Maps): Promise<LatLng | null> {
  const { Latitude, Longitude } = store.Location;
  if (Latitude !== undefined && Longitude !== undefined) return { Latitude, Longitude };
  return maps.geocode({ StreetAddress: store.Location.Address, CityTown: store.Location.Suburb, State: store.Location.State, PostalCode: store.Location.Postcode });
}

/**
 * Whether the store delivers to an address and for how much (spec part 2 §5, part 1 §9): the
 * postcode within DeliveryAreas when defined, the same state as the store, the driving distance
 * within DeliveryRadius km; then the fee from FreightFeeRules for the order value on the distance
 * rounded up to whole km (minimum 1), and the duration (minimum 60 s) with the time estimate.
 * Cheap checks first, so a refused postcode or state never costs a maps call.
 */
export async function quoteDelivery({ store, maps, address, orderValue }: { store: TStore; maps: Maps; address: DeliveryQuoteAddress; orderValue: number }): Promise<DeliveryQuote> {
  if (store.Delivery === false) throw new AppError('INVALID_ORDER_TYPE', 'errors.cannotDeliver');
  const postcode = address.Postcode.trim();
  const state = toAuStateCode(address.State) ?? address.State.trim();
  const typedRefusal = deliveryRefusal(store, { PostalCode: postcode, State: state });
  if (typedRefusal) refuse(typedRefusal, postcode);

  const place = await maps.geocode({ StreetAddress: address.Street, CityTown: address.Suburb, State: state, PostalCode: postcode });
  if (!place) throw new AppError('OUT_OF_DELIVERY_AREA', 'errors.cannotDeliver');
  const origin = await storePoint(store, maps);
  if (!origin) throw new AppError('OUT_OF_DELIVERY_AREA', 'errors.cannotDeliver');
  const drive = await maps.drivingDistance(origin, place);
  const drivenKm = drive.distanceMeters / 1000;

  // The place found may sit in another state than the one typed; the maps' answer decides.
  const refusal = deliveryRefusal(store, { PostalCode: postcode, State: place.State || state }, drivenKm);
  if (refusal) refuse(refusal, postcode);

  const durationSeconds = billableDurationSeconds(drive.durationSeconds);
  return {
    Success: true,
    Fee: fromCents(freightFeeCents(store.FreightFeeRules, toCents(orderValue), drivenKm)),
    DeliveryDuration: durationSeconds,
    SubsidyFee: 0,
    distanceKm: billableKm(drivenKm),
    estimate: deliveryEstimate(durationSeconds, store.OrderPreparationTime ?? STORE_DEFAULTS.OrderPreparationTime, store.OrderPreparationDeliveryBuffer),
  };
}
