/**
 * The device's own order history (part 1 §4 "Place order": the 4 most recent orders per store),
 * kept in local storage so a guest finds their last orders and status links again.
 */
import { readStorage, writeStorage } from '../storage/browser-storage';
import { storageKey } from '../storage/keys';
import { isPlainObject, type Parser } from '../storage/parsers';

/** Part 1 §9: local order history keeps 4 per store. */
export const LOCAL_HISTORY_PER_STORE = 4;

export interface TLocalOrder {
  orderId: string;
  orderNumber: string;
  /** the status page, with its access token */
  statusUrl: string;
  /** epoch seconds */
  createdOn: number;
  total: number;
}
export type TLocalOrderHistory = Record<string, TLocalOrder[]>;

function localOrder(value: unknown): TLocalOrder | null {
  if (!isPlainObject(value)) return null;
  const { orderId, orderNumber, statusUrl, createdOn, total } = value;
  if (typeof orderId !== 'string' || typeof orderNumber !== 'string' || typeof statusUrl !== 'string' || typeof createdOn !== 'number' || typeof total !== 'number') return null;
  return { orderId, orderNumber, statusUrl, createdOn, total };
}

const history: Parser<TLocalOrderHistory> = (value) => {
  if (!isPlainObject(value)) return null;
  const result: TLocalOrderHistory = {};
  for (const [storeId, orders] of Object.entries(value)) {
    if (Array.isArray(orders)) result[storeId] = orders.map(localOrder).filter((order): order is TLocalOrder => order !== null);
  }
  return result;
};

export const ORDER_HISTORY_KEY = storageKey('orderHistory', 'local', history);

/** Newest first, at most 4 per store; placing the same order twice (a retry) keeps one entry. */
export function addToHistory(current: TLocalOrderHistory, storeId: string, order: TLocalOrder): TLocalOrderHistory {
  const others = (current[storeId] ?? []).filter((entry) => entry.orderId !== order.orderId);
  return { ...current, [storeId]: [order, ...others].slice(0, LOCAL_HISTORY_PER_STORE) };
}

export function rememberOrder(storeId: string, order: TLocalOrder): void {
  writeStorage(ORDER_HISTORY_KEY, addToHistory(readStorage(ORDER_HISTORY_KEY) ?? {}, storeId, order));
}

export function readOrderHistory(storeId: string): TLocalOrder[] {
  return readStorage(ORDER_HISTORY_KEY)?.[storeId] ?? [];
}

/**
 * The device's orders of a store with the token of their status link, the guest's proof that an
 * order is theirs (a member's orders carry none: their session proves them).
 */
export function localOrderProofs(orders: readonly TLocalOrder[]): { orderId: string; token: string }[] {
  return orders.flatMap(({ orderId, statusUrl }) => {
    const token = new URL(statusUrl, 'http://local').searchParams.get('t');
    return token ? [{ orderId, token }] : [];
  });
}
