/**
 * npm run bench:throughput: how many requests per second the production server answers on one
 * core, and how fast, against the same bytes sent by a raw Node `http` server on that core.
 * Starts its own `npm start` (run `npm run build` first) on a fresh demo database
 * (.data/bench-throughput) pinned to core 0 with taskset, and pins this process, which runs
 * autocannon, to core 1. Asks as a browser does (Accept-Encoding: gzip, a browser's Accept,
 * Accept-Language and User-Agent) for the store page (/store/harbour-sydney, the biggest demo
 * menu), the store list (/) and the menu API (/api/stores/1001/menu), and as the Next router does
 * for the store page on a client-side navigation from the store list (`RSC: 1`, its state tree,
 * the `_rsc` parameter: React's payload): one request each first (its answer is kept, as sent),
 * then BENCH_CONNECTIONS connections (50) for BENCH_DURATION seconds (10) per target. Then the
 * memory: the server's resident size after BENCH_MEMORY_REQUESTS (20,000) requests mixing the
 * four, and again after as many more. Then the server stops and a
 * raw `node:http` server (bench/lib/raw-server.ts) takes core 0, answering each path with the
 * kept gzipped bytes and the same Content-Type and Content-Encoding, measured the same way: one
 * loaded server at a time. Targets (issue: throughput): store page and store list >= 10 % of raw
 * Node, p99 <= 250 ms and >= 300 req/s; menu API >= 15 % of raw Node; the store page's client
 * navigation (issue 38) >= 25 % of raw Node, p99 <= 250 ms; RSS after the first
 * 20,000 requests <= 300 MB, no growth over the second (more than 5 % counts as growth: the GC
 * moves RSS by a few MB). Prints a table with PASS or FAIL per target; BENCH_STRICT=1 exits 1
 * when one fails. BENCH_PORT (3400) and the next port (the raw server) are used.
 */
import type { ChildProcess } from 'node:child_process';
import { waitFor } from './lib/lighthouse';
import {
  API_HEADERS,
  fetchServed,
  findDescendant,
  freshDataDir,
  load,
  NAVIGATION_HEADERS,
  navigationPath,
  PAGE_HEADERS,
  pinSelf,
  rssMb,
  spawnPinned,
  startRawServer,
  stopGroup,
  threadCpus,
  type LoadResult,
  type Served,
} from './lib/throughput';

const port = Number(process.env.BENCH_PORT ?? 3400);
const rawPort = port + 1;
const base = `http://127.0.0.1:${port}`;
const rawBase = `http://127.0.0.1:${rawPort}`;
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const memoryBatch = Number(process.env.BENCH_MEMORY_REQUESTS ?? 20_000);
const strict = process.env.BENCH_STRICT === '1';
const dataDir = '.data/bench-throughput';
const SERVER_CPU = 0;
const LOAD_CPU = 1;
const cores = { serverCore: SERVER_CPU, loadCore: LOAD_CPU };
/** Other processes using more of a core than this during a run make its figures low: a note says so. */
const BUSY_MACHINE = 0.1;

interface Target {
  name: string;
  path: string;
  headers: Record<string, string>;
  /** app req/s as a share of raw Node's, in % */
  minRatio: number;
  maxP99Ms?: number;
  minPerSecond?: number;
}

async function benchTargets(): Promise<Target[]> {
  return [
    { name: 'store page', path: '/store/harbour-sydney', headers: PAGE_HEADERS, minRatio: 10, maxP99Ms: 250, minPerSecond: 300 },
    { name: 'store list', path: '/', headers: PAGE_HEADERS, minRatio: 10, maxP99Ms: 250, minPerSecond: 300 },
    { name: 'menu API', path: '/api/stores/1001/menu', headers: API_HEADERS, minRatio: 15 },
    { name: 'store nav', path: await navigationPath('/store/harbour-sydney', NAVIGATION_HEADERS), headers: NAVIGATION_HEADERS, minRatio: 25, maxP99Ms: 250 },
  ];
}
const MAX_RSS_MB = 300;
const MAX_GROWTH = 0.05;

const children = new Set<ChildProcess>();
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const pct = (share: number) => `${Math.round(share * 100)} %`;

