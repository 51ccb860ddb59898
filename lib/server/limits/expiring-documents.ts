import 'server-only';
import type { DocumentStore } from '../ports/document-store';

/** Documents of a collection that end at `expiresAt` (milliseconds since the epoch). */
export interface ExpiringDocument {
  [field: string]: unknown;
  expiresAt: number | null;
}

const SWEEP_BATCH = 100;
const SWEEP_EVERY_MS = 60_000;
const lastSweep = new WeakMap<DocumentStore, Map<string, number>>();

/**
 * Deletes up to one batch of a collection's expired documents. Each is read again in the
 * deleting transaction, so a window another process has just renewed is kept.
 */
export async function sweepExpired(documents: DocumentStore, collection: string, now: number): Promise<number> {
  const { docs } = await documents.query<ExpiringDocument>(collection, { where: [{ field: 'expiresAt', op: '<', value: now }], limit: SWEEP_BATCH });
  if (docs.length === 0) return 0;
  return documents.runTransaction(async (tx) => {
    const current = await Promise.all(docs.map(({ id }) => tx.get<ExpiringDocument>(collection, id)));
    let deleted = 0;
    current.forEach((doc, index) => {
      if (doc && doc.expiresAt !== null && doc.expiresAt < now) {
        tx.delete(collection, docs[index].id);
        deleted += 1;
      }
    });
    return deleted;
  });
}

/**
 * Starts a sweep of the collection now and then (at most once a minute per store and process),
 * without making the caller wait; a failed sweep is tried again next time.
 */
export function sweepExpiredNowAndThen(documents: DocumentStore, collection: string, now: number): void {
  const byCollection = lastSweep.get(documents) ?? new Map<string, number>();
  lastSweep.set(documents, byCollection);
  if (now - (byCollection.get(collection) ?? 0) < SWEEP_EVERY_MS) return;
  byCollection.set(collection, now);
  sweepExpired(documents, collection, now).catch(() => byCollection.set(collection, 0));
}
