import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { type DocumentChange, type DocumentData, DocumentNotFoundError, type DocumentStore, type Filter, type OrderBy } from '@/lib/server/ports/document-store';

/** What an adapter's test file hands the contract. */
export interface ContractSubject {
  store: DocumentStore;
  /** another store on the same data, as a second process (seed script, second server) would open */
  openSecond(): Promise<DocumentStore>;
  /** releases everything the subject opened, including stores from openSecond */
  close(): Promise<void>;
}

export interface ContractOptions {
  /** how long to wait for a change-feed event */
  eventTimeoutMs?: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Collects a watcher's events and lets a test wait for the n-th. */
function record<T extends DocumentData>(store: DocumentStore, collection: string, id: string, timeoutMs: number) {
  const events: DocumentChange<T>[] = [];
  const waiters: { n: number; resolve: () => void }[] = [];
  const unsubscribe = store.watch<T>(collection, id, (change) => {
    events.push(change);
    for (const w of waiters.filter((w) => events.length >= w.n)) w.resolve();
  });
  async function waitFor(n: number): Promise<DocumentChange<T>> {
    if (events.length < n) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        new Promise<void>((resolve) => waiters.push({ n, resolve })),
        new Promise<void>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`waited ${timeoutMs} ms for event ${n}; got ${JSON.stringify(events)}`)), timeoutMs);
        }),
      ]).finally(() => clearTimeout(timer));
    }
    return events[n - 1];
  }
  return { events, unsubscribe, waitFor };
}

