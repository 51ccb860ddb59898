import 'server-only';
import { COLLECTIONS } from '../collections';
import type { DocumentStore, Transaction, Unsubscribe } from '../ports/document-store';

/**
 * What the public pages are made of, the catalogue: stores, head offices and menus. Every write
 * to it also writes one small document, `cacheTags/catalogue`, in the same transaction: an import
 * or a seed (their own processes), the board's sold-out and pause switches. Each server watches
 * that document through the DocumentStore's change feed (SQLite: this process at once, another
 * within its poll; Firestore: a snapshot listener) and forgets the pages it keeps, so the next
 * request renders from the new catalogue however many servers run.
 */
export const CATALOGUE_TAG = 'catalogue';

/** Writes the catalogue's change mark inside the writer's transaction. */
export function markCatalogueChanged(tx: Pick<Transaction, 'set'>, now = Date.now()): void {
  tx.set(COLLECTIONS.cacheTags, CATALOGUE_TAG, { changedAt: now });
}

/**
 * Calls `onChange` on every change of the catalogue, and once at the start (the feed reports the
 * current state first; a change made meanwhile may arrive within it).
 */
export function watchCatalogue(documents: Pick<DocumentStore, 'watch'>, onChange: () => void): Unsubscribe {
  return documents.watch(COLLECTIONS.cacheTags, CATALOGUE_TAG, () => onChange());
}
