import 'server-only';

import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';

import {
  type DocumentChange,
  type DocumentData,
  DocumentNotFoundError,
  type DocumentStore,
  effectiveOrderBy,
  type Filter,
  type Page,
  type Query,
  type StoredDocument,
  type Transaction,
  type Unsubscribe,
  type TransactionOptions,
} from '../../ports/document-store';
import { decodeCursor, encodeCursor } from '../shared/cursor';
import { assertValidFilters, buildFilterQuery, buildQuery, field, matchesNothing } from './firestore-query';
import { FirestoreTransaction } from './firestore-transaction';
import { toJsonDocument } from './json-document';
import { runInMemory } from './memory-query';
import { assertDocumentPath } from '../shared/document-path';
import { Mutex } from '../shared/mutex';
import { logger } from '../../logger';

const log = logger.child({ component: 'firestore' });

export interface FirestoreDocumentStoreOptions {
  /**
   * Work around the gaps of the in-process test emulator (`@firestore-emulator/server` 0.3.x),
   * measured against it, none of which real Firestore or the official emulator has:
   * - `set` merges into an existing document instead of replacing it: here it deletes and sets
   *   in one commit;
   * - queries ignore `startAfter`, never order by document id, do not leave out documents lacking
   *   an order-by field, never compare integers with doubles (1 < 2.5 is false), never range-compare
   *   booleans, and let '!=' match null: here queries and counts read the collection and apply
   *   the port's (Firestore's) rules in memory;
   * - transactions are not isolated (no locks, no contention aborts): here they are serialised in
   *   this process (isolation across processes is then not guaranteed).
   * Correct against any backend but slow on a big collection: for tests and local emulators only.
   */
  emulatorWorkarounds?: boolean;
  /** close() terminates the Firestore client (default true: the store owns it) */
  terminateOnClose?: boolean;
}

const BATCH_LIMIT = 500; // Firestore's limit on writes in one commit
const GRPC_NOT_FOUND = 5;
const GRPC_UNIMPLEMENTED = 12;

function grpcCode(error: unknown): number | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'number' ? code : undefined;
}

/** The DocumentStore on Cloud Firestore through firebase-admin: the production adapter. */
export class FirestoreDocumentStore implements DocumentStore {
  private readonly workarounds: boolean;
  private readonly terminateOnClose: boolean;
  /** only used with emulatorWorkarounds, to serialise transactions the emulator does not isolate */
  private readonly mutex = new Mutex();
  private readonly listeners = new Set<Unsubscribe>();
  /** whether the backend has the count() aggregation; found out on first use */
  private countAggregation: boolean | undefined;
  private closed = false;

  constructor(
    private readonly db: Firestore,
    options: FirestoreDocumentStoreOptions = {},
  ) {
    this.workarounds = options.emulatorWorkarounds ?? false;
    this.terminateOnClose = options.terminateOnClose ?? true;
  }

  async get<T extends DocumentData>(collection: string, id: string): Promise<T | null> {
    return dataOf<T>(await this.ref(collection, id).get());
  }

  async getMany<T extends DocumentData>(collection: string, ids: string[]): Promise<(T | null)[]> {
    if (ids.length === 0) return [];
    const unique = [...new Set(ids)];
    const found = new Map<string, T | null>();
    // getAll answers in the order asked; chunked to keep requests reasonable
    for (let i = 0; i < unique.length; i += BATCH_LIMIT) {
      const refs = unique.slice(i, i + BATCH_LIMIT).map((id) => this.ref(collection, id));
      for (const snapshot of await this.db.getAll(...refs)) found.set(snapshot.id, dataOf<T>(snapshot));
    }
    return ids.map((id) => found.get(id) ?? null);
  }

  async set<T extends DocumentData>(collection: string, id: string, data: T): Promise<void> {
    const json = toJsonDocument(data);
    if (!this.workarounds) {
      await this.ref(collection, id).set(json);
      return;
    }
    const batch = this.db.batch();
    batch.delete(this.ref(collection, id));
    batch.set(this.ref(collection, id), json);
    await batch.commit();
  }

  async setMany<T extends DocumentData>(collection: string, docs: StoredDocument<T>[]): Promise<void> {
    // The workaround writes twice per document (delete, then set).
    const perBatch = this.workarounds ? BATCH_LIMIT / 2 : BATCH_LIMIT;
    for (let i = 0; i < docs.length; i += perBatch) {
      const batch = this.db.batch();
      for (const { id, data } of docs.slice(i, i + perBatch)) {
        if (this.workarounds) batch.delete(this.ref(collection, id));
        batch.set(this.ref(collection, id), toJsonDocument(data));
      }
      await batch.commit();
    }
  }

  async update(collection: string, id: string, patch: DocumentData): Promise<void> {
    const pairs = Object.entries(toJsonDocument(patch));
    const ref = this.ref(collection, id);
    if (pairs.length === 0) {
      // Firestore needs at least one field; an empty patch only asserts that the document exists.
      if (!(await ref.get()).exists) throw new DocumentNotFoundError(collection, id);
      return;
    }
    const [[firstField, firstValue], ...rest] = pairs;
    try {
      await ref.update(field(firstField), firstValue, ...rest.flatMap(([k, v]) => [field(k), v]));
    } catch (error) {
      if (grpcCode(error) === GRPC_NOT_FOUND) throw new DocumentNotFoundError(collection, id);
      throw error;
    }
  }

