import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FirestoreServer } from '@firestore-emulator/server';
import { withIsolation } from './isolation';

/**
 * The cluster of sim:cluster: the in-process Firestore emulator served on a port, and N
 * production servers of the same build (`.next/storefront-server.cjs`, what `npm start` runs
 * after its seed) on it, each its own port and DATA_DIR, one SESSION_SECRET and store key.
 */

export const SERVER_BUNDLE = '.next/storefront-server.cjs';
export const PROJECT_ID = 'demo-sim-cluster';
export const STORE_KEY = 'sim-cluster-store-key-0123456789';

export interface Node {
  name: string;
  port: number;
  base: string;
  dataDir: string;
  countsFile: string;
  child: ChildProcess;
}

export function assertBuilt(): void {
  if (!existsSync(SERVER_BUNDLE) || !existsSync('.next/BUILD_ID'))
    throw new Error(`sim:cluster needs a production build (${SERVER_BUNDLE} and .next/BUILD_ID): run npm run build first`);
}

/** `isolated`: its transactions isolated across servers (isolation.ts), as Firestore's are. */
export async function startEmulator(port: number, isolated: boolean): Promise<FirestoreServer> {
  const emulator = isolated ? withIsolation(() => new FirestoreServer()) : new FirestoreServer();
  await emulator.start(port);
  return emulator;
}

/** What every server and the seed share: the emulator, the project, the session secret, the store keys. */
export function sharedEnv(emulatorPort: number, sessionSecret: string, storeIds: string[]): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    METADATA_SERVER_DETECTION: 'none',
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${emulatorPort}`,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    SESSION_SECRET: sessionSecret,
    STORE_API_KEYS: JSON.stringify(Object.fromEntries(storeIds.map((id) => [id, STORE_KEY]))),
    SANDBOX_PAYMENTS: 'on',
    // The sim's clients say who they are in X-Forwarded-For (a proxy's hop), so per-address limits count per customer.
    TRUSTED_PROXY_HOPS: '1',
    LOG_LEVEL: 'warn',
  };
}

/** The demo data, once, by the app's own seed (npm run seed) pointed at the emulator (asynchronously: the emulator answers from this process). */
export async function seed(env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn('npx', ['tsx', '--import', './scripts/lib/server-only-off.ts', 'scripts/seed.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`seed failed: ${output}`);
  process.stdout.write(output);
}

export function startNode(name: string, port: number, env: NodeJS.ProcessEnv, workDir: string, countDocuments: boolean): Node {
  const dataDir = join(workDir, name);
  mkdirSync(dataDir, { recursive: true });
  const countsFile = join(dataDir, 'document-counts.json');
  const log = openSync(join(dataDir, 'server.log'), 'a');
  const child = spawn('node', [SERVER_BUNDLE], {
    env: { ...env, PORT: String(port), DATA_DIR: dataDir, ...(countDocuments ? { DOCUMENT_COUNTS_FILE: countsFile } : {}) },
    stdio: ['ignore', log, log],
  });
  return { name, port, base: `http://127.0.0.1:${port}`, dataDir, countsFile, child };
}

export async function waitHealthy(node: Node, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (node.child.exitCode !== null) throw new Error(`${node.name} exited (${node.child.exitCode}); see ${join(node.dataDir, 'server.log')}`);
    const ok = await fetch(`${node.base}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${node.name} not healthy within ${timeoutMs} ms; see ${join(node.dataDir, 'server.log')}`);
}

/** SIGTERM (the server's graceful stop), SIGKILL after `graceMs`; or SIGKILL at once. */
export async function stopNode(node: Node, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM', graceMs = 5_000): Promise<void> {
  const { child } = node;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** The node's document reads and writes so far (DOCUMENT_COUNTS_FILE), per collection. */
export function readCounts(node: Node): Record<string, { reads: number; writes: number; deletes: number; wholeCollection: number }> {
  return existsSync(node.countsFile) ? JSON.parse(readFileSync(node.countsFile, 'utf8')) : {};
}
