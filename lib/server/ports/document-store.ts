import 'server-only';

/**
 * The DocumentStore port: JSON documents in named collections, the smallest common ground of
 * SQLite (embedded default) and Cloud Firestore (production). Repositories are written once on
 * top of it; adapters must pass the same contract suite (tests/contract/document-store.contract.ts).
 *
 * Field paths are top-level field names: the Firestore emulator used in tests has no nested-field
 * filters, so a repository that must filter on a nested value copies it to a top-level field.
 */

export type DocumentData = Record<string, unknown>;

export type FilterOp = '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in';

export interface Filter {
  field: string;
  op: FilterOp;
  /**
   * null, a boolean, a number or a string (arrays and maps as values are outside the contract:
   * SQLite compares their JSON text, Firestore its own way). Values compare
   * as in Firestore: only values of the same type match ('<' 5 never matches '5', true is not 1);
   * '!=' matches only documents where the field exists and is not null; range filters take no null.
   * For 'in': an array of at most 30 values; an empty array matches nothing.
   */
  value: unknown;
}

export interface OrderBy {
  field: string;
  direction?: 'asc' | 'desc';
}

export interface Query {
  where?: Filter[];
  /**
   * Results come in the order of `effectiveOrderBy(query)`, which is Firestore's: the given
   * fields, then any field with a range or '!=' filter not already listed, then the id; added
   * fields take the direction of the last given one (ascending when none). Documents lacking an
   * order-by field are left out. On Firestore, a query combining filters and orders on several
   * fields needs a composite index (firestore.indexes.json).
   */
  orderBy?: OrderBy[];
  limit?: number;
  /** an opaque cursor from a previous page's `nextCursor` */
  cursor?: string;
}

const INEQUALITY_OPS: ReadonlySet<FilterOp> = new Set<FilterOp>(['!=', '<', '<=', '>', '>=']);

/**
 * The order of a query's results as Firestore defines it: the explicit orders, then the fields of
 * range and '!=' filters not already ordered (by name, in the direction of the last explicit
 * order, ascending when none). Remaining ties are broken by id in the direction of the last entry.
 * Both adapters sort and build page cursors from it, so they return the same pages.
 */
export function effectiveOrderBy(query: Pick<Query, 'where' | 'orderBy'>): OrderBy[] {
  const explicit = query.orderBy ?? [];
  const listed = new Set(explicit.map((o) => o.field));
  const direction = explicit.length > 0 ? (explicit[explicit.length - 1].direction ?? 'asc') : 'asc';
  const implicit = [...new Set((query.where ?? []).filter((f) => INEQUALITY_OPS.has(f.op)).map((f) => f.field))]
    .filter((field) => !listed.has(field))
    .sort()
    .map((field): OrderBy => ({ field, direction }));
  return [...explicit, ...implicit];
}

export interface StoredDocument<T extends DocumentData = DocumentData> {
  id: string;
  data: T;
}

export interface Page<T extends DocumentData = DocumentData> {
  docs: StoredDocument<T>[];
  /** set when `limit` cut the result: pass it as `cursor` to read the next page */
  nextCursor?: string;
}

/**
 * Reads come before writes, as Firestore demands (both adapters throw on a read after a write);
 * the whole callback commits or nothing does. Reads see committed state, not the transaction's own
 * buffered writes. The callback may run more than once on Firestore (retry on contention), so it
 * must not have side effects outside the transaction.
 */
export interface Transaction {
  get<T extends DocumentData>(collection: string, id: string): Promise<T | null>;
  set<T extends DocumentData>(collection: string, id: string, data: T): void;
  /** merges top-level fields; the document must exist */
  update(collection: string, id: string, patch: DocumentData): void;
  delete(collection: string, id: string): void;
}

export type ChangeKind = 'added' | 'modified' | 'removed';

export interface DocumentChange<T extends DocumentData = DocumentData> {
  /** 'removed' also for the first call when the document does not exist */
  kind: ChangeKind;
  id: string;
  /** null exactly when kind is 'removed' */
  data: T | null;
}

export type Unsubscribe = () => void;

export interface TransactionOptions {
  urgent?: boolean;
}

export interface DocumentStore {
  get<T extends DocumentData>(collection: string, id: string): Promise<T | null>;
  getMany<T extends DocumentData>(collection: string, ids: string[]): Promise<(T | null)[]>;
  /** creates or replaces the whole document */
  set<T extends DocumentData>(collection: string, id: string, data: T): Promise<void>;
  /**
   * writes many documents in one atomic batch (on Firestore, batches of at most 500 documents are
   * atomic; a larger call commits in chunks of 500, each atomic)
   */
  setMany<T extends DocumentData>(collection: string, docs: StoredDocument<T>[]): Promise<void>;
  /** merges top-level fields; throws DocumentNotFoundError if the document does not exist */
  update(collection: string, id: string, patch: DocumentData): Promise<void>;
  delete(collection: string, id: string): Promise<void>;
  query<T extends DocumentData>(collection: string, query?: Query): Promise<Page<T>>;
  count(collection: string, where?: Filter[]): Promise<number>;
  /**
   * write only through `tx` inside `work`: the SQLite adapter refuses its own methods' writes there.
   * `urgent`: the transaction finishes work already begun (a payment's record, its settlement on
   * the order), so an adapter that queues transactions runs it before those that start new work;
   * a charged payment then waits the least for its order to learn of it.
   */
  runTransaction<R>(work: (tx: Transaction) => Promise<R>, options?: TransactionOptions): Promise<R>;
  /**
   * The change feed: calls `listener` with the current state at once, asynchronously (kind 'added',
   * or kind 'removed' with data null when missing) and then on every later change of that
   * document, until unsubscribed. Changes in quick succession may arrive as one (the latest state).
   */
  watch<T extends DocumentData>(collection: string, id: string, listener: (change: DocumentChange<T>) => void): Unsubscribe;
  close(): Promise<void>;
}

/**
 * Whether a text can be a document id on both adapters (Firestore's rules, which the SQLite
 * adapter enforces too): not empty, no '/', not '.' or '..', not `__…__`, at most 1,500 bytes.
 * A lookup by an id from a request (a path parameter) that fails this finds nothing.
 */
export function isDocumentId(id: string): boolean {
  return id.length > 0 && !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id) && Buffer.byteLength(id) <= 1500;
}

export class DocumentNotFoundError extends Error {
  constructor(
    readonly collection: string,
    readonly id: string,
  ) {
    super(`No document ${collection}/${id}`);
    this.name = 'DocumentNotFoundError';
  }
}
