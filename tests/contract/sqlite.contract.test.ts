import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { DocumentStore } from '@/lib/server/ports/document-store';
import { collectionLiteral } from '@/lib/server/adapters/sqlite/schema';
import { filterSql } from '@/lib/server/adapters/sqlite/sql-query';
import { SqliteDocumentStore } from '@/lib/server/adapters/sqlite/sqlite-document-store';
import { countingDocumentStore } from '@/lib/server/adapters/counting/counting-document-store';

import { describeDocumentStoreContract } from './document-store.contract';

// A real file (not ':memory:') so a second store can open it, as a second process would. The
// counting wrapper (npm run sim:cluster's cost table) only counts: the whole contract holds through it.
for (const [name, wrap] of [
  ['SQLite', (store: DocumentStore) => store],
  ['SQLite, counted', (store: DocumentStore) => countingDocumentStore(store, () => undefined)],
] as const) {
  describeDocumentStoreContract(name, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docstore-'));
    const filename = path.join(dir, 'nested', 'store.db');
    const opened: DocumentStore[] = [];
    const open = () => {
      const store = wrap(new SqliteDocumentStore({ filename, pollIntervalMs: 50, indexes: [{ fields: ['price'] }, { fields: ['tag', 'n'] }] }));
      opened.push(store);
      return store;
    };
    return {
      store: open(),
      openSecond: async () => open(),
      close: async () => {
        await Promise.all(opened.map((s) => s.close()));
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  });
}

describe('SQLite store on :memory:', () => {
  it('works without a file', async () => {
    const store = new SqliteDocumentStore({ filename: ':memory:' });
    await store.set('c', 'a', { v: true });
    expect(await store.query('c', { where: [{ field: 'v', op: '==', value: true }] })).toEqual({ docs: [{ id: 'a', data: { v: true } }] });
    await store.close();
  });
});

describe('SQLite store specifics', () => {
  it('refuses its own writes inside a transaction callback instead of deadlocking', async () => {
    const store = new SqliteDocumentStore({ filename: ':memory:' });
    await expect(store.runTransaction(async () => store.set('c', 'a', { v: 1 }))).rejects.toThrow(/through the transaction/);
    await store.set('c', 'a', { v: 2 });
    expect(await store.get('c', 'a')).toEqual({ v: 2 });
    await store.close();
  });

  it('rejects field names it cannot inline safely', async () => {
    const store = new SqliteDocumentStore({ filename: ':memory:' });
    await expect(store.query('c', { where: [{ field: 'a"b', op: '==', value: 1 }] })).rejects.toThrow(/field name/);
    await expect(store.query('c', { where: [{ field: "it's", op: '==', value: 1 }] })).resolves.toEqual({ docs: [] });
    await store.close();
  });
});

describe('SQLite change feed across OS processes', () => {
  it('delivers a write made by another process on the same file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docstore-xproc-'));
    const filename = path.join(dir, 'store.db');
    const store = new SqliteDocumentStore({ filename, pollIntervalMs: 50 });
    const changes: unknown[] = [];
    const unsubscribe = store.watch('orders', 'o1', (change) => changes.push(change));
    try {
      await new Promise<void>((resolve, reject) => {
        execFile(
          process.execPath,
          ['--conditions=react-server', '--import', 'tsx', path.join(__dirname, 'sqlite-writer.child.ts'), filename, 'orders', 'o1', '{"status":"paid"}'],
          { cwd: path.resolve(__dirname, '../..'), timeout: 15_000 },
          (error) => (error ? reject(error) : resolve()),
        );
      });
      const deadline = Date.now() + 2000;
      while (changes.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(changes).toEqual([
        { kind: 'removed', id: 'o1', data: null },
        { kind: 'added', id: 'o1', data: { status: 'paid' } },
      ]);
    } finally {
      unsubscribe();
      await store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 20_000);
});

describe('SQLite field indexes', () => {
  it('are partial per collection, used by a query of that collection, and dropped once no longer asked for', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docindex-'));
    const filename = path.join(dir, 'store.db');
    const first = new SqliteDocumentStore({ filename, indexes: [{ collection: 'stores', fields: ['Slug'] }, { fields: ['price'] }] });
    await first.set('stores', 's1', { Slug: 'harbour' });
    await first.set('orders', 'o1', { Slug: 'harbour' });
    expect(await first.query('stores', { where: [{ field: 'Slug', op: '==', value: 'harbour' }] })).toEqual({ docs: [{ id: 's1', data: { Slug: 'harbour' } }] });
    await first.close();

    const { default: Database } = await import('better-sqlite3');
    const inspect = () => {
      const db = new Database(filename, { readonly: true });
      const indexes = db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND substr(name, 1, 4) = 'idx_'").all() as { name: string; sql: string }[];
      const equal = filterSql({ field: 'Slug', op: '==', value: 'harbour' });
      const plan = db.prepare(`EXPLAIN QUERY PLAN SELECT id FROM documents WHERE collection = ${collectionLiteral('stores')} AND ${equal.sql}`).all(...equal.params) as {
        detail: string;
      }[];
      db.close();
      return { indexes, plan: plan.map((row) => row.detail).join(' ') };
    };
    const before = inspect();
    expect(before.indexes.map((index) => index.sql)).toEqual([
      expect.stringMatching(/WHERE collection = 'stores'$/),
      expect.stringMatching(/ON documents \(collection, json_extract/),
    ]);
    expect(before.plan).toContain(before.indexes[0].name);

    const second = new SqliteDocumentStore({ filename, indexes: [{ collection: 'stores', fields: ['Slug'] }] });
    await second.close();
    expect(inspect().indexes.map((index) => index.name)).toEqual([before.indexes[0].name]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
