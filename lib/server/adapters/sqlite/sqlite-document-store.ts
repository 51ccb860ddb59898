import 'server-only';

import { AsyncLocalStorage } from 'node:async_hooks';

import type Database from 'better-sqlite3';

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
import { ChangeFeed } from './change-feed';
import { decodeCursor, encodeCursor } from '../shared/cursor';
import { assertDocumentPath } from '../shared/document-path';
import { Mutex } from '../shared/mutex';
import { collectionLiteral, openDatabase, type SqliteIndex } from './schema';
import { BufferedTransaction, type Write } from './sqlite-transaction';
import { afterCursorSql, filterSql, orderByPresenceSql, orderBySql, type SqlPart } from './sql-query';
import type { SqlValue } from './sql-values';

export interface SqliteDocumentStoreOptions {
  /** a database file such as `.data/storefront.db` (its folder is created), or ':memory:' */
  filename: string;
  /** how long a write waits for another process's write lock; default 5000 ms */
  busyTimeoutMs?: number;
  /** how often the change feed looks for other processes' writes while watched; default 250 ms */
  pollIntervalMs?: number;
  /** expression indexes to create, each a list of top-level fields */
  indexes?: SqliteIndex[];
}

/** Old change-log rows are only needed by pollers that are at most one interval behind. */
const CHANGE_RETENTION_MS = 10 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 1000;

const CHUNK = 500; // stays under SQLite's limit on bound parameters

/** Set while a transaction callback runs, to turn a would-be deadlock into an error. */
const insideTransaction = new AsyncLocalStorage<SqliteDocumentStore>();

type Key = { collection: string; id: string };

/** The DocumentStore on a SQLite file: the embedded default that needs no account. */
export class SqliteDocumentStore implements DocumentStore {
  private readonly db: Database.Database;
  private readonly mutex = new Mutex();
  private readonly feed: ChangeFeed;
  private readonly statements = new Map<string, Database.Statement>();
  private lastPrune = 0;
  private closed = false;

  constructor(options: SqliteDocumentStoreOptions) {
    this.db = openDatabase({
      filename: options.filename,
      busyTimeoutMs: options.busyTimeoutMs ?? 5000,
      indexes: options.indexes ?? [],
    });
    this.feed = new ChangeFeed(
      {
        readJson: (collection, id) => this.readJson(collection, id),
        lastSeq: () => (this.prepare('SELECT coalesce(max(seq), 0) AS seq FROM changes').get() as { seq: number }).seq,
        changesAfter: (seq) =>
          this.prepare('SELECT seq, collection, id FROM changes WHERE seq > ? ORDER BY seq').all(seq) as {
            seq: number;
            collection: string;
            id: string;
          }[],
      },
      options.pollIntervalMs ?? 250,
    );
  }

  async get<T extends DocumentData>(collection: string, id: string): Promise<T | null> {
    assertDocumentPath(collection, id);
    return this.readDoc(collection, id) as T | null;
  }

  async getMany<T extends DocumentData>(collection: string, ids: string[]): Promise<(T | null)[]> {
    ids.forEach((id) => assertDocumentPath(collection, id));
    const found = new Map<string, DocumentData>();
    for (let i = 0; i < ids.length; i += CHUNK) {
      const chunk = ids.slice(i, i + CHUNK);
      const rows = this.prepare(`SELECT id, data FROM documents WHERE collection = ? AND id IN (${chunk.map(() => '?').join(', ')})`).all(collection, ...chunk) as {
        id: string;
        data: string;
      }[];
      for (const row of rows) found.set(row.id, JSON.parse(row.data) as DocumentData);
    }
    return ids.map((id) => (found.get(id) ?? null) as T | null);
  }

  set<T extends DocumentData>(collection: string, id: string, data: T): Promise<void> {
    return this.write([{ type: 'set', collection, id, data }]);
  }

  setMany<T extends DocumentData>(collection: string, docs: StoredDocument<T>[]): Promise<void> {
    return this.write(docs.map(({ id, data }) => ({ type: 'set', collection, id, data })));
  }

  update(collection: string, id: string, patch: DocumentData): Promise<void> {
    return this.write([{ type: 'update', collection, id, patch }]);
  }

  delete(collection: string, id: string): Promise<void> {
    return this.write([{ type: 'delete', collection, id }]);
  }

  async query<T extends DocumentData>(collection: string, query: Query = {}): Promise<Page<T>> {
    const orderBy = effectiveOrderBy(query);
    const conditions = this.conditions(collection, query.where ?? []);
    for (const sql of orderByPresenceSql(orderBy)) conditions.push({ sql, params: [] });
    if (query.cursor !== undefined) conditions.push(afterCursorSql(orderBy, decodeCursor(orderBy, query.cursor)));

    const limit = query.limit;
    if (limit !== undefined && (!Number.isInteger(limit) || limit < 1)) throw new Error(`Invalid limit ${limit}`);
    // One row more than asked tells whether another page exists without an empty last page.
    const limitSql = limit === undefined ? '' : ` LIMIT ${limit + 1}`;
    const sql = `SELECT id, data FROM documents WHERE ${conditions.map((c) => c.sql).join(' AND ')} ORDER BY ${orderBySql(orderBy)}${limitSql}`;
    const rows = this.prepare(sql).all(...conditions.flatMap((c) => c.params)) as { id: string; data: string }[];

    const more = limit !== undefined && rows.length > limit;
    const docs = (more ? rows.slice(0, limit) : rows).map((row) => ({ id: row.id, data: JSON.parse(row.data) as T }));
    if (!more) return { docs };
    const last = docs[docs.length - 1];
    return { docs, nextCursor: encodeCursor(orderBy, { values: orderBy.map((o) => last.data[o.field]), id: last.id }) };
  }

