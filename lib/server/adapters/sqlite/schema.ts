import 'server-only';

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import Database from 'better-sqlite3';

import { jsonPath } from './sql-values';

/**
 * One table for every collection rather than a table per collection: collection names come from
 * repositories at run time, and one table means no DDL on the hot path, one primary key
 * (collection, id) serving get/getMany/scans, and one `changes` table and transaction covering
 * writes to any collection. Per-field indexes are opt-in (`SqliteIndex`) because which fields are
 * queried is the repositories' knowledge, not the adapter's.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS documents (
  collection TEXT NOT NULL,
  id TEXT NOT NULL,
  data TEXT NOT NULL,
  PRIMARY KEY (collection, id)
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS changes (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  collection TEXT NOT NULL,
  id TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS changes_at ON changes (at);
`;

/**
 * Top-level fields to index together, e.g. { collection: 'stores', fields: ['HQCompanyID'] }.
 * With a collection the index is partial (`WHERE collection = 'stores'`): a write to any other
 * collection pays nothing for it. Every index covering every document made each order (four
 * documents) evaluate nine json_extract expressions per document and dirty nine index trees.
 * The query builder names the collection as a literal so that SQLite can use a partial index;
 * statements are still cached, one per collection and shape. Without a collection the index
 * covers every collection (its first column is `collection`).
 */
export interface SqliteIndex {
  collection?: string;
  fields: string[];
}

/** A collection name as an SQL literal: the query builder and partial indexes spell it alike. */
export function collectionLiteral(collection: string): string {
  return `'${collection.replace(/'/g, "''")}'`;
}

export interface OpenOptions {
  filename: string;
  busyTimeoutMs: number;
  indexes: SqliteIndex[];
}

export function openDatabase({ filename, busyTimeoutMs, indexes }: OpenOptions): Database.Database {
  if (filename !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(filename)), { recursive: true });
  const db = new Database(filename);
  // WAL lets readers (pages, the change-feed poller, a second process) run while one writer writes.
  db.pragma('journal_mode = WAL');
  db.pragma(`busy_timeout = ${Math.max(0, Math.floor(busyTimeoutMs))}`);
  // NORMAL is durable across application crashes in WAL mode and much faster than FULL.
  db.pragma('synchronous = NORMAL');
  db.exec(SCHEMA);
  const names = new Set(indexes.map((index) => createIndex(db, index)).filter((name): name is string => name !== null));
  dropOtherIndexes(db, names);
  return db;
}

function indexName({ collection, fields }: SqliteIndex): string {
  // Readable, and unique even when two field lists only differ in characters the name drops.
  const hash = createHash('sha1')
    .update(JSON.stringify([collection ?? null, fields]))
    .digest('hex')
    .slice(0, 8);
  return `idx_${collection ? `${collection}__` : ''}${fields.join('__')}`.replace(/[^A-Za-z0-9_]/g, '_') + `_${hash}`;
}

function createIndex(db: Database.Database, index: SqliteIndex): string | null {
  if (index.fields.length === 0) return null;
  const name = indexName(index);
  // The expression must be spelled exactly as the query builder spells it for SQLite to use it.
  const columns = index.fields.map((field) => `json_extract(data, ${jsonPath(field)})`).join(', ');
  if (index.collection) db.exec(`CREATE INDEX IF NOT EXISTS "${name}" ON documents (${columns}) WHERE collection = ${collectionLiteral(index.collection)}`);
  else db.exec(`CREATE INDEX IF NOT EXISTS "${name}" ON documents (collection, ${columns})`);
  return name;
}

/** Field indexes no longer asked for (an earlier version's) cost every write: they are dropped. */
function dropOtherIndexes(db: Database.Database, keep: ReadonlySet<string>): void {
  const existing = db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'documents' AND substr(name, 1, 4) = 'idx_'").all() as { name: string }[];
  for (const { name } of existing) if (!keep.has(name)) db.exec(`DROP INDEX IF EXISTS "${name.replace(/"/g, '""')}"`);
}
