/**
 * The cart's state transitions (spec part 1 §4 "Cart and menu", §9 limits), as one pure
 * reducer: no storage, no clock, no random ids. The browser layer (cart-store.ts) passes the
 * time, new line ids and what storage held.
 */
import { clampQuantity, ITEM_NOTE_MAX, removeUnavailableItems, type ProductLike } from '@/lib/domain/cart';
import { COUPON_KEYS, couponReducer, initialCouponState, keepCouponsOfStore } from '@/lib/domain/coupons';
import type { DomainMessage } from '@/lib/domain/money/message';
import type { TAppliedCoupon, TCartLine } from './cart-line';
import { EMPTY_STORE_CART, storeCartOf, type CartRemoval, type CartState, type PersistedCart, type RemovalReason, type StoreCart } from './cart-state';
import { isSameLine } from './line-identity';
import { isStale } from './stale';

export type CartAction =
  /** First load: the saved cart (or null), the running PRODUCT_VERSION and the time in epoch seconds. */
  | { type: 'hydrate'; snapshot: PersistedCart | null; version: string; now: number }
  /** Another tab saved the cart (the `storage` event); null means it cleared it. */
  | { type: 'external'; snapshot: PersistedCart | null; version: string }
  /** A new line; `uniqueId` and `created` are set by the caller. */
  | { type: 'addLine'; line: TCartLine }
  | { type: 'setQuantity'; uniqueId: string; quantity: number }
  | { type: 'removeLine'; uniqueId: string }
  | { type: 'updateNote'; uniqueId: string; note: string }
  | { type: 'clear' }
  | { type: 'submitCoupon'; code: string }
  | { type: 'applyCoupon'; coupon: TAppliedCoupon }
  | { type: 'refuseCoupon'; message: DomainMessage }
  | { type: 'removeCoupon'; code: string }
  /** The customer accepts a discount rule that waits for consent (TriggerMode 1 or 2)… */
  | { type: 'acceptTrigger'; triggerId: string }
  /** …or takes the acceptance back. */
  | { type: 'withdrawTrigger'; triggerId: string }
  | { type: 'switchStore'; storeId: string; timeZone?: string | null }
  /** The menu changed: sold-out or missing products leave the cart; `elsewhere`: products the store's other menus sell. */
  | { type: 'syncMenu'; products: readonly ProductLike[] | Readonly<Record<string, ProductLike>>; elsewhere?: readonly string[] }
  | { type: 'removeStale'; now: number }
  /** The UI told the customer about removed lines. */
  | { type: 'dismissRemoval' };

export const initialCartState: CartState = {
  ...EMPTY_STORE_CART,
  storeId: null,
  couponBox: initialCouponState,
  savedCarts: {},
  removal: null,
  hydrated: false,
};

/** The removal to tell: the lines not yet told of, then these (each with its own reason, or `reason` for all). */
function removalOf(told: CartRemoval | null, removed: readonly TCartLine[], reason: RemovalReason | readonly RemovalReason[]): CartRemoval | null {
  if (removed.length === 0) return told;
  const lines = removed.map((line, i) => ({ name: line.name, reason: typeof reason === 'string' ? reason : reason[i] }));
  return { lines: [...(told?.lines ?? []), ...lines] };
}

function withoutKey<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const copy = { ...record };
  delete copy[key];
  return copy;
}

function mapLine(state: CartState, uniqueId: string, change: (line: TCartLine) => TCartLine): CartState {
  if (!state.lines.some((l) => l.uniqueId === uniqueId)) return state;
  return { ...state, lines: state.lines.map((l) => (l.uniqueId === uniqueId ? change(l) : l)) };
}

function cleanNote(note: string | undefined): string | undefined {
  // The notes box stops at 300 characters; a longer note (pasted, or from old storage) is cut, not refused.
  const trimmed = (note ?? '').slice(0, ITEM_NOTE_MAX);
  return trimmed.trim() === '' ? undefined : trimmed;
}

