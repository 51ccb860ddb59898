import 'server-only';
import type { Transaction } from '../ports/document-store';
import { COLLECTIONS } from '../collections';

type TOrderCounter = { StoreID: string; last: number };

/** Numbers start here, so the first order of a store is "1001": short, and never looks like 1. */
export const FIRST_ORDER_NUMBER = 1001;

/**
 * The store's next order number, read inside the placing transaction; `commit` writes it back in
 * the same transaction. Unique per store under any concurrency: SQLite runs transactions one at
 * a time, and Firestore retries a transaction whose counter changed underneath it. A plain
 * read-and-set, not an `increment` (the Firestore emulator lacks it).
 */
export async function reserveOrderNumber(tx: Transaction, storeId: string): Promise<{ orderNumber: string; commit: () => void }> {
  const counter = await tx.get<TOrderCounter>(COLLECTIONS.orderCounters, storeId);
  const next = counter ? counter.last + 1 : FIRST_ORDER_NUMBER;
  return {
    orderNumber: String(next),
    commit: () => tx.set<TOrderCounter>(COLLECTIONS.orderCounters, storeId, { StoreID: storeId, last: next }),
  };
}
