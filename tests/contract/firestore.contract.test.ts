import net from 'node:net';

import { jest } from '@jest/globals';
import { FirestoreServer } from '@firestore-emulator/server';
import { deleteApp, getApp } from 'firebase-admin/app';

import { createFirestoreFromEnv } from '@/lib/server/adapters/firestore/create-firestore-from-env';
import { FirestoreDocumentStore } from '@/lib/server/adapters/firestore/firestore-document-store';
import type { DocumentStore } from '@/lib/server/ports/document-store';

import { describeDocumentStoreContract } from './document-store.contract';

// Every call is a gRPC round trip to the in-process emulator; the 520-document batch takes a while.
jest.setTimeout(30_000);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

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
