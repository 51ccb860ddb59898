import { describe, expect, it } from '@jest/globals';
import { countingDocumentStore, type DocumentCounts } from '@/lib/server/adapters/counting/counting-document-store';
import { SqliteDocumentStore } from '@/lib/server/adapters/sqlite/sqlite-document-store';

describe('countingDocumentStore', () => {
  it('counts reads and writes as Firestore bills them, and reads of a whole collection', async () => {
    let counts: DocumentCounts = {};
    const store = countingDocumentStore(new SqliteDocumentStore({ filename: ':memory:' }), (latest) => (counts = structuredClone(latest)));
    await store.setMany('c', [
      { id: 'a', data: { n: 1 } },
      { id: 'b', data: { n: 2 } },
    ]);
    await store.get('c', 'missing');
    await store.getMany('c', ['a', 'b']);
    await store.query('c', { where: [{ field: 'n', op: '>', value: 5 }] });
    await store.query('c');
    await store.count('c');
    await store.update('c', 'a', { n: 3 });
    await store.delete('c', 'b');
    await store.runTransaction(async (tx) => {
      await tx.get('t', 'x');
      tx.set('t', 'x', { n: 1 });
      tx.update('c', 'a', { n: 4 });
    });
    // get 1 + getMany 2 + empty query 1 + whole query 2 + count 1; the transaction's read in 't'
    expect(counts).toEqual({
      c: { reads: 7, writes: 4, deletes: 1, wholeCollection: 2 },
      t: { reads: 1, writes: 1, deletes: 0, wholeCollection: 0 },
    });
    await store.close();
  });

  it('counts a watch delivery as a read', async () => {
    let reads = 0;
    const store = countingDocumentStore(new SqliteDocumentStore({ filename: ':memory:' }), (latest) => (reads = latest.w?.reads ?? 0));
    const seen = new Promise<void>((resolve) => {
      const stop = store.watch('w', 'x', () => {
        stop();
        resolve();
      });
    });
    await seen;
    expect(reads).toBe(1);
    await store.close();
  });
});
