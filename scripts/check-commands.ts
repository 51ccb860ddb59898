/**
 * `npm test`'s "== commands" step (scripts/test-all.sh, after the build): every operator command
 * of package.json runs as an operator runs it, `npm run <script>` with NODE_ENV=production on a
 * temporary DATA_DIR, so a command that cannot start (the TypeError of next-intl under the
 * react-server condition) cannot land again. Each answers `--help` with its usage (exit 0); then
 * a small real run of each, checked by its exit code and a line of its output: seed, import of
 * a small valid file, board:passcode on a demo store, order:status on an
 * order a use case placed (no store key: the operator's authority) and on an unknown id (its
 * clear error, exit 1), payments:reconcile, outbox, check:firestore (skipped without credentials).
 * Last, the production server (`npm start`) and the demo (`npm run demo`) start (each running
 * seed:if-empty on its empty database) and say which defaults are in force. Prints one line per
 * check and exits 1 on the first failure.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startServer, type StartedServer } from './lib/start-server';

const root = resolve(__dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'storefront-commands-'));
const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO: 'off', SANDBOX_PAYMENTS: 'off' };
delete env.STORE_API_KEYS;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  seconds: number;
}

function npmRun(script: string, args: readonly string[] = []): Promise<Run> {
  const started = performance.now();
  return new Promise((done) => {
    const child = spawn('npm', ['run', '-s', script, ...(args.length > 0 ? ['--', ...args] : [])], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => done({ code, stdout, stderr, seconds: (performance.now() - started) / 1000 }));
  });
}

let checks = 0;
function pass(label: string, ok: boolean, detail: () => string, seconds?: number): void {
  checks += 1;
  if (ok) return console.log(`  ok  ${label}${seconds === undefined ? '' : ` (${seconds.toFixed(1)} s)`}`);
  console.error(`  FAIL ${label}: ${detail()}`);
  throw new Error(`${label} failed`);
}

function expectRun(label: string, run: Run, code: number, output: RegExp, stream: 'stdout' | 'stderr' = 'stdout'): void {
  pass(
    label,
    run.code === code && output.test(run[stream]),
    () => `exit ${run.code} (expected ${code}), ${stream} should match ${output}\n--- stdout\n${run.stdout}\n--- stderr\n${run.stderr}`,
    run.seconds,
  );
}

/** Every operator command of package.json, with the first line of its usage. */
const COMMANDS: readonly [string, RegExp][] = [
  ['seed', /^usage: npm run seed /],
  ['seed:if-empty', /^usage: npm run seed /],
  ['import', /^usage: npm run import /],
  ['order:status', /^usage: npm run order:status /],
  ['board:passcode', /^usage: npm run board:passcode /],
  ['payments:reconcile', /^usage: npm run payments:reconcile/],
  ['outbox', /^usage: npm run outbox/],
  ['check:firestore', /^usage: npm run check:firestore/],
];

/** A cash pickup at the demo's Harbour & Co. Sydney (open around the clock), placed through the place-order use case. */
async function placeDemoOrder(): Promise<string> {
  process.env.DATA_DIR = dataDir;
  const [{ createSqliteDocumentStore }, { createContainer }, { INDEXED_FIELDS }, { placeOrder }, { selectSlotDate }, { isAppError }, { ZPlaceOrderRequestSchema }] =
    await Promise.all([
      import('@/lib/server/adapters/sqlite/sqlite-document-store'),
      import('@/lib/server/container'),
      import('@/lib/server/collections'),
      import('@/lib/server/checkout/use-cases/place-order'),
      import('@/lib/domain/time/time-slots'),
      import('@/lib/domain/errors/app-error'),
      import('@/lib/schemas/api/orders'),
    ]);
  const app = createContainer(createSqliteDocumentStore({ filename: join(dataDir, 'storefront.db'), indexes: INDEXED_FIELDS }), undefined, { production: true });
  try {
    const store = await app.stores.findById('1001');
    if (!store) throw new Error('the demo store 1001 is missing');
    // A fixed weekday noon in Sydney: no holiday, no blackout, whatever day the tests run.
    const now = new Date('2026-11-24T01:00:00Z');
    const slot = selectSlotDate(store, { kind: 'pickup', now }).selected;
    if (!slot) throw new Error('the demo store offers no pickup time');
    const request = (expectedTotal: number) =>
      ZPlaceOrderRequestSchema.parse({
        orderType: 3,
        scheduledTime: Math.floor(slot.start.getTime() / 1000),
        asap: true,
        items: [{ id: 'classic-cheeseburger', uniqueId: 'line-1', quantity: 1, modifiers: [{ ID: 'burger-bun-milk-bun', quantity: 1 }] }],
        contact: { FirstName: 'Ada', LastName: 'Lovelace', Email: 'ada@example.com', PhoneNumber: '0412345678' },
        payment: { method: 3 },
        expectedTotal,
      });
    // The server prices the order: its total comes back with the first (refused) try.
    const total = await placeOrder({ app, store, request: request(0), idempotencyKey: 'check-commands-price', now }).then(
      () => 0,
      (error: unknown) => (isAppError(error) && error.code === 'PRICE_CHANGED' ? (error.details as { total: number }).total : Promise.reject(error)),
    );
    const placed = await placeOrder({ app, store, request: request(total), idempotencyKey: 'check-commands-order', now });
    return placed.orderId;
  } finally {
    await app.documents.close();
  }
}

