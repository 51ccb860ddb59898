import 'server-only';
import { createHash } from 'node:crypto';
import { sweepExpiredNowAndThen, type ExpiringDocument } from '../limits/expiring-documents';
import { COLLECTIONS } from '../collections';
import type { DocumentStore } from '../ports/document-store';

/** What the maps say of a store and an address: the state the address lies in and the drive there. */
export interface DeliveryRoute {
  placeState: string;
  distanceMeters: number;
  durationSeconds: number;
}

/** One document per store and address: the maps' answer (null: one of them could not be placed) until it expires. */
export const DELIVERY_ROUTE_COLLECTION = COLLECTIONS.deliveryRoutes;

/** How long a store's route to an address is reused: a customer's wizard, cart and checkout ask again within minutes. */
export const DELIVERY_ROUTE_TTL_MS = 5 * 60_000;

interface CachedRoute extends ExpiringDocument {
  route: DeliveryRoute | null;
}

/** The cache key of a store and address: the store's own place and the address as typed, in one case and spacing. */
export function deliveryRouteKey(storePlace: unknown, address: Record<string, string>): string {
  const typed = Object.keys(address)
    .sort()
    .map((field) => `${field}=${address[field].trim().replace(/\s+/g, ' ').toLowerCase()}`);
  return createHash('sha256')
    .update(JSON.stringify([storePlace, typed]))
    .digest('hex');
}

/**
 * The route for a key from the DocumentStore when measured in the last five minutes, else
 * measured now and kept, so repeated quotes (and the checkout's own) cost no more billed maps
 * calls. Failures of the maps (thrown) are not kept. The id is a hash: no address is stored.
 */
export async function cachedDeliveryRoute(documents: DocumentStore, key: string, measure: () => Promise<DeliveryRoute | null>, now = Date.now()): Promise<DeliveryRoute | null> {
  const hit = await documents.get<CachedRoute>(DELIVERY_ROUTE_COLLECTION, key);
  if (hit && hit.expiresAt !== null && hit.expiresAt > now) return hit.route;
  const route = await measure();
  await documents.set<CachedRoute>(DELIVERY_ROUTE_COLLECTION, key, { route, expiresAt: now + DELIVERY_ROUTE_TTL_MS });
  sweepExpiredNowAndThen(documents, DELIVERY_ROUTE_COLLECTION, now);
  return route;
}
