/**
 * The wizard's session values (spec part 1 §2 "Navigation rules"): order type (MENU_DEL, MENU_TAK,
 * MENU_DIN), delivery address, delivery time and the skip-first-step flag. Key names and value
 * checks come from lib/client/storage (keys.ts, entity-keys.ts) so the checkout reads exactly what is written here.
 *
 * The address is checked by its zod entity schema (entity-keys.ts), loaded only when it is
 * needed: when the session holds an address (wizardSessionReady) or the address step is shown. A
 * first visit opens the wizard without downloading zod.
 */
import { ENTITY_STORAGE_PLACES, readRaw, readStorage, removeStorage, STORAGE_KEYS, writeStorage, type TOrderTypeSession } from '@/lib/client/storage';
import type { ENTITY_STORAGE_KEYS } from '@/lib/client/storage/entity-keys';
import type { TDeliveryAddress } from '@/lib/schemas/entities';

export interface WizardSession {
  orderType: TOrderTypeSession | null;
  deliveryAddress: TDeliveryAddress | null;
  /** Epoch seconds of the chosen slot start (the spec stores times as seconds), or a label. */
  deliveryTime: number | string | null;
  skipFirstStep: boolean;
}

type AddressKey = (typeof ENTITY_STORAGE_KEYS)['deliveryAddress'];

let addressKey: AddressKey | null = null;
let addressKeyLoading: Promise<AddressKey> | null = null;

/** The address key with its zod check, loaded once. */
export function loadAddressKey(): Promise<AddressKey> {
  addressKeyLoading ??= import('@/lib/client/storage/entity-keys').then(
    ({ ENTITY_STORAGE_KEYS: keys }) => (addressKey = keys.deliveryAddress),
    (error: unknown) => {
      // A chunk that failed to load (offline) may be tried again.
      addressKeyLoading = null;
      throw error;
    },
  );
  return addressKeyLoading;
}

/** Null when readWizardSession can run at once; else what to wait for first (the stored address's check). */
export function wizardSessionReady(): Promise<unknown> | null {
  if (addressKey !== null || readRaw(ENTITY_STORAGE_PLACES.deliveryAddress) === null) return null;
  return loadAddressKey();
}

/** The session as stored; a stored address reads as absent until wizardSessionReady has settled. */
export function readWizardSession(): WizardSession {
  return {
    orderType: readStorage(STORAGE_KEYS.orderType),
    deliveryAddress: addressKey ? readStorage(addressKey) : null,
    deliveryTime: readStorage(STORAGE_KEYS.deliveryTime),
    skipFirstStep: readStorage(STORAGE_KEYS.skipFirstStep) === true,
  };
}

export function saveOrderType(orderType: TOrderTypeSession): void {
  writeStorage(STORAGE_KEYS.orderType, orderType);
}

/**
 * Pickup and dine in carry no address: a stale delivery address must not reach the checkout. The
 * address step loads the check when it shows, so an address is normally written at once.
 */
export function saveDeliveryAddress(address: TDeliveryAddress | null): void {
  if (!address) removeStorage(ENTITY_STORAGE_PLACES.deliveryAddress);
  else if (addressKey) writeStorage(addressKey, address);
  else
    void loadAddressKey().then(
      (key) => writeStorage(key, address),
      () => undefined,
    );
}

/** Stores the slot start as epoch seconds; null (dine in) removes an older time. */
export function saveDeliveryTime(start: Date | null): void {
  if (start) writeStorage(STORAGE_KEYS.deliveryTime, Math.floor(start.getTime() / 1000));
  else removeStorage(STORAGE_KEYS.deliveryTime);
}

/**
 * The page sets the flag to reopen the wizard past step 1 (e.g. "change address or time"); the
 * wizard clears it once finished so a reload does not reopen the modal again.
 */
export function saveSkipFirstStep(skip: boolean): void {
  if (skip) writeStorage(STORAGE_KEYS.skipFirstStep, true);
  else removeStorage(STORAGE_KEYS.skipFirstStep);
}
