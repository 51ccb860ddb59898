import { isInOperation, isOpenForOrders } from '../time/opening-hours';
import type { StoreOpenSettings } from '../time/store-hours.types';
import { isOrderTypeFlagged, type OrderTypeStoreFlags } from './order-type-flags';
import { CHECKOUT_FALLBACK_ORDER, type OrderTypeKind } from './order-type-kind';

export type AvailabilityStore = StoreOpenSettings & OrderTypeStoreFlags;

export interface AvailabilityOptions {
  /** Table number from the `table` query: dine-in only, other types hidden. */
  table?: string | number | null;
}

function hasTable(options: AvailabilityOptions | undefined): boolean {
  return options?.table !== undefined && options.table !== null && String(options.table).trim() !== '';
}

/**
 * Part 1 §4: delivery and pickup are offered when the store is open for an order now
 * (preparation time added) or pre-order is enabled for that type; dine in only when open after
 * the preparation time. Deliver-to-room is a delivery (order code 10) and follows the delivery
 * rule. Every type also needs its flag, and nothing is offered out of operation.
 */
export function isOrderTypeAvailable(store: AvailabilityStore, kind: OrderTypeKind, now: Date, options?: AvailabilityOptions): boolean {
  if (!isOrderTypeFlagged(store, kind) || !isInOperation(store)) return false;
  if (hasTable(options) && kind !== 'dineIn') return false;
  const openNow = isOpenForOrders(store, now);
  switch (kind) {
    case 'delivery':
    case 'room':
      return openNow || store.EnablePreoderForDelivery === true;
    case 'pickup':
      return openNow || store.EnablePreoderForPickup === true;
    case 'dineIn':
      return openNow;
  }
}

/** Available types in checkout's fallback order (pickup, delivery, dine-in, deliver-to-room). */
export function availableOrderTypes(store: AvailabilityStore, now: Date, options?: AvailabilityOptions): OrderTypeKind[] {
  return CHECKOUT_FALLBACK_ORDER.filter((kind) => isOrderTypeAvailable(store, kind, now, options));
}

/** Checkout keeps the current tab if available, else switches to the first available in the fallback order. */
export function checkoutOrderType(store: AvailabilityStore, current: OrderTypeKind | null | undefined, now: Date, options?: AvailabilityOptions): OrderTypeKind | null {
  const available = availableOrderTypes(store, now, options);
  if (current && available.includes(current)) return current;
  return available[0] ?? null;
}

export type OrderTypeCheck = { ok: true } | { ok: false; code: 'InvalidOrderType' };

/** Re-check when the order is placed: the type must be chosen and still available. */
export function validateOrderType(store: AvailabilityStore, kind: OrderTypeKind | null | undefined, now: Date, options?: AvailabilityOptions): OrderTypeCheck {
  return kind && isOrderTypeAvailable(store, kind, now, options) ? { ok: true } : { ok: false, code: 'InvalidOrderType' };
}
