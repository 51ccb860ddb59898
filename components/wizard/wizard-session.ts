/**
 * The wizard's session values (spec part 1 §2 "Navigation rules"): order type (MENU_DEL, MENU_TAK,
 * MENU_DIN), delivery address, delivery time and the skip-first-step flag. Key names and value
 * checks come from lib/client/storage (keys.ts, entity-keys.ts) so the checkout reads exactly what is written here.
 */
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage, type TOrderTypeSession } from '@/lib/client/storage';
import { ENTITY_STORAGE_KEYS } from '@/lib/client/storage/entity-keys';
import type { TDeliveryAddress } from '@/lib/schemas/entities';

export interface WizardSession {
  orderType: TOrderTypeSession | null;
  deliveryAddress: TDeliveryAddress | null;
  /** Epoch seconds of the chosen slot start (the spec stores times as seconds), or a label. */
  deliveryTime: number | string | null;
  skipFirstStep: boolean;
}

export function readWizardSession(): WizardSession {
  return {
    orderType: readStorage(STORAGE_KEYS.orderType),
    deliveryAddress: readStorage(ENTITY_STORAGE_KEYS.deliveryAddress),
    deliveryTime: readStorage(STORAGE_KEYS.deliveryTime),
    skipFirstStep: readStorage(STORAGE_KEYS.skipFirstStep) === true,
  };
}

export function saveOrderType(orderType: TOrderTypeSession): void {
  writeStorage(STORAGE_KEYS.orderType, orderType);
}

/** Pickup and dine in carry no address: a stale delivery address must not reach the checkout. */
export function saveDeliveryAddress(address: TDeliveryAddress | null): void {
  if (address) writeStorage(ENTITY_STORAGE_KEYS.deliveryAddress, address);
  else removeStorage(ENTITY_STORAGE_KEYS.deliveryAddress);
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
