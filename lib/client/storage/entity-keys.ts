/**
 * The storage keys whose values are spec entities, validated by their zod schemas (shared with
 * the server): the delivery address of the session and the guest check-in of the device. Only
 * code loaded after the first paint (the order-type wizard, check-in) imports this module, so
 * zod stays out of the store screen's first download.
 */
import type * as z from 'zod/mini';
import { ZDeliveryAddressSchema, ZGuestCheckInSchema } from '@/lib/schemas/entities/browser-entities';
import { storageKey, type StorageKind } from './keys';

function schemaKey<T>(name: string, kind: StorageKind, schema: z.ZodMiniType<T>) {
  return storageKey(name, kind, (value) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : null;
  });
}

export const ENTITY_STORAGE_KEYS = {
  guestCheckinUser: schemaKey('guestCheckinUser', 'local', ZGuestCheckInSchema),
  deliveryAddress: schemaKey('deliveryAddress', 'session', ZDeliveryAddressSchema),
} as const;
