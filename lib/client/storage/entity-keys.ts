/**
 * The storage keys whose values are spec entities, validated by their zod schemas (shared with
 * the server): the delivery address of the session and the guest check-in of the device. This
 * module is loaded only when such a value is read or written (the wizard's address step, a session
 * that holds an address, check-in), so zod is not downloaded on a first visit.
 */
import type * as z from 'zod/mini';
import { ZDeliveryAddressSchema, ZGuestCheckInSchema } from '@/lib/schemas/entities/browser-entities';
import { ENTITY_STORAGE_PLACES, storageKey, type StoragePlace } from './keys';

function schemaKey<T>({ name, kind }: StoragePlace, schema: z.ZodMiniType<T>) {
  return storageKey(name, kind, (value) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : null;
  });
}

export const ENTITY_STORAGE_KEYS = {
  guestCheckinUser: schemaKey(ENTITY_STORAGE_PLACES.guestCheckinUser, ZGuestCheckInSchema),
  deliveryAddress: schemaKey(ENTITY_STORAGE_PLACES.deliveryAddress, ZDeliveryAddressSchema),
} as const;