function describe(label: string, run: LoadResult): string {
  return (
    `  ${label.padEnd(24)} ${run.perSecond.toFixed(1).padStart(8)} req/s  p50 ${ms(run.p50).padStart(7)}  p99 ${ms(run.p99).padStart(7)}  ` +
    `${run.requests} answers (${run.non2xx} not 2xx, ${run.errors} errors), ${kb(run.bytesPerAnswer)} each; CPU: server ${pct(run.serverCpu)}, load generator ${pct(run.clientCpu)}, ` +
    `other processes ${run.othersCpu.map((share, core) => `${pct(share)} of core ${core}`).join(', ')}`
  );
}

/** The first request to each target: it warms the server, and its answer (as sent) is what the raw server will send. */
async function firstRequests(targets: Target[]): Promise<Served[]> {
  const served: Served[] = [];
  console.log('first request to each target (the answer the raw server will send):');
  const width = Math.max(...targets.map((target) => target.path.length));
  for (const target of targets) {
    const answer = await fetchServed(base, target.path, target.headers);
    if (answer.status !== 200) throw new Error(`${target.path}: HTTP ${answer.status}`);
    const h = answer.headers;
    console.log(
      `  ${target.name.padEnd(11)} ${target.path.padEnd(width)} ${answer.status} in ${ms(answer.ms)}, ${kb(answer.body.length)} ${h['content-encoding'] ?? 'not encoded'}` +
        `${h['content-length'] ? '' : ' (chunked)'}; ${h['content-type']}; cache-control: ${h['cache-control'] ?? '-'}; vary: ${[h.vary ?? '-'].flat().join(', ')}`,
    );
    served.push(answer);
  }
  return served;
}

interface Memory {
  atStart: number;
  afterTargets: number;
  afterFirst: number;
  afterSecond: number;
  first: LoadResult;
  second: LoadResult;
}

async function measureMemory(targets: Target[], serverPid: number, atStart: number): Promise<Memory> {
  const mix = targets.map(({ path, headers }) => ({ path, headers }));
  const afterTargets = rssMb(serverPid);
  console.log(`memory: ${memoryBatch} requests mixing the ${targets.length} targets, twice`);
  const first = await load({ base, ...cores, connections, amount: memoryBatch, requests: mix, serverPid });
  const afterFirst = rssMb(serverPid);
  console.log(describe('mix, first batch', first));
  const second = await load({ base, ...cores, connections, amount: memoryBatch, requests: mix, serverPid });
  const afterSecond = rssMb(serverPid);
  console.log(describe('mix, second batch', second));
  return { atStart, afterTargets, afterFirst, afterSecond, first, second };
}

function verdicts(app: LoadResult, raw: LoadResult, target: Target): { ratio: number; failures: string[] } {
  const ratio = (app.perSecond / raw.perSecond) * 100;
  const failures: string[] = [];
  if (ratio < target.minRatio) failures.push('ratio');
  if (target.maxP99Ms !== undefined && app.p99 > target.maxP99Ms) failures.push('p99');
  if (target.minPerSecond !== undefined && app.perSecond < target.minPerSecond) failures.push('req/s');
  if (app.non2xx + app.errors > 0) failures.push('errors');
  if (raw.non2xx + raw.errors > 0) failures.push('raw errors');
  return { ratio, failures };
}

function targetText(target: Target): string {
  return [`>= ${target.minRatio} % of raw`, target.maxP99Ms && `p99 <= ${target.maxP99Ms} ms`, target.minPerSecond && `>= ${target.minPerSecond} req/s`].filter(Boolean).join(', ');
}

