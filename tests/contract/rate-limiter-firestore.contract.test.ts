import { jest } from '@jest/globals';
import { FirestoreServer } from '@firestore-emulator/server';
import { deleteApp, getApp } from 'firebase-admin/app';

import { createFirestoreFromEnv } from '@/lib/server/adapters/firestore/create-firestore-from-env';
import { FirestoreDocumentStore } from '@/lib/server/adapters/firestore/firestore-document-store';

import { freePort } from '../support/free-port';

import { describeRateLimiterContract } from './rate-limiter.contract';
import { describeSessionContract } from './sessions.contract';

// Every call is a gRPC round trip to the in-process emulator.
jest.setTimeout(30_000);

let opened = 0;

const open = async () => {
  const server = new FirestoreServer();
  const port = await freePort();
  await server.start(port);
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  const appName = `limits-${process.pid}-${(opened += 1)}`;
  const store = new FirestoreDocumentStore(createFirestoreFromEnv({ appName, projectId: `demo-${appName}` }), { emulatorWorkarounds: true });
  return {
    store,
    close: async () => {
      await store.close();
      await deleteApp(getApp(appName));
      server.stop();
      delete process.env.FIRESTORE_EMULATOR_HOST;
    },
  };
};

describeRateLimiterContract('Firestore (in-process emulator)', open);
describeSessionContract('Firestore (in-process emulator)', open);