function addLine(state: CartState, line: TCartLine): CartState {
  const incoming: TCartLine = { ...line, quantity: clampQuantity(line.quantity), itemNote: cleanNote(line.itemNote) };
  const same = state.lines.find((l) => isSameLine(l, incoming));
  if (!same) return { ...state, lines: [...state.lines, incoming] };
  return mapLine(state, same.uniqueId, (l) => ({ ...l, quantity: clampQuantity(l.quantity + incoming.quantity) }));
}

function keepFresh(lines: readonly TCartLine[], now: number, timeZone: string | null): { kept: TCartLine[]; removed: TCartLine[] } {
  const kept: TCartLine[] = [];
  const removed: TCartLine[] = [];
  for (const line of lines) (isStale(line.created, now, timeZone) ? removed : kept).push(line);
  return { kept, removed };
}

function removeStale(state: CartState, now: number): CartState {
  const current = keepFresh(state.lines, now, state.timeZone);
  let removed = current.removed;
  const savedCarts: Record<string, StoreCart> = {};
  for (const [storeId, cart] of Object.entries(state.savedCarts)) {
    const fresh = keepFresh(cart.lines, now, cart.timeZone);
    removed = [...removed, ...fresh.removed];
    if (fresh.kept.length > 0) savedCarts[storeId] = { ...cart, lines: fresh.kept };
  }
  if (removed.length === 0) return state;
  // Only the current store's lines are named: the customer is not looking at the others.
  return { ...state, lines: current.kept, savedCarts, removal: removalOf(state.removal, current.removed, 'stale') };
}

/** The saved cart as state: a cart of another PRODUCT_VERSION is dropped whole. */
function fromSnapshot(snapshot: PersistedCart | null, version: string): (StoreCart & Pick<CartState, 'storeId' | 'savedCarts'>) | null {
  if (!snapshot || snapshot.version !== version) return null;
  const coupons = snapshot.storeId === null ? [] : keepCouponsOfStore(snapshot.coupons, snapshot.storeId);
  const savedCarts = snapshot.storeId === null ? snapshot.savedCarts : withoutKey(snapshot.savedCarts, snapshot.storeId);
  return { ...storeCartOf(snapshot), coupons, storeId: snapshot.storeId, savedCarts };
}

function hydrate(state: CartState, snapshot: PersistedCart | null, version: string, now: number): CartState {
  if (state.hydrated) return state;
  const restored = fromSnapshot(snapshot, version);
  if (!restored) {
    const versionChanged = snapshot !== null && snapshot.version !== version;
    return { ...initialCartState, hydrated: true, removal: versionChanged ? removalOf(null, snapshot.lines, 'version') : null };
  }
  return removeStale({ ...state, ...restored, hydrated: true }, now);
}

function switchStore(state: CartState, storeId: string, timeZone: string | null | undefined): CartState {
  if (state.storeId === storeId) {
    return timeZone === undefined || timeZone === state.timeZone ? state : { ...state, timeZone };
  }
  let savedCarts: Record<string, StoreCart> = { ...state.savedCarts };
  // Lines from before any store was known stay with the first store chosen.
  const carried = state.storeId === null ? state.lines : [];
  if (state.storeId !== null && state.lines.length > 0) {
    savedCarts[state.storeId] = storeCartOf(state);
  }
  const saved = savedCarts[storeId] ?? { ...EMPTY_STORE_CART, lines: carried };
  savedCarts = withoutKey(savedCarts, storeId);
  return {
    ...state,
    ...saved,
    storeId,
    timeZone: timeZone ?? saved.timeZone,
    coupons: keepCouponsOfStore(saved.coupons, storeId),
    couponBox: initialCouponState,
    savedCarts,
    removal: null,
  };
}

/**
 * Another tab saved the cart. Its carts replace ours, but this tab stays on its own store: when
 * the other tab looks at another store, its current cart is filed under that store and this
 * store's cart is taken from the kept carts, as a store switch would.
 */
