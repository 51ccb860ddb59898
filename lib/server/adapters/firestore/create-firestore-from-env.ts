import 'server-only';

import { applicationDefault, cert, type Credential, getApps, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';

export interface FirestoreFromEnvOptions {
  /** the firebase-admin app name; one Firestore per name (default 'storefront') */
  appName?: string;
  /** overrides FIREBASE_PROJECT_ID */
  projectId?: string;
  /** a named database instead of '(default)' */
  databaseId?: string;
}

/**
 * Builds the Firestore client from the environment:
 * - FIRESTORE_EMULATOR_HOST: an emulator (read by the SDK itself from process.env; no credential);
 * - FIREBASE_PROJECT_ID with FIREBASE_CLIENT_EMAIL and FIREBASE_PRIVATE_KEY: a service account
 *   (the key may hold literal "\n", as env files and hosting dashboards store it);
 * - otherwise Application Default Credentials (GOOGLE_APPLICATION_CREDENTIALS).
 * A named app keeps this client apart from any other firebase-admin use (e.g. Authentication).
 */
export function createFirestoreFromEnv(options: FirestoreFromEnvOptions = {}): Firestore {
  const env = process.env;
  const appName = options.appName ?? 'storefront';
  const emulator = Boolean(env.FIRESTORE_EMULATOR_HOST);
  const projectId = options.projectId ?? env.FIREBASE_PROJECT_ID ?? (emulator ? 'demo-storefront' : undefined);
  if (!projectId) throw new Error('Firestore needs FIREBASE_PROJECT_ID (or FIRESTORE_EMULATOR_HOST for an emulator)');

  let credential: Credential | undefined;
  if (!emulator) {
    const clientEmail = env.FIREBASE_CLIENT_EMAIL;
    const privateKey = env.FIREBASE_PRIVATE_KEY?.replace(/\\n/g, '\n');
    credential = clientEmail && privateKey ? cert({ projectId, clientEmail, privateKey }) : applicationDefault();
  }

  // Reusing the app by name makes a second call (hot reload, a script) get the same client.
  const app = getApps().find((a) => a.name === appName) ?? initializeApp({ projectId, ...(credential ? { credential } : {}) }, appName);
  // Documents are JSON-normalised by the adapter, so no client settings are needed.
  return options.databaseId ? getFirestore(app, options.databaseId) : getFirestore(app);
}