  async count(collection: string, where: Filter[] = []): Promise<number> {
    const conditions = this.conditions(collection, where);
    const sql = `SELECT count(*) AS n FROM documents WHERE ${conditions.map((c) => c.sql).join(' AND ')}`;
    return (this.prepare(sql).get(...conditions.flatMap((c) => c.params)) as { n: number }).n;
  }

  runTransaction<R>(work: (tx: Transaction) => Promise<R>, options: TransactionOptions = {}): Promise<R> {
    this.assertNotInTransaction();
    return this.mutex.run(async () => {
      this.assertOpen();
      // IMMEDIATE takes the write lock now, so no other process commits between our reads and our
      // writes: a read-modify-write is isolated across processes as well as within this one. The
      // lock is held while the callback awaits, so callbacks must stay short: another process's
      // write waits up to busy_timeout and then fails with SQLITE_BUSY.
      this.db.exec('BEGIN IMMEDIATE');
      const tx = new BufferedTransaction((collection, id) => {
        assertDocumentPath(collection, id);
        return this.readDoc(collection, id);
      });
      let touched: Key[];
      try {
        const result = await insideTransaction.run(this, () => work(tx));
        tx.close();
        touched = this.apply(tx.writes);
        this.db.exec('COMMIT');
        this.feed.notify(touched);
        return result;
      } catch (error) {
        tx.close();
        if (this.db.inTransaction) this.db.exec('ROLLBACK');
        throw error;
      }
    }, options);
  }

  watch<T extends DocumentData>(collection: string, id: string, listener: (change: DocumentChange<T>) => void): Unsubscribe {
    assertDocumentPath(collection, id);
    this.assertOpen();
    return this.feed.watch(collection, id, listener);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.feed.close();
    await this.mutex.idle();
    this.statements.clear();
    this.db.close();
  }

  private async write(writes: Write[]): Promise<void> {
    // Async, so a refused name rejects the promise like any other failure (a caller's .catch sees it).
    for (const w of writes) assertDocumentPath(w.collection, w.id);
    this.assertNotInTransaction();
    // Through the mutex: an open runTransaction on this connection would otherwise absorb the write.
    return this.mutex.run(() => {
      this.assertOpen();
      const touched = this.db.transaction(() => this.apply(writes)).immediate();
      this.feed.notify(touched);
    });
  }

  /** applies writes inside the caller's SQLite transaction and logs them for other processes */
  private apply(writes: Write[]): Key[] {
    const now = Date.now();
    const upsert = this.prepare('INSERT INTO documents (collection, id, data) VALUES (?, ?, ?) ON CONFLICT (collection, id) DO UPDATE SET data = excluded.data');
    const remove = this.prepare('DELETE FROM documents WHERE collection = ? AND id = ?');
    const log = this.prepare('INSERT INTO changes (collection, id, at) VALUES (?, ?, ?)');
    const touched = new Map<string, Key>();
    for (const w of writes) {
      assertDocumentPath(w.collection, w.id);
      if (w.type === 'set') {
        upsert.run(w.collection, w.id, toJson(w.data));
      } else if (w.type === 'update') {
        const current = this.readDoc(w.collection, w.id);
        if (current === null) throw new DocumentNotFoundError(w.collection, w.id);
        upsert.run(w.collection, w.id, toJson({ ...current, ...w.patch }));
      } else {
        remove.run(w.collection, w.id);
      }
      log.run(w.collection, w.id, now);
      touched.set(`${w.collection}\u0000${w.id}`, { collection: w.collection, id: w.id });
    }
    if (now - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = now;
      this.prepare('DELETE FROM changes WHERE at < ?').run(now - CHANGE_RETENTION_MS);
    }
    return [...touched.values()];
  }

  private conditions(collection: string, where: Filter[]): SqlPart[] {
    if (collection.length === 0 || collection.includes('/')) throw new Error(`Invalid collection ${JSON.stringify(collection)}`);
    // A literal, not a parameter: SQLite uses a partial index (WHERE collection = 'stores') only
    // when the query spells the same collection in its text.
    return [{ sql: `collection = ${collectionLiteral(collection)}`, params: [] as SqlValue[] }, ...where.map(filterSql)];
  }

  private readJson(collection: string, id: string): string | null {
    const row = this.prepare('SELECT data FROM documents WHERE collection = ? AND id = ?').get(collection, id) as { data: string } | undefined;
    return row?.data ?? null;
  }

  private readDoc(collection: string, id: string): DocumentData | null {
    const json = this.readJson(collection, id);
    return json === null ? null : (JSON.parse(json) as DocumentData);
  }

  /** better-sqlite3 statements are reusable; query shapes repeat, so cache them by text */
  private prepare(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      if (this.statements.size > 500) this.statements.clear();
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** a write queued from inside a transaction's callback would wait for that transaction forever */
  private assertNotInTransaction(): void {
    if (insideTransaction.getStore() === this) throw new Error('Inside runTransaction, write through the transaction object');
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('DocumentStore is closed');
  }
}

/** Documents are JSON: anything JSON cannot hold (undefined, functions) is dropped, as in JSON.stringify. */
function toJson(data: DocumentData): string {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new Error('A document must be an object');
  return JSON.stringify(data);
}

export function createSqliteDocumentStore(options: SqliteDocumentStoreOptions): SqliteDocumentStore {
  return new SqliteDocumentStore(options);
}
