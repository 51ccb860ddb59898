import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { DocumentStore } from '@/lib/server/ports/document-store';
import { SqliteDocumentStore } from '@/lib/server/adapters/sqlite/sqlite-document-store';

import { describeDocumentStoreContract } from './document-store.contract';

// A real file (not ':memory:') so a second store can open it, as a second process would.
describeDocumentStoreContract('SQLite', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docstore-'));
  const filename = path.join(dir, 'nested', 'store.db');
  const opened: DocumentStore[] = [];
  const open = () => {
    const store = new SqliteDocumentStore({ filename, pollIntervalMs: 50, indexes: [['price'], ['tag', 'n']] });
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
