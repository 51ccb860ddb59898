/**
 * The four ways to receive an order. Same spelling as lib/domain/order's OrderKind, so the two
 * are interchangeable without importing across owners.
 */
export type OrderTypeKind = 'delivery' | 'pickup' | 'dineIn' | 'room';

/** Checkout's fallback order when the current tab is unavailable (part 1 §4). */
export const CHECKOUT_FALLBACK_ORDER: readonly OrderTypeKind[] = ['pickup', 'delivery', 'dineIn', 'room'];