  async delete(collection: string, id: string): Promise<void> {
    await this.ref(collection, id).delete();
  }

  async query<T extends DocumentData>(collection: string, query: Query = {}): Promise<Page<T>> {
    const where = query.where ?? [];
    assertValidFilters(where);
    const orderBy = effectiveOrderBy(query);
    const after = query.cursor === undefined ? undefined : decodeCursor(orderBy, query.cursor);
    const limit = query.limit;
    if (limit !== undefined && (!Number.isInteger(limit) || limit < 1)) throw new Error(`Invalid limit ${limit}`);
    if (matchesNothing(where)) return { docs: [] };

    let docs: StoredDocument<T>[];
    if (this.workarounds) {
      const all = await this.readCollection<T>(collection);
      docs = runInMemory(all, where, orderBy, after);
      if (limit !== undefined) docs = docs.slice(0, limit + 1);
    } else {
      const snapshot = await buildQuery(this.db.collection(collection), where, orderBy, limit, after).get();
      docs = snapshot.docs.map((d) => ({ id: d.id, data: d.data() as T }));
    }

    if (limit === undefined || docs.length <= limit) return { docs };
    const page = docs.slice(0, limit);
    const last = page[page.length - 1];
    return { docs: page, nextCursor: encodeCursor(orderBy, { values: orderBy.map((o) => last.data[o.field]), id: last.id }) };
  }

  async count(collection: string, where: Filter[] = []): Promise<number> {
    assertValidFilters(where);
    if (matchesNothing(where)) return 0;
    if (this.workarounds) return runInMemory(await this.readCollection(collection), where, []).length;

    const query = buildFilterQuery(this.db.collection(collection), where);
    if (this.countAggregation !== false) {
      try {
        const result = (await query.count().get()).data().count;
        this.countAggregation = true;
        return result;
      } catch (error) {
        // A backend without aggregations (some emulators) answers UNIMPLEMENTED: remember, fall back.
        if (this.countAggregation === true || grpcCode(error) !== GRPC_UNIMPLEMENTED) throw error;
        this.countAggregation = false;
      }
    }
    // select() with no fields reads only document names.
    return (await query.select().get()).size;
  }

  runTransaction<R>(work: (tx: Transaction) => Promise<R>, options: TransactionOptions = {}): Promise<R> {
    const attempt = async () => {
      let current: FirestoreTransaction | undefined;
      try {
        // Firestore may call the callback again after contention; each attempt has its own tx.
        return await this.db.runTransaction(async (firestoreTx) => {
          const tx = new FirestoreTransaction(this.db, firestoreTx, this.workarounds);
          current = tx;
          const result = await work(tx);
          await tx.flush();
          return result;
        });
      } catch (error) {
        if (grpcCode(error) === GRPC_NOT_FOUND && current) throw await this.missingUpdate(current, error);
        throw error;
      }
    };
    return this.workarounds ? this.mutex.run(attempt, options) : attempt();
  }

  watch<T extends DocumentData>(collection: string, id: string, listener: (change: DocumentChange<T>) => void): Unsubscribe {
    if (this.closed) throw new Error('DocumentStore is closed');
    let known: string | null | undefined;
    const stop = this.ref(collection, id).onSnapshot(
      (snapshot) => {
        const data = dataOf<T>(snapshot);
        const json = data === null ? null : JSON.stringify(data);
        // Skip snapshots that change nothing the port shows (e.g. the workaround's delete-and-set).
        if (known !== undefined && json === known) return;
        const kind = data === null ? 'removed' : known === undefined || known === null ? 'added' : 'modified';
        known = json;
        try {
          listener({ kind, id, data });
        } catch (error) {
          log.error({ err: error }, 'a DocumentStore watch listener failed');
        }
      },
      (error) => log.error({ err: error, collection, id }, 'a DocumentStore watch stopped'),
    );
    const unsubscribe = () => {
      this.listeners.delete(unsubscribe);
      stop();
    };
    this.listeners.add(unsubscribe);
    return unsubscribe;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const unsubscribe of [...this.listeners]) unsubscribe();
    await this.mutex.idle();
    if (this.terminateOnClose) await this.db.terminate();
  }

  private ref(collection: string, id: string) {
    assertDocumentPath(collection, id);
    return this.db.collection(collection).doc(id);
  }

  private async readCollection<T extends DocumentData>(collection: string): Promise<StoredDocument<T>[]> {
    const snapshot = await this.db.collection(collection).get();
    return snapshot.docs.map((d) => ({ id: d.id, data: d.data() as T }));
  }

  /** names the document whose update failed a commit with NOT_FOUND */
  private async missingUpdate(tx: FirestoreTransaction, error: unknown): Promise<unknown> {
    for (const { collection, id } of tx.updatedDocuments()) {
      if (!(await this.ref(collection, id).get()).exists) return new DocumentNotFoundError(collection, id);
    }
    return error;
  }
}

function dataOf<T extends DocumentData>(snapshot: DocumentSnapshot): T | null {
  return snapshot.exists ? (snapshot.data() as T) : null;
}