function fromOtherTab(state: CartState, snapshot: PersistedCart | null, version: string): CartState {
  const restored = fromSnapshot(snapshot, version) ?? { ...EMPTY_STORE_CART, storeId: state.storeId, timeZone: state.timeZone, savedCarts: {} };
  const theirs: CartState = { ...state, ...restored, hydrated: true };
  if (state.storeId === null || theirs.storeId === state.storeId) return theirs;
  return { ...switchStore(theirs, state.storeId, state.timeZone), couponBox: state.couponBox, removal: state.removal };
}

function applyCoupon(state: CartState, coupon: TAppliedCoupon): CartState {
  if (state.storeId !== null && keepCouponsOfStore([coupon], state.storeId).length === 0) {
    return { ...state, couponBox: couponReducer(state.couponBox, { type: 'refused', message: { key: COUPON_KEYS.otherStore } }) };
  }
  // The engine prices one coupon per order, so a newly accepted code replaces the previous one.
  return { ...state, coupons: [coupon], couponBox: couponReducer(state.couponBox, { type: 'accepted', code: coupon.CouponCode }) };
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'hydrate':
      return hydrate(state, action.snapshot, action.version, action.now);
    case 'external':
      return fromOtherTab(state, action.snapshot, action.version);
    case 'addLine':
      return addLine(state, action.line);
    case 'setQuantity':
      return mapLine(state, action.uniqueId, (l) => ({ ...l, quantity: clampQuantity(action.quantity) }));
    case 'removeLine':
      return state.lines.some((l) => l.uniqueId === action.uniqueId) ? { ...state, lines: state.lines.filter((l) => l.uniqueId !== action.uniqueId) } : state;
    case 'updateNote':
      return mapLine(state, action.uniqueId, (l) => ({ ...l, itemNote: cleanNote(action.note) }));
    case 'clear':
      return { ...state, ...EMPTY_STORE_CART, timeZone: state.timeZone, couponBox: initialCouponState, removal: null };
    case 'submitCoupon':
      return { ...state, couponBox: couponReducer(state.couponBox, { type: 'submit', code: action.code }) };
    case 'applyCoupon':
      return applyCoupon(state, action.coupon);
    case 'refuseCoupon':
      return { ...state, couponBox: couponReducer(state.couponBox, { type: 'refused', message: action.message }) };
    case 'removeCoupon':
      return { ...state, coupons: state.coupons.filter((c) => c.CouponCode !== action.code), couponBox: couponReducer(state.couponBox, { type: 'removed' }) };
    case 'acceptTrigger':
      return state.acceptedTriggerIds.includes(action.triggerId) ? state : { ...state, acceptedTriggerIds: [...state.acceptedTriggerIds, action.triggerId] };
    case 'withdrawTrigger':
      return state.acceptedTriggerIds.includes(action.triggerId) ? { ...state, acceptedTriggerIds: state.acceptedTriggerIds.filter((id) => id !== action.triggerId) } : state;
    case 'switchStore':
      return switchStore(state, action.storeId, action.timeZone);
    case 'syncMenu': {
      const { items, removed, reasons } = removeUnavailableItems(state.lines, action.products, action.elsewhere);
      return removed.length === 0 ? state : { ...state, lines: items, removal: removalOf(state.removal, removed, reasons) };
    }
    case 'removeStale':
      return removeStale(state, action.now);
    case 'dismissRemoval':
      return state.removal === null ? state : { ...state, removal: null };
  }
}

/** The part of the state saved to local storage. */
export function toPersisted(state: CartState, version: string): PersistedCart {
  return { version, storeId: state.storeId, ...storeCartOf(state), savedCarts: { ...state.savedCarts } };
}

/** Whether there is nothing worth saving (then the saved copy is removed, not written). */
export function isEmptyCart(state: CartState): boolean {
  return state.lines.length === 0 && state.coupons.length === 0 && Object.keys(state.savedCarts).length === 0;
}
