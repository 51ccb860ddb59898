/**
 * `npm run sim:cluster` (issue 38): several production servers on one Firestore, proven.
 *
 * Serves the in-process Firestore emulator (@firestore-emulator/server) on a port, loads the demo
 * data into it once (npm run seed pointed at it), starts SIM_SERVERS production servers of the
 * same build (.next/storefront-server.cjs, what npm start runs), each its own port and DATA_DIR,
 * one SESSION_SECRET, then:
 * - measures the cost table on one quiet server (its DocumentStore counted: DOCUMENT_COUNTS_FILE);
 * - SIM_CHECKOUTS checkouts, each pressed SIM_PRESSES times at once with one Idempotency-Key, every
 *   press to a different server; with SIM_KILL=on one server is killed (SIGKILL) half-way and
 *   started again (its start-up runs the payment reconciler; not finished: the run stalls here);
 * - SIM_BURST placements at one store at once over all servers;
 * - status changes made through server A, timed to a status stream on B and a board on C;
 * - a menu change (the board's sold-out switch) through one server, timed to every server's kept menu;
 * - the limits and sessions across servers (sim-cluster/accounts.ts);
 * then counts from the database what must be 0. A count that is not 0, or a limit or session
 * that does not hold across servers, exits 1; BENCH_STRICT=1 also exits 1 on a missed target.
 * Options: sim-cluster/options.ts. Runs under tsx with server-only off, to read the database.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, getApp } from 'firebase-admin/app';
import { createFirestoreFromEnv } from '../lib/server/adapters/firestore/create-firestore-from-env';
import { FirestoreDocumentStore } from '../lib/server/adapters/firestore/firestore-document-store';
import { FLAGSHIP_STORE_ID } from '../lib/seed';
import { audit } from './sim-cluster/audit';
import { checkout, demoStore, emptyPlaced, METHODS, press, runCheckout, type Checkout, type Placed } from './sim-cluster/checkouts';
import { assertBuilt, PROJECT_ID, seed, sharedEnv, startEmulator, startNode, stopNode, waitHealthy, type Node } from './sim-cluster/cluster';
import { costRows } from './sim-cluster/cost-scenarios';
import { printCosts } from './sim-cluster/costs';
import { menuChangeLatency, statusLatencies } from './sim-cluster/cross-server';
import { inBatches, pause } from './sim-cluster/http';
import { options } from './sim-cluster/options';
import { printEmulatorLimits, printLatencies, printZeros } from './sim-cluster/report';
import { accountsAcrossServers } from './sim-cluster/accounts';
import { contention } from './sim-cluster/isolation';

const STATUS_P99_MS = 1000;
const MENU_MS = 5000;

async function main(): Promise<{ correct: boolean; targets: boolean }> {
  assertBuilt();
  const work = mkdtempSync(join(tmpdir(), 'sim-cluster-'));
  const emulator = await startEmulator(options.port, options.isolation);
  const { store, products } = demoStore(FLAGSHIP_STORE_ID);
  const env = sharedEnv(options.port, randomBytes(32).toString('hex'), [FLAGSHIP_STORE_ID]);
  const nodes: Node[] = [];
  let finished = false;
  const start = (i: number) => startNode(`server-${String.fromCharCode(65 + i)}`, options.port + 1 + i, env, work, true);
  try {
    console.log(
      `sim:cluster: Firestore emulator on ${options.port}; ${options.servers} servers; ${options.checkouts} checkouts × ${options.presses} presses; burst ${options.burst}`,
    );
    await seed(env);
    for (let i = 0; i < options.servers; i += 1) nodes.push(start(i));
    await Promise.all(nodes.map((node) => waitHealthy(node)));
    console.log(`servers: ${nodes.map((node) => `${node.name} :${node.port}`).join(', ')} (DATA_DIR each under ${work})`);

    console.log('\ncost on Firestore (one server, one thing at a time; counted by the DocumentStore):');
    const costsPass = printCosts(await costRows(nodes[0], store.ID, `/en/${store.Slug}`, options.streamSeconds));

    const placed: Placed = emptyPlaced();
    const sales: Checkout[] = [];
    await inBatches(
      Array.from({ length: options.checkouts }, (_, n) => n),
      options.concurrency,
      async (n) => {
        sales[n] = await checkout(nodes[n % nodes.length], store.ID, n, METHODS[n % METHODS.length]);
      },
    );
    let killed = '';
    let restarted: Promise<void> = Promise.resolve();
    const half = Math.floor(sales.length / 2);
    await inBatches(sales, options.concurrency, async (sale, index) => {
      if (index === half && options.kill) {
        const victim = nodes[nodes.length - 1];
        killed = victim.name;
        await stopNode(victim, 'SIGKILL');
        // Started again after a moment: its clients meanwhile go to the others; its start-up runs the reconciler.
        restarted = pause(2_000).then(async () => {
          nodes[nodes.length - 1] = start(nodes.length - 1);
          await restarted;
          console.log(`checkouts done: ${placed.acknowledged.size} orders acknowledged`);
        });
      }
      await runCheckout(nodes, store.ID, sale, options.presses, placed);
    });
    if (killed) console.log(`\n${killed} was killed (SIGKILL) after ${half} checkouts and started again`);
    await restarted;
    console.log(`checkouts done: ${placed.acknowledged.size} orders acknowledged`);

    const burst = await Promise.all(Array.from({ length: options.burst }, (_, i) => checkout(nodes[i % nodes.length], store.ID, options.checkouts + i, i % 2 ? 'card' : 'cash')));
    await Promise.all(burst.map((sale, i) => press(nodes, i, store.ID, sale, placed)));

    console.log('burst done');
    const status = await statusLatencies(nodes, store.ID, options.statusChanges);
    console.log('status changes done');
    const menu = await menuChangeLatency(nodes, store.ID, products[0].ID);
    console.log('menu changes done');
    const accounts = await accountsAcrossServers(nodes, store.ID);

    process.env.FIRESTORE_EMULATOR_HOST = env.FIRESTORE_EMULATOR_HOST;
    const documents = new FirestoreDocumentStore(createFirestoreFromEnv({ appName: 'sim-cluster-audit', projectId: PROJECT_ID }), { emulatorWorkarounds: true });
    const counted = await audit(
      documents,
      [...sales, ...burst].map((sale) => sale.n),
      placed.acknowledged,
    );
    await documents.close();
    await deleteApp(getApp('sim-cluster-audit'));

    const zerosPass = printZeros(counted, placed);
    const latencyPass = printLatencies(placed, status, menu, { statusP99: STATUS_P99_MS, menu: MENU_MS });
    const accountsPass = accounts.print();
    if (options.isolation)
      console.log(`\ntransactions: ${contention.committed} committed, ${contention.aborted} aborted by the isolation (a document they read changed) and retried`);
    printEmulatorLimits(options.isolation);
    finished = true;
    // What must never happen fails the run always; the targets of speed and cost with BENCH_STRICT=1.
    return { correct: zerosPass && accountsPass, targets: costsPass && latencyPass };
  } finally {
    await Promise.all(nodes.map((node) => stopNode(node)));
    emulator.stop();
    if (!finished || process.env.SIM_KEEP === '1') console.log(`servers' logs kept in ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

main()
  .then(({ correct, targets }) => {
    if (!correct || (!targets && options.strict)) process.exitCode = 1;
  })
  .catch((error: unknown) => {
    console.error('sim:cluster failed:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
