import 'server-only';

import { createFirestoreFromEnv } from './create-firestore-from-env';
import { FirestoreDocumentStore } from './firestore-document-store';

/** The part of the validated environment (lib/server/env.ts) this adapter reads. */
export interface FirestoreEnv {
  FIREBASE_PROJECT_ID?: string;
  FIRESTORE_EMULATOR_HOST?: string;
}

/**
 * The production DocumentStore, as the container builds it. Credentials are read by
 * createFirestoreFromEnv (service account variables or GOOGLE_APPLICATION_CREDENTIALS). With
 * FIRESTORE_EMULATOR_HOST set, the emulator workarounds are switched on: they are correct on any
 * backend and the in-process test emulator needs them (see FirestoreDocumentStoreOptions).
 */
export function createFirestoreDocumentStoreFromEnv(current: FirestoreEnv): FirestoreDocumentStore {
  const db = createFirestoreFromEnv({ projectId: current.FIREBASE_PROJECT_ID });
  return new FirestoreDocumentStore(db, { emulatorWorkarounds: Boolean(current.FIRESTORE_EMULATOR_HOST) });
}
