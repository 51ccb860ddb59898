/**
 * The DocumentStore contract against a real Firestore project (or any emulator), run by
 * `npm run check:firestore` with the Firestore adapter's own variables (scripts/check-firestore.mjs
 * decides whether they are given). Not a `.test.ts`: the normal suite never reaches the network.
 *
 * Every collection the suite touches has a fresh name (the contract's `col()`), and all of them
 * are deleted again at the end. Use a project or a named
 * database (FIRESTORE_CHECK_DATABASE) that holds no live shop's data all the same.
 */
import { deleteApp, getApp } from 'firebase-admin/app';
import type { Firestore } from 'firebase-admin/firestore';

import { createFirestoreFromEnv } from '@/lib/server/adapters/firestore/create-firestore-from-env';
import { FirestoreDocumentStore } from '@/lib/server/adapters/firestore/firestore-document-store';
import type { DocumentStore, Transaction } from '@/lib/server/ports/document-store';

import { describeDocumentStoreContract } from './document-store.contract';

// Round trips to a real project: the 520-document batch and the change-feed waits take a while.
jest.setTimeout(120_000);

const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-storefront';
const databaseId = process.env.FIRESTORE_CHECK_DATABASE || undefined;
/** the production adapter's own choice (lib/server/adapters/firestore/from-env.ts): workarounds only on an emulator */
const emulatorWorkarounds = Boolean(process.env.FIRESTORE_EMULATOR_HOST);

/** Notes every collection a store is asked about, so the check can delete what it wrote. */
function recording(store: DocumentStore, touched: Set<string>): DocumentStore {
  const note = (collection: unknown) => typeof collection === 'string' && touched.add(collection);
  const tx = (inner: Transaction): Transaction =>
    new Proxy(inner, {
      get: (target, key) => {
        const value = Reflect.get(target, key) as unknown;
        return typeof value === 'function' ? (...args: unknown[]) => (note(args[0]), (value as (...a: unknown[]) => unknown).apply(target, args)) : value;
      },
    });
  return new Proxy(store, {
    get: (target, key) => {
      const value = Reflect.get(target, key) as unknown;
      if (typeof value !== 'function') return value;
      if (key === 'runTransaction') return (work: (t: Transaction) => Promise<unknown>, options?: unknown) => target.runTransaction((t) => work(tx(t)), options as never);
      return (...args: unknown[]) => (note(args[0]), (value as (...a: unknown[]) => unknown).apply(target, args));
    },
  });
}

/** Deletes every document of a collection, in batches (the contract's documents have no subcollections). */
async function deleteCollection(db: Firestore, name: string): Promise<void> {
  const { docs } = await db.collection(name).get();
  for (let start = 0; start < docs.length; start += 400) {
    const batch = db.batch();
    for (const doc of docs.slice(start, start + 400)) batch.delete(doc.ref);
    await batch.commit();
  }
}

describeDocumentStoreContract(
  `Firestore project ${projectId}${databaseId ? ` (database ${databaseId})` : ''}${emulatorWorkarounds ? ', emulator' : ''}`,
  async () => {
    const run = `check-${process.pid}-${Date.now().toString(36)}`;
    const touched = new Set<string>();
    const apps: string[] = [];
    const clients: Firestore[] = [];
    const stores: DocumentStore[] = [];
    const open = () => {
      const appName = `${run}-${apps.length}`;
      apps.push(appName);
      const db = createFirestoreFromEnv({ appName, projectId, databaseId });
      clients.push(db);
      // The client is terminated by deleteApp at the end, after the clean-up used it.
      const store = new FirestoreDocumentStore(db, { emulatorWorkarounds, terminateOnClose: false });
      stores.push(store);
      return recording(store, touched);
    };
    return {
      store: open(),
      openSecond: async () => open(),
      close: async () => {
        await Promise.all(stores.map((store) => store.close()));
        await Promise.all([...touched].map((name) => deleteCollection(clients[0], name)));
        await Promise.all(apps.map((name) => deleteApp(getApp(name))));
        // The cancelled listen streams report their status a moment later: let the clients take
        // it while the test environment still exists (as tests/contract/firestore.contract.test.ts does).
        await new Promise((resolve) => setTimeout(resolve, 500));
      },
    };
  },
  { eventTimeoutMs: 15_000 },
);
