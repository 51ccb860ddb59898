// npm run check:firestore – the DocumentStore contract suite against a real Firestore project,
// with the variables the Firestore adapter reads (docs/configuration.md, docs/deploying.md):
//   FIREBASE_PROJECT_ID and a service account (FIREBASE_CLIENT_EMAIL + FIREBASE_PRIVATE_KEY, or
//   GOOGLE_APPLICATION_CREDENTIALS, a key file), or FIRESTORE_EMULATOR_HOST for an emulator;
//   FIRESTORE_CHECK_DATABASE (optional) runs it in a named database instead of (default).
// Without them it says it is skipped and exits 0. --forceExit: the gRPC clients of a real project
// keep sockets a while after they are closed.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(`usage: npm run check:firestore
  The DocumentStore contract suite against a real Firestore project (FIREBASE_PROJECT_ID with
  FIREBASE_CLIENT_EMAIL and FIREBASE_PRIVATE_KEY, or GOOGLE_APPLICATION_CREDENTIALS) or an
  emulator (FIRESTORE_EMULATOR_HOST), in fresh collections it deletes afterwards;
  FIRESTORE_CHECK_DATABASE runs it in a named database. Without credentials it is skipped (exit 0).`);
  process.exit(0);
}

const env = process.env;
const serviceAccount = Boolean(env.FIREBASE_CLIENT_EMAIL && env.FIREBASE_PRIVATE_KEY) || Boolean(env.GOOGLE_APPLICATION_CREDENTIALS);
const target = env.FIRESTORE_EMULATOR_HOST
  ? `the emulator at ${env.FIRESTORE_EMULATOR_HOST}`
  : env.FIREBASE_PROJECT_ID && serviceAccount
    ? `project ${env.FIREBASE_PROJECT_ID}`
    : null;

if (!target) {
  console.log(
    'check:firestore skipped: no Firestore credentials (set FIREBASE_PROJECT_ID with FIREBASE_CLIENT_EMAIL and FIREBASE_PRIVATE_KEY, or GOOGLE_APPLICATION_CREDENTIALS; or FIRESTORE_EMULATOR_HOST).',
  );
  process.exit(0);
}

console.log(`check:firestore: the DocumentStore contract against ${target}${env.FIRESTORE_CHECK_DATABASE ? `, database ${env.FIRESTORE_CHECK_DATABASE}` : ''}`);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const jest = spawnSync(
  process.execPath,
  [join(root, 'node_modules', 'jest', 'bin', 'jest.js'), '--ci', '--runInBand', '--forceExit', '--testMatch', '<rootDir>/tests/contract/firestore-live.check.ts'],
  { cwd: root, stdio: 'inherit', env },
);
process.exit(jest.status ?? 1);