/** The production server and the demo start and say, in their first lines, what production refuses or allows. */
async function checkServers(): Promise<void> {
  const servers: StartedServer[] = [];
  try {
    const started = performance.now();
    const [plain, demo] = await Promise.all([
      startServer({ script: 'start', env: { ...env, DATA_DIR: join(dataDir, 'start'), LOG_LEVEL: 'info' }, until: /payments: /, root }),
      startServer({ script: 'demo', env: { ...env, DATA_DIR: join(dataDir, 'demo'), LOG_LEVEL: 'info' }, until: /payments: /, root }),
    ]);
    servers.push(plain, demo);
    const health = async (server: StartedServer) => JSON.stringify(await (await fetch(`${server.url}/api/health`)).json());
    const says = (server: StartedServer, line: RegExp) => () => `its log should match ${line}:\n${server.log}`;
    const refused = /store API keys: none \(STORE_API_KEYS is unset\)[^]*payments: no payment provider/;
    pass('npm start says: no store key, no card payment', refused.test(plain.log), says(plain, refused), (performance.now() - started) / 1000);
    const plainHealth = await health(plain);
    pass('npm start: /api/health says cards are not taken', /"payments":"none".*"cardPaymentsTaken":false/.test(plainHealth), () => plainHealth);
    const challenge = await fetch(`${plain.url}/sandbox/3ds/sbx_x`);
    pass('npm start: the sandbox’s 3-D Secure page answers 404', challenge.status === 404, () => `status ${challenge.status}`);
    const demoSays = /DEMO=on: the public demo key[^]*DEMO=on: the sandbox gateway takes card payments/;
    pass('npm run demo says: the demo key and the sandbox are on', demoSays.test(demo.log), says(demo, demoSays));
    const demoHealth = await health(demo);
    pass('npm run demo: /api/health says the sandbox takes cards', /"payments":"sandbox".*"cardPaymentsTaken":true/.test(demoHealth), () => demoHealth);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  const helps = await Promise.all(COMMANDS.map(([script]) => npmRun(script, ['--help'])));
  COMMANDS.forEach(([script, usage], index) => expectRun(`${script} --help`, helps[index], 0, usage));

  // seed:if-empty runs for real as `npm start` and `npm run demo` begin, on their empty databases.
  expectRun('seed', await npmRun('seed'), 0, /^seed: \d+ head offices, \d+ stores, \d+ menus/);
  expectRun('import a small valid file', await npmRun('import', ['tests/fixtures/import/valid-store.json']), 0, /^import: \d+ head offices, [1-9]\d* stores/);
  expectRun('board:passcode on a demo store', await npmRun('board:passcode', ['1001', '246810']), 0, /store 1001: board passcode set/);
  const orderId = await placeDemoOrder();
  expectRun('order:status on an order (no store key, production)', await npmRun('order:status', [orderId, '2']), 0, new RegExp(`order ${orderId}: status 2, payment notRequired`));
  // These only read (the reconciler finds nothing pending): at once.
  const [unknown, reconcile, outbox, firestore] = await Promise.all([
    npmRun('order:status', ['no-such-order', '2']),
    npmRun('payments:reconcile'),
    npmRun('outbox', ['--limit', '1']),
    npmRun('check:firestore'),
  ]);
  expectRun('order:status on an unknown order', unknown, 1, /order:status failed for order no-such-order: No order available \(NOT_FOUND\)/, 'stderr');
  expectRun('payments:reconcile', reconcile, 0, /^payments reconciled: \d+ checked/);
  expectRun('outbox', outbox, 0, /./);
  expectRun('check:firestore (no credentials)', firestore, 0, /check:firestore skipped/);
  await checkServers();
  console.log(`commands: ${checks} checks passed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main()
  .then(
    () => 0,
    (error: unknown) => {
      console.error(`commands: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    },
  )
  .then((code) => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(code);
  });
