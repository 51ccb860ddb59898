import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { FirestoreServer } from '@firestore-emulator/server';
import { deleteApp, getApp } from 'firebase-admin/app';

import { createFirestoreFromEnv } from '@/lib/server/adapters/firestore/create-firestore-from-env';
import { FirestoreDocumentStore } from '@/lib/server/adapters/firestore/firestore-document-store';
import type { DocumentStore } from '@/lib/server/ports/document-store';

import { freePort } from '../support/free-port';

import { describeDocumentStoreContract } from './document-store.contract';

// Every call is a gRPC round trip to the in-process emulator; the 520-document batch takes a while.
jest.setTimeout(30_000);

describeDocumentStoreContract('Firestore (in-process emulator)', async () => {
  const server = new FirestoreServer();
  const port = await freePort();
  await server.start(port);
  // firebase-admin reads this when each Firestore client is created: set it before any app.
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;

  const run = `${process.pid}-${Date.now().toString(36)}`;
  const projectId = `demo-contract-${run}`;
  const appNames: string[] = [];
  const stores: DocumentStore[] = [];
  const open = () => {
    const appName = `contract-${run}-${appNames.length}`;
    appNames.push(appName);
    // Each store gets its own app and gRPC client on the same project: a second process's view.
    const store = new FirestoreDocumentStore(createFirestoreFromEnv({ appName, projectId }), { emulatorWorkarounds: true });
    stores.push(store);
    return store;
  };

  return {
    store: open(),
    openSecond: async () => open(),
    close: async () => {
      await Promise.all(stores.map((s) => s.close()));
      await Promise.all(appNames.map((name) => deleteApp(getApp(name))));
      server.stop();
      // The emulator never ends a Listen call, so forceShutdown cancels the ones unsubscribed
      // watchers left; let the clients take that status while the test environment still exists.
      await new Promise((resolve) => setTimeout(resolve, 200));
      delete process.env.FIRESTORE_EMULATOR_HOST;
    },
  };
});

/**
 * The production paths that the workarounds replace (server-side queries, cursors, count()
 * aggregation, plain set), run against the emulator only where it answers like Firestore:
 * equality filters on strings, limits, and the SDK accepting the cursor query it is sent.
 */
describe('Firestore production query path on the emulator', () => {
  let server: FirestoreServer;
  let store: FirestoreDocumentStore;
  const appName = `production-path-${process.pid}-${Date.now().toString(36)}`;

  beforeAll(async () => {
    server = new FirestoreServer();
    const port = await freePort();
    await server.start(port);
    process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
    store = new FirestoreDocumentStore(createFirestoreFromEnv({ appName, projectId: `demo-${appName}` }));
    await store.setMany('menus', [
      { id: 'm1', data: { StoreID: 's1', Name: 'Lunch' } },
      { id: 'm2', data: { StoreID: 's1', Name: 'Dinner' } },
      { id: 'm3', data: { StoreID: 's2', Name: 'Lunch' } },
    ]);
  });

  afterAll(async () => {
    await store.close();
    await deleteApp(getApp(appName));
    server.stop();
    await new Promise((resolve) => setTimeout(resolve, 200));
    delete process.env.FIRESTORE_EMULATOR_HOST;
  });

  it('filters on the server and pages with a cursor the SDK accepts', async () => {
    const where = [{ field: 'StoreID', op: '==' as const, value: 's1' }];
    const first = await store.query('menus', { where, orderBy: [{ field: 'Name' }], limit: 1 });
    expect(first.docs).toHaveLength(1);
    expect(first.nextCursor).toEqual(expect.any(String));
    // The emulator ignores startAfter, so only the request itself is checked here.
    await expect(store.query('menus', { where, orderBy: [{ field: 'Name' }], limit: 1, cursor: first.nextCursor })).resolves.toBeDefined();
    const all = await store.query('menus', { where: [{ field: 'Name', op: 'in', value: ['Lunch'] }] });
    expect(all.docs.map((d) => d.id).sort()).toEqual(['m1', 'm3']);
  });

  it('counts with the count() aggregation', async () => {
    expect(await store.count('menus', [{ field: 'StoreID', op: '==', value: 's1' }])).toBe(2);
    expect(await store.count('menus')).toBe(3);
  });

  it('an empty in-list matches nothing without a request Firestore would reject', async () => {
    expect(await store.query('menus', { where: [{ field: 'StoreID', op: 'in', value: [] }] })).toEqual({ docs: [] });
    expect(await store.count('menus', [{ field: 'StoreID', op: 'in', value: [] }])).toBe(0);
  });
});