function printTable(targets: Target[], appRuns: LoadResult[], rawRuns: LoadResult[], memory: Memory): boolean {
  const width = Math.max(...targets.map((target) => target.path.length));
  console.log('');
  console.log(
    `${'target'.padEnd(11)} ${'path'.padEnd(width)} ${'req/s'.padStart(8)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'raw req/s'.padStart(10)} ${'raw p99'.padStart(8)} ${'ratio'.padStart(7)}  ${'targets'.padEnd(46)} result`,
  );
  let pass = true;
  targets.forEach((target, index) => {
    const [app, raw] = [appRuns[index], rawRuns[index]];
    const { ratio, failures } = verdicts(app, raw, target);
    pass &&= failures.length === 0;
    console.log(
      `${target.name.padEnd(11)} ${target.path.padEnd(width)} ${app.perSecond.toFixed(1).padStart(8)} ${ms(app.p50).padStart(8)} ${ms(app.p99).padStart(8)} ${raw.perSecond.toFixed(1).padStart(10)} ${ms(raw.p99).padStart(8)} ${`${ratio.toFixed(1)} %`.padStart(7)}  ${targetText(target).padEnd(46)} ${failures.length === 0 ? 'PASS' : `FAIL (${failures.join(', ')})`}`,
    );
  });
  const growth = memory.afterSecond - memory.afterFirst;
  const memoryFailures = [memory.afterFirst > MAX_RSS_MB && 'size', growth > memory.afterFirst * MAX_GROWTH && 'growth'].filter(Boolean);
  pass &&= memoryFailures.length === 0;
  const mb = (value: number) => `${Math.round(value)} MB`;
  console.log(
    `memory (server RSS): ${mb(memory.atStart)} after the first requests, ${mb(memory.afterTargets)} after the per-target runs, ` +
      `${mb(memory.afterFirst)} after ${memoryBatch} more, ${mb(memory.afterSecond)} after another ${memoryBatch}: growth ${growth >= 0 ? '+' : ''}${mb(growth)}`,
  );
  console.log(
    `${''.padEnd(11)} targets: <= ${MAX_RSS_MB} MB after the first ${memoryBatch}, no growth over the second (<= +${MAX_GROWTH * 100} %)   ` +
      `${memoryFailures.length === 0 ? 'PASS' : `FAIL (${memoryFailures.join(', ')})`}`,
  );
  return pass;
}

async function main(): Promise<void> {
  pinSelf(LOAD_CPU);
  const log = freshDataDir(dataDir);
  const app = spawnPinned(SERVER_CPU, ['npm', 'start'], { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production' }, log);
  children.add(app);
  app.once('exit', (code, signal) => {
    if (children.has(app)) console.error(`npm start exited (${signal ?? `code ${code}`}) before the bench stopped it; its output: ${log}`);
  });
  await waitFor(`${base}/`, 120_000);
  const serverPid = findDescendant(app.pid as number, '.next/storefront-server.cjs');
  if (!serverPid) throw new Error('no storefront-server.cjs process under npm start');
  console.log(
    `bench:throughput: server pid ${serverPid} on CPU ${threadCpus(serverPid)}, load generator (autocannon) pid ${process.pid} on CPU ${threadCpus(process.pid)}; ` +
      `${connections} connections, ${duration} s per target, Accept-Encoding: gzip`,
  );

  const targets = await benchTargets();
  const served = await firstRequests(targets);
  const atStart = rssMb(serverPid);
  console.log('storefront:');
  const appRuns: LoadResult[] = [];
  for (const target of targets) {
    appRuns.push(await load({ base, ...cores, connections, duration, requests: [target], serverPid }));
    console.log(describe(target.name, appRuns[appRuns.length - 1]));
  }
  const memory = await measureMemory(targets, serverPid, atStart);
  children.delete(app);
  await stopGroup(app);

  const raw = await startRawServer(rawPort, SERVER_CPU, served);
  children.add(raw.child);
  const rawRuns: LoadResult[] = [];
  try {
    console.log(`raw Node (node:http, pid ${raw.pid} on CPU ${threadCpus(raw.pid)}, the same gzipped bytes):`);
    for (const target of targets) {
      await fetchServed(rawBase, target.path, target.headers);
      rawRuns.push(await load({ base: rawBase, ...cores, connections, duration, requests: [target], serverPid: raw.pid }));
      console.log(describe(target.name, rawRuns[rawRuns.length - 1]));
    }
  } finally {
    await stopGroup(raw.child);
    children.delete(raw.child);
    raw.cleanup();
  }

  const pass = printTable(targets, appRuns, rawRuns, memory);
  if (rawRuns.some((run) => run.clientCpu > 0.9))
    console.log('note: the load generator used over 90 % of its core on raw Node: raw figures (and so the ratios) may be held back by it');
  const busy = [...appRuns, memory.first, memory.second, ...rawRuns].some((run) => run.othersCpu.some((share) => share > BUSY_MACHINE));
  if (busy) console.log(`note: other processes used over ${pct(BUSY_MACHINE)} of a core during some runs (see above): their figures are low; run again on an idle machine`);
  if (!pass && strict) process.exitCode = 1;
}

async function stopAll(): Promise<void> {
  const running = [...children];
  children.clear(); // stopped by the bench from here on: no "exited before the bench stopped it"
  await Promise.all(running.map((child) => stopGroup(child)));
}

process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));

main()
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
