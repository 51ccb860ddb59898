import 'server-only';

import type { DocumentChange, DocumentData, DocumentStore, Filter, Page, Query, StoredDocument, Transaction, TransactionOptions, Unsubscribe } from '../../ports/document-store';

/** One collection's billable operations, counted as Cloud Firestore bills them. */
export interface CollectionCounts {
  reads: number;
  writes: number;
  deletes: number;
  /** queries and counts with no filter: they read the whole collection */
  wholeCollection: number;
}

export type DocumentCounts = Record<string, CollectionCounts>;

/** A query's read cost on Firestore: one per document returned, at least one per query. */
const queryReads = (returned: number) => Math.max(1, returned);
/** A count aggregation's: one per 1,000 index entries matched, at least one. */
const countReads = (matched: number) => Math.max(1, Math.ceil(matched / 1000));

/**
 * Wraps a DocumentStore and counts what each call would cost on Cloud Firestore (npm run
 * sim:cluster's cost table): a document read per get (found or not), per document a query returns
 * (at least one), per change a watch delivers; a write per document set or updated, a delete per
 * document deleted. A transaction's reads count in every attempt (Firestore bills a retried
 * attempt's reads), its writes once, from the attempt that committed. Behaviour is the inner
 * store's: the wrapper only counts, and tells `onCount` after each call.
 */
export function countingDocumentStore(inner: DocumentStore, onCount: (counts: DocumentCounts) => void): DocumentStore {
  const counts: DocumentCounts = {};
  const add = (collection: string, kind: keyof CollectionCounts, n: number) => {
    if (n === 0) return;
    counts[collection] ??= { reads: 0, writes: 0, deletes: 0, wholeCollection: 0 };
    counts[collection][kind] += n;
    onCount(counts);
  };
  const whole = (collection: string, where: Filter[] | undefined, limited: boolean) => {
    if ((where ?? []).length === 0 && !limited) add(collection, 'wholeCollection', 1);
  };

  return {
    async get<T extends DocumentData>(collection: string, id: string) {
      const found = await inner.get<T>(collection, id);
      add(collection, 'reads', 1);
      return found;
    },
    async getMany<T extends DocumentData>(collection: string, ids: string[]) {
      const found = await inner.getMany<T>(collection, ids);
      add(collection, 'reads', ids.length);
      return found;
    },
    async set<T extends DocumentData>(collection: string, id: string, data: T) {
      await inner.set(collection, id, data);
      add(collection, 'writes', 1);
    },
    async setMany<T extends DocumentData>(collection: string, docs: StoredDocument<T>[]) {
      await inner.setMany(collection, docs);
      add(collection, 'writes', docs.length);
    },
    async update(collection: string, id: string, patch: DocumentData) {
      await inner.update(collection, id, patch);
      add(collection, 'writes', 1);
    },
    async delete(collection: string, id: string) {
      await inner.delete(collection, id);
      add(collection, 'deletes', 1);
    },
    async query<T extends DocumentData>(collection: string, query?: Query): Promise<Page<T>> {
      const page = await inner.query<T>(collection, query);
      add(collection, 'reads', queryReads(page.docs.length));
      whole(collection, query?.where, query?.limit !== undefined);
      return page;
    },
    async count(collection: string, where?: Filter[]) {
      const matched = await inner.count(collection, where);
      add(collection, 'reads', countReads(matched));
      whole(collection, where, false);
      return matched;
    },
    runTransaction<R>(work: (tx: Transaction) => Promise<R>, options?: TransactionOptions): Promise<R> {
      let pending: [string, 'writes' | 'deletes'][] = [];
      const attempt = (tx: Transaction) => {
        pending = [];
        return work({
          async get<T extends DocumentData>(collection: string, id: string) {
            const found = await tx.get<T>(collection, id);
            add(collection, 'reads', 1);
            return found;
          },
          set: (collection, id, data) => (pending.push([collection, 'writes']), tx.set(collection, id, data)),
          update: (collection, id, patch) => (pending.push([collection, 'writes']), tx.update(collection, id, patch)),
          delete: (collection, id) => (pending.push([collection, 'deletes']), tx.delete(collection, id)),
        });
      };
      return inner.runTransaction(attempt, options).then((result) => {
        for (const [collection, kind] of pending) add(collection, kind, 1);
        return result;
      });
    },
    watch<T extends DocumentData>(collection: string, id: string, listener: (change: DocumentChange<T>) => void): Unsubscribe {
      return inner.watch<T>(collection, id, (change) => {
        add(collection, 'reads', 1);
        listener(change);
      });
    },
    close: () => inner.close(),
  };
}
