import 'server-only';
import {
  billableDurationSeconds,
  billableKm,
  deliveryEstimate,
  deliveryRefusal,
  deliveryRefusalMessage,
  freightFeeCents,
  type DeliveryEstimate,
  type DeliveryRefusal,
} from '@/lib/domain/delivery';
import { AppError } from '@/lib/domain/errors/app-error';
import { fromCents, toCents } from '@/lib/domain/money/cents';
import { STORE_DEFAULTS, type TStore } from '@/lib/schemas/entities';
import type { DocumentStore } from '@/lib/server/ports/document-store';
import type { LatLng, Maps } from '@/lib/server/ports/maps';
import { toAuStateCode } from '@/lib/domain/delivery/au-states';
import { cachedDeliveryRoute, deliveryRouteKey, type DeliveryRoute } from '@/lib/server/repositories/delivery-route-cache';

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

/** The maps' part of a quote (the billed calls): where the address lies and the drive from the store; null when either cannot be placed. */
async function measureRoute(store: TStore, maps: Maps, address: { StreetAddress: string; CityTown: string; State: string; PostalCode: string }): Promise<DeliveryRoute | null> {
  const place = await maps.geocode(address);
  if (!place) return null;
  const origin = await storePoint(store, maps);
  if (!origin) return null;
  const drive = await maps.drivingDistance(origin, place);
  return { placeState: place.State, distanceMeters: drive.distanceMeters, durationSeconds: drive.durationSeconds };
}

/**
 * Whether the store delivers to an address and for how much (spec part 2 §5, part 1 §9): the
 * postcode within DeliveryAreas when defined, the same state as the store, the driving distance
 * within DeliveryRadius km; then the fee from FreightFeeRules for the order value on the distance
 * rounded up to whole km (minimum 1), and the duration (minimum 60 s) with the time estimate.
 * Cheap checks first, so a refused postcode or state never costs a maps call; with `documents`,
 * the maps' answer for the same store and address is reused for five minutes
 * (repositories/delivery-route-cache.ts), whatever the order value.
 */
export async function quoteDelivery({
  store,
  maps,
  documents,
  address,
  orderValue,
}: {
  store: TStore;
  maps: Maps;
  documents?: DocumentStore;
  address: DeliveryQuoteAddress;
  orderValue: number;
}): Promise<DeliveryQuote> {
  if (store.Delivery === false) throw new AppError('INVALID_ORDER_TYPE', 'errors.cannotDeliver');
  const postcode = address.Postcode.trim();
  const state = toAuStateCode(address.State) ?? address.State.trim();
  const typedRefusal = deliveryRefusal(store, { PostalCode: postcode, State: state });
  if (typedRefusal) refuse(typedRefusal, postcode);

  const typed = { StreetAddress: address.Street, CityTown: address.Suburb, State: state, PostalCode: postcode };
  const measure = () => measureRoute(store, maps, typed);
  const route = documents ? await cachedDeliveryRoute(documents, deliveryRouteKey([store.ID, store.Location], typed), measure) : await measure();
  if (!route) throw new AppError('OUT_OF_DELIVERY_AREA', 'errors.cannotDeliver');
  const drivenKm = route.distanceMeters / 1000;

  // The place found may sit in another state than the one typed; the maps' answer decides.
  const refusal = deliveryRefusal(store, { PostalCode: postcode, State: route.placeState || state }, drivenKm);
  if (refusal) refuse(refusal, postcode);

  const durationSeconds = billableDurationSeconds(route.durationSeconds);
  return {
    Success: true,
    Fee: fromCents(freightFeeCents(store.FreightFeeRules, toCents(orderValue), drivenKm)),
    DeliveryDuration: durationSeconds,
    SubsidyFee: 0,
    distanceKm: billableKm(drivenKm),
    estimate: deliveryEstimate(durationSeconds, store.OrderPreparationTime ?? STORE_DEFAULTS.OrderPreparationTime, store.OrderPreparationDeliveryBuffer),
  };
}
