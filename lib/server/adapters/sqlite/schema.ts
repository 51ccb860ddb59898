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
 * Top-level fields to index together, e.g. ['HQCompanyID', 'Status']. The index covers every
 * collection (its first column is `collection`): a partial index per collection would need the
 * collection spelled as a literal in each query, which would defeat statement caching.
 */
export type SqliteIndex = string[];

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
  for (const index of indexes) createIndex(db, index);
  return db;
}

function createIndex(db: Database.Database, fields: SqliteIndex): void {
  if (fields.length === 0) return;
  // Readable, and unique even when two field lists only differ in characters the name drops.
  const hash = createHash('sha1').update(JSON.stringify(fields)).digest('hex').slice(0, 8);
  const name = `idx_${fields.join('__')}`.replace(/[^A-Za-z0-9_]/g, '_') + `_${hash}`;
  // The expression must be spelled exactly as the query builder spells it for SQLite to use it.
  const columns = fields.map((field) => `json_extract(data, ${jsonPath(field)})`).join(', ');
  db.exec(`CREATE INDEX IF NOT EXISTS "${name}" ON documents (collection, ${columns})`);
}