export function describeDocumentStoreContract(name: string, open: () => Promise<ContractSubject>, options: ContractOptions = {}): void {
  const eventTimeoutMs = options.eventTimeoutMs ?? 3000;

  describe(`DocumentStore contract: ${name}`, () => {
    let subject: ContractSubject;
    let store: DocumentStore;
    let counter = 0;
    /** a fresh collection name per use, so tests never see each other's documents */
    const col = (base: string) => `${base}_${Date.now().toString(36)}_${(counter += 1)}`;

    beforeAll(async () => {
      subject = await open();
      store = subject.store;
    });

    afterAll(async () => {
      await subject?.close();
    });

    describe('get, set, delete', () => {
      it('returns null for a missing document', async () => {
        expect(await store.get(col('docs'), 'nope')).toBeNull();
      });

      it('round-trips every JSON type', async () => {
        const c = col('docs');
        const data = { s: 'héllo 你好', i: 42, f: -3.25, t: true, fa: false, n: null, arr: [1, 'two', { three: 3 }], map: { a: { b: [true] } } };
        await store.set(c, 'one', data);
        expect(await store.get(c, 'one')).toEqual(data);
      });

      it('set replaces the whole document', async () => {
        const c = col('docs');
        await store.set(c, 'one', { a: 1, b: 2 });
        await store.set(c, 'one', { c: 3 });
        expect(await store.get(c, 'one')).toEqual({ c: 3 });
      });

      it('delete removes the document, and deleting a missing one is fine', async () => {
        const c = col('docs');
        await store.set(c, 'one', { a: 1 });
        await store.delete(c, 'one');
        expect(await store.get(c, 'one')).toBeNull();
        await expect(store.delete(c, 'one')).resolves.toBeUndefined();
      });

      it('refuses a document id that is a path or a name Firestore keeps for itself, on every call, touching nothing', async () => {
        const c = col('docs');
        await store.set(c, 'a', { kept: true });
        for (const id of ['a/b', '/', 'a/b/c', '.', '..', '__proto__', '__x__', '']) {
          await expect(store.get(c, id)).rejects.toThrow(/Invalid document id/);
          await expect(store.set(c, id, { x: 1 })).rejects.toThrow(/Invalid document id/);
          await expect(store.update(c, id, { x: 1 })).rejects.toThrow(/Invalid document id/);
          await expect(store.delete(c, id)).rejects.toThrow(/Invalid document id/);
          await expect(store.runTransaction(async (tx) => tx.get(c, id))).rejects.toThrow(/Invalid document id/);
        }
        expect(await store.get(c, 'a')).toEqual({ kept: true });
      });

      it('keeps collections apart', async () => {
        const a = col('a');
        const b = col('b');
        await store.set(a, 'same', { from: 'a' });
        await store.set(b, 'same', { from: 'b' });
        expect(await store.get(a, 'same')).toEqual({ from: 'a' });
        expect(await store.get(b, 'same')).toEqual({ from: 'b' });
      });
    });

    describe('getMany and setMany', () => {
      it('getMany keeps the order of ids and gives null for missing ones', async () => {
        const c = col('many');
        await store.setMany(c, [
          { id: 'x', data: { v: 'x' } },
          { id: 'y', data: { v: 'y' } },
        ]);
        expect(await store.getMany(c, ['y', 'missing', 'x', 'y'])).toEqual([{ v: 'y' }, null, { v: 'x' }, { v: 'y' }]);
        expect(await store.getMany(c, [])).toEqual([]);
      });

      it('setMany writes more documents than one Firestore batch holds', async () => {
        const c = col('many');
        const docs = Array.from({ length: 520 }, (_, i) => ({ id: `d${String(i).padStart(4, '0')}`, data: { i } }));
        await store.setMany(c, docs);
        expect(await store.count(c)).toBe(520);
        expect(await store.get(c, 'd0519')).toEqual({ i: 519 });
        await store.setMany(c, []);
      });
    });

    describe('update', () => {
      it('merges top-level fields and replaces nested values whole', async () => {
        const c = col('upd');
        await store.set(c, 'one', { a: 1, keep: 'yes', nested: { x: 1, y: 2 } });
        await store.update(c, 'one', { a: 2, nested: { x: 9 }, added: null });
        expect(await store.get(c, 'one')).toEqual({ a: 2, keep: 'yes', nested: { x: 9 }, added: null });
      });

      it('treats a dotted key as one top-level field name', async () => {
        const c = col('upd');
        await store.set(c, 'one', { a: { b: 1 } });
        await store.update(c, 'one', { 'a.b': 2 });
        expect(await store.get(c, 'one')).toEqual({ a: { b: 1 }, 'a.b': 2 });
      });

      it('throws DocumentNotFoundError for a missing document and creates nothing', async () => {
        const c = col('upd');
        const failure = store.update(c, 'ghost', { a: 1 });
        await expect(failure).rejects.toBeInstanceOf(DocumentNotFoundError);
        await expect(failure).rejects.toMatchObject({ collection: c, id: 'ghost' });
        expect(await store.get(c, 'ghost')).toBeNull();
      });
    });

    describe('query filters', () => {
      let c: string;
      beforeAll(async () => {
        c = col('filters');
        await store.setMany(c, [
          { id: 'a', data: { n: 1, s: 'apple', b: true, tag: 'x' } },
          { id: 'b', data: { n: 2, s: 'banana', b: false, tag: 'y' } },
          { id: 'c', data: { n: 2.5, s: 'cherry', b: true, tag: null } },
          { id: 'd', data: { n: 10, s: 'Date', tag: 'x' } },
          { id: 'e', data: { n: '5', s: 'elder', b: 1 } },
          { id: 'f', data: { n: null, s: 'fig', b: false, tag: 'z' } },
          { id: 'g', data: { s: 'grape' } },
        ]);
      });

      const ids = async (where: Filter[]) => (await store.query(c, { where })).docs.map((d) => d.id).sort();

      it.each<[string, Filter[], string[]]>([
        ['no filter', [], ['a', 'b', 'c', 'd', 'e', 'f', 'g']],
        ['== number', [{ field: 'n', op: '==', value: 2 }], ['b']],
        ['== fraction', [{ field: 'n', op: '==', value: 2.5 }], ['c']],
        ['== string never matches a number', [{ field: 'n', op: '==', value: '5' }], ['e']],
        ['== null matches only null values', [{ field: 'n', op: '==', value: null }], ['f']],
        ['== true does not match 1', [{ field: 'b', op: '==', value: true }], ['a', 'c']],
        ['== 1 does not match true', [{ field: 'b', op: '==', value: 1 }], ['e']],
        ['== false', [{ field: 'b', op: '==', value: false }], ['b', 'f']],
        ['!= skips missing and null fields', [{ field: 'n', op: '!=', value: 2 }], ['a', 'c', 'd', 'e']],
        ['!= null', [{ field: 'n', op: '!=', value: null }], ['a', 'b', 'c', 'd', 'e']],
        ['!= true', [{ field: 'b', op: '!=', value: true }], ['b', 'e', 'f']],
        ['< number only matches numbers', [{ field: 'n', op: '<', value: 2.5 }], ['a', 'b']],
        ['<=', [{ field: 'n', op: '<=', value: 2.5 }], ['a', 'b', 'c']],
        ['>', [{ field: 'n', op: '>', value: 2 }], ['c', 'd']],
        ['>=', [{ field: 'n', op: '>=', value: 2 }], ['b', 'c', 'd']],
        ['> string compares bytes (uppercase first)', [{ field: 's', op: '>', value: 'b' }], ['b', 'c', 'e', 'f', 'g']],
        ['< string', [{ field: 's', op: '<', value: 'banana' }], ['a', 'd']],
        ['range on booleans', [{ field: 'b', op: '<', value: true }], ['b', 'f']],
        ['in strings', [{ field: 'tag', op: 'in', value: ['x', 'z'] }], ['a', 'd', 'f']],
        ['in mixed types', [{ field: 'n', op: 'in', value: [1, '5', 10] }], ['a', 'd', 'e']],
        ['in an empty list matches nothing', [{ field: 'tag', op: 'in', value: [] }], []],
        [
          '== and range together',
          [
            { field: 'tag', op: '==', value: 'x' },
            { field: 'n', op: '>', value: 1 },
          ],
          ['d'],
        ],
        [
          'two equalities',
          [
            { field: 'b', op: '==', value: true },
            { field: 'tag', op: '==', value: 'x' },
          ],
          ['a'],
        ],
        [
          'range on two sides',
          [
            { field: 'n', op: '>', value: 1 },
            { field: 'n', op: '<', value: 10 },
          ],
          ['b', 'c'],
        ],
      ])('%s', async (_label, where, expected) => {
        expect(await ids(where)).toEqual(expected);
      });

      it('orders by the inequality field when no order is given, as Firestore does', async () => {
        const ordered = async (query: { where: Filter[]; orderBy?: OrderBy[] }) => (await store.query(c, query)).docs.map((d) => d.id);
        expect(await ordered({ where: [{ field: 'n', op: '>', value: 1 }] })).toEqual(['b', 'c', 'd']);
        expect(await ordered({ where: [{ field: 'n', op: '>', value: 1 }], orderBy: [{ field: 's', direction: 'desc' }] })).toEqual(['c', 'b', 'd']);
        expect(
          await ordered({
            where: [
              { field: 's', op: '!=', value: 'fig' },
              { field: 'b', op: '==', value: true },
            ],
          }),
        ).toEqual(['a', 'c']);
      });

      it('count applies the same filters', async () => {
        expect(await store.count(c)).toBe(7);
        expect(await store.count(c, [{ field: 'n', op: '>=', value: 2 }])).toBe(3);
        expect(await store.count(c, [{ field: 'tag', op: 'in', value: ['x', 'z'] }])).toBe(3);
        expect(await store.count(col('empty'))).toBe(0);
      });
    });

    describe('query order and limit', () => {
      let c: string;
      beforeAll(async () => {
        c = col('order');
        await store.setMany(c, [
          { id: 'p1', data: { cat: 'a', price: 5 } },
          { id: 'p2', data: { cat: 'b', price: 3 } },
          { id: 'p3', data: { cat: 'a', price: 3 } },
          { id: 'p4', data: { cat: 'b', price: 5 } },
          { id: 'p5', data: { cat: 'a', price: 5 } },
          { id: 'p6', data: { cat: 'c' } },
          { id: 'p7', data: { price: 1 } },
        ]);
      });

      const ids = async (orderBy: OrderBy[], limit?: number) => (await store.query(c, { orderBy, limit })).docs.map((d) => d.id);

      it('orders by id without orderBy', async () => {
        expect(await ids([])).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7']);
      });

      it('orders ascending, breaks ties by id, leaves out documents without the field', async () => {
        expect(await ids([{ field: 'price' }])).toEqual(['p7', 'p2', 'p3', 'p1', 'p4', 'p5']);
      });

      it('orders descending with ties by id descending (as Firestore does)', async () => {
        expect(await ids([{ field: 'price', direction: 'desc' }])).toEqual(['p5', 'p4', 'p1', 'p3', 'p2', 'p7']);
      });

      it('orders by several fields with mixed directions', async () => {
        expect(await ids([{ field: 'cat' }, { field: 'price', direction: 'desc' }])).toEqual(['p5', 'p1', 'p3', 'p4', 'p2']);
      });

      it('limit cuts the result and says there is more', async () => {
        const page = await store.query(c, { orderBy: [{ field: 'price' }], limit: 2 });
        expect(page.docs.map((d) => d.id)).toEqual(['p7', 'p2']);
        expect(page.docs[0].data).toEqual({ price: 1 });
        expect(page.nextCursor).toEqual(expect.any(String));
      });

      it('gives no cursor when the limit was not reached or exactly met', async () => {
        expect((await store.query(c, { limit: 50 })).nextCursor).toBeUndefined();
        expect((await store.query(c, { limit: 7 })).nextCursor).toBeUndefined();
        expect((await store.query(c)).nextCursor).toBeUndefined();
      });

      it('orders values of different types as Firestore does', async () => {
        const t = col('types');
        const values: [string, unknown][] = [
          ['v1', 'a'],
          ['v2', 0],
          ['v3', true],
          ['v4', null],
          ['v5', 'B'],
          ['v6', -1.5],
          ['v7', false],
          ['v8', 7],
        ];
        await store.setMany(
          t,
          values.map(([id, v]) => ({ id, data: { v } })),
        );
        const asc = (await store.query(t, { orderBy: [{ field: 'v' }] })).docs.map((d) => d.id);
        expect(asc).toEqual(['v4', 'v7', 'v3', 'v6', 'v2', 'v8', 'v5', 'v1']);
        const desc = (await store.query(t, { orderBy: [{ field: 'v', direction: 'desc' }] })).docs.map((d) => d.id);
        expect(desc).toEqual([...asc].reverse());
      });
    });

    describe('cursor pagination', () => {
      let c: string;
      beforeAll(async () => {
        c = col('pages');
        await store.setMany(
          c,
          Array.from({ length: 25 }, (_, i) => ({ id: `i${String(i).padStart(2, '0')}`, data: { group: i % 3, odd: i % 2 === 1, i } })),
        );
      });

      async function allPages(orderBy: OrderBy[] | undefined, limit: number, where?: Filter[]) {
        const pages: string[][] = [];
        let cursor: string | undefined;
        do {
          const page = await store.query(c, { where, orderBy, limit, cursor });
          pages.push(page.docs.map((d) => d.id));
          cursor = page.nextCursor;
        } while (cursor && pages.length < 50);
        return pages;
      }

      it.each<[string, OrderBy[] | undefined, Filter[] | undefined]>([
        ['by id', undefined, undefined],
        ['by a field with many ties', [{ field: 'group' }], undefined],
        ['descending with ties', [{ field: 'group', direction: 'desc' }], undefined],
        ['two fields, mixed directions', [{ field: 'odd' }, { field: 'group', direction: 'desc' }], undefined],
        ['with a filter', [{ field: 'group' }], [{ field: 'i', op: '>=', value: 5 }]],
        ['with an inequality filter and no order', undefined, [{ field: 'i', op: '>=', value: 5 }]],
        ['with != and an order on another field', [{ field: 'group', direction: 'desc' }], [{ field: 'i', op: '!=', value: 7 }]],
      ])('walks every page %s', async (_label, orderBy, where) => {
        const everything = (await store.query(c, { where, orderBy })).docs.map((d) => d.id);
        const pages = await allPages(orderBy, 4, where);
        expect(pages.flat()).toEqual(everything);
        expect(pages.length).toBe(Math.ceil(everything.length / 4));
        expect(pages.slice(0, -1).every((p) => p.length === 4)).toBe(true);
        expect(new Set(pages.flat()).size).toBe(everything.length);
      });

      it('sees documents added behind the cursor but not before it', async () => {
        const p = col('pages');
        await store.setMany(
          p,
          ['a', 'b', 'c', 'd'].map((id) => ({ id, data: { k: 1 } })),
        );
        const first = await store.query(p, { orderBy: [{ field: 'k' }], limit: 2 });
        await store.set(p, 'aa', { k: 1 });
        await store.set(p, 'z', { k: 1 });
        const second = await store.query(p, { orderBy: [{ field: 'k' }], limit: 10, cursor: first.nextCursor });
        expect(first.docs.map((d) => d.id)).toEqual(['a', 'b']);
        expect(second.docs.map((d) => d.id)).toEqual(['c', 'd', 'z']);
      });
    });

    describe('transactions', () => {
      it('commits reads and writes together and returns the result', async () => {
        const c = col('tx');
        await store.set(c, 'account', { balance: 10 });
        const result = await store.runTransaction(async (tx) => {
          const account = await tx.get<{ balance: number }>(c, 'account');
          const missing = await tx.get(c, 'missing');
          tx.update(c, 'account', { balance: (account?.balance ?? 0) - 3 });
          tx.set(c, 'receipt', { amount: 3, missing: missing === null });
          tx.delete(c, 'nothing-here');
          return 'done';
        });
        expect(result).toBe('done');
        expect(await store.get(c, 'account')).toEqual({ balance: 7 });
        expect(await store.get(c, 'receipt')).toEqual({ amount: 3, missing: true });
      });

      it('a throw rolls everything back and reaches the caller', async () => {
        const c = col('tx');
        await store.set(c, 'keep', { v: 1 });
        const failure = store.runTransaction(async (tx) => {
          await tx.get(c, 'keep');
          tx.set(c, 'keep', { v: 2 });
          tx.set(c, 'new', { v: 3 });
          tx.delete(c, 'keep');
          throw new Error('boom');
        });
        await expect(failure).rejects.toThrow('boom');
        expect(await store.get(c, 'keep')).toEqual({ v: 1 });
        expect(await store.get(c, 'new')).toBeNull();
      });

      it('update of a missing document fails the whole transaction', async () => {
        const c = col('tx');
        const failure = store.runTransaction(async (tx) => {
          tx.set(c, 'other', { v: 1 });
          tx.update(c, 'ghost', { v: 1 });
        });
        await expect(failure).rejects.toBeInstanceOf(DocumentNotFoundError);
        expect(await store.get(c, 'other')).toBeNull();
        expect(await store.get(c, 'ghost')).toBeNull();
      });

      it('update inside a transaction merges top-level fields', async () => {
        const c = col('tx');
        await store.set(c, 'doc', { a: 1, b: { x: 1 } });
        await store.runTransaction(async (tx) => {
          tx.update(c, 'doc', { b: { y: 2 }, c: 3 });
        });
        expect(await store.get(c, 'doc')).toEqual({ a: 1, b: { y: 2 }, c: 3 });
      });

      it('refuses a read after a write, as Firestore does', async () => {
        const c = col('tx');
        const failure = store.runTransaction(async (tx) => {
          tx.set(c, 'a', { v: 1 });
          await tx.get(c, 'a');
        });
        await expect(failure).rejects.toThrow();
        expect(await store.get(c, 'a')).toBeNull();
      });

      it('isolates concurrent read-modify-write increments', async () => {
        const c = col('tx');
        await store.set(c, 'counter', { n: 0 });
        const increments = Array.from({ length: 20 }, () =>
          store.runTransaction(async (tx) => {
            const current = await tx.get<{ n: number }>(c, 'counter');
            // yield so the transactions truly overlap
            await sleep(1);
            tx.set(c, 'counter', { n: (current?.n ?? 0) + 1 });
          }),
        );
        await Promise.all(increments);
        expect(await store.get(c, 'counter')).toEqual({ n: 20 });
      });

      it('a failed transaction does not block the next one', async () => {
        const c = col('tx');
        await expect(store.runTransaction(async () => Promise.reject(new Error('first')))).rejects.toThrow('first');
        await store.runTransaction(async (tx) => tx.set(c, 'after', { ok: true }));
        expect(await store.get(c, 'after')).toEqual({ ok: true });
      });
    });

    describe('watch', () => {
      it('first reports the current document', async () => {
        const c = col('watch');
        await store.set(c, 'order', { status: 'new' });
        const watcher = record(store, c, 'order', eventTimeoutMs);
        expect(await watcher.waitFor(1)).toEqual({ kind: 'added', id: 'order', data: { status: 'new' } });
        watcher.unsubscribe();
      });

      it('first reports a missing document as removed with null data', async () => {
        const c = col('watch');
        const watcher = record(store, c, 'nothing', eventTimeoutMs);
        expect(await watcher.waitFor(1)).toEqual({ kind: 'removed', id: 'nothing', data: null });
        watcher.unsubscribe();
      });

      it('reports add, modify and remove, then nothing after unsubscribe', async () => {
        const c = col('watch');
        const watcher = record(store, c, 'order', eventTimeoutMs);
        await watcher.waitFor(1);
        await store.set(c, 'order', { status: 'new' });
        expect(await watcher.waitFor(2)).toEqual({ kind: 'added', id: 'order', data: { status: 'new' } });
        await store.update(c, 'order', { status: 'paid' });
        expect(await watcher.waitFor(3)).toEqual({ kind: 'modified', id: 'order', data: { status: 'paid' } });
        await store.runTransaction(async (tx) => tx.set(c, 'order', { status: 'done' }));
        expect(await watcher.waitFor(4)).toEqual({ kind: 'modified', id: 'order', data: { status: 'done' } });
        await store.set(c, 'other', { status: 'unrelated' });
        await store.delete(c, 'order');
        expect(await watcher.waitFor(5)).toEqual({ kind: 'removed', id: 'order', data: null });
        watcher.unsubscribe();
        await store.set(c, 'order', { status: 'again' });
        await sleep(600);
        expect(watcher.events).toHaveLength(5);
      });

      it('serves several watchers of one document independently', async () => {
        const c = col('watch');
        const first = record(store, c, 'doc', eventTimeoutMs);
        const second = record(store, c, 'doc', eventTimeoutMs);
        await Promise.all([first.waitFor(1), second.waitFor(1)]);
        first.unsubscribe();
        await store.set(c, 'doc', { v: 1 });
        expect(await second.waitFor(2)).toMatchObject({ kind: 'added', data: { v: 1 } });
        await sleep(300);
        expect(first.events).toHaveLength(1);
        second.unsubscribe();
      });

      it('reports changes written by another store on the same data', async () => {
        const c = col('watch');
        const other = await subject.openSecond();
        const watcher = record(store, c, 'order', eventTimeoutMs);
        await watcher.waitFor(1);
        await other.set(c, 'order', { status: 'from elsewhere' });
        expect(await watcher.waitFor(2)).toEqual({ kind: 'added', id: 'order', data: { status: 'from elsewhere' } });
        await other.runTransaction(async (tx) => {
          const order = await tx.get<{ status: string }>(c, 'order');
          tx.update(c, 'order', { status: `${order?.status} again` });
        });
        expect(await watcher.waitFor(3)).toEqual({ kind: 'modified', id: 'order', data: { status: 'from elsewhere again' } });
        watcher.unsubscribe();
      });
    });
  });
}
