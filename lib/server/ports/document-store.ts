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
  /** for 'in': an array of at most 30 values */
  value: unknown;
}

export interface OrderBy {
  field: string;
  direction?: 'asc' | 'desc';
}

export interface Query {
  where?: Filter[];
  orderBy?: OrderBy[];
  limit?: number;
  /** an opaque cursor from a previous page's `nextCursor` */
  cursor?: string;
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

/** Reads come before writes, as Firestore demands; the whole callback commits or nothing does. */
export interface Transaction {
  get<T extends DocumentData>(collection: string, id: string): Promise<T | null>;
  set<T extends DocumentData>(collection: string, id: string, data: T): void;
  /** merges top-level fields; the document must exist */
  update(collection: string, id: string, patch: DocumentData): void;
  delete(collection: string, id: string): void;
}

export type ChangeKind = 'added' | 'modified' | 'removed';

export interface DocumentChange<T extends DocumentData = DocumentData> {
  kind: ChangeKind;
  id: string;
  /** null when removed */
  data: T | null;
}

export type Unsubscribe = () => void;

export interface DocumentStore {
  get<T extends DocumentData>(collection: string, id: string): Promise<T | null>;
  getMany<T extends DocumentData>(collection: string, ids: string[]): Promise<(T | null)[]>;
  /** creates or replaces the whole document */
  set<T extends DocumentData>(collection: string, id: string, data: T): Promise<void>;
  /** writes many documents in one atomic batch */
  setMany<T extends DocumentData>(collection: string, docs: StoredDocument<T>[]): Promise<void>;
  /** merges top-level fields; throws DocumentNotFoundError if the document does not exist */
  update(collection: string, id: string, patch: DocumentData): Promise<void>;
  delete(collection: string, id: string): Promise<void>;
  query<T extends DocumentData>(collection: string, query?: Query): Promise<Page<T>>;
  count(collection: string, where?: Filter[]): Promise<number>;
  runTransaction<R>(work: (tx: Transaction) => Promise<R>): Promise<R>;
  /**
   * The change feed: calls `listener` with the current state at once (kind 'added', or data null
   * when missing) and then on every later change of that document, until unsubscribed.
   */
  watch<T extends DocumentData>(collection: string, id: string, listener: (change: DocumentChange<T>) => void): Unsubscribe;
  close(): Promise<void>;
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
