import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { computeCacheBustingSearchParam } from 'next/dist/shared/lib/router/utils/cache-busting-search-param.js';
import type { RawRoute } from './raw-server';

/** The headers a desktop Chrome sends for a page load, but for Accept-Encoding (gzip only, as the issue measures). */
const BROWSER = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  'accept-language': 'en-AU,en;q=0.9',
  'accept-encoding': 'gzip',
};
export const PAGE_HEADERS: Record<string, string> = {
  ...BROWSER,
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8',
};
/** What the browser's API client (lib/client/api/api-client.ts) sends. */
export const API_HEADERS: Record<string, string> = { ...BROWSER, accept: 'application/json' };

/**
 * The router's state tree on the store list (`/`), as Chrome sent it when a store's card was
 * clicked there: the Next-Router-State-Tree of that client-side navigation.
 */
const STORE_LIST_TREE =
  '%5B%22%22%2C%7B%22children%22%3A%5B%5B%22locale%22%2C%22en%22%2C%22d%22%2Cnull%5D%2C%7B%22children%22%3A%5B%22__PAGE__%22%2C%7B%7D%2Cnull%2Cnull%2C4096%5D%7D%2Cnull%2Cnull%2C4112%5D%7D%2Cnull%2Cnull%2C4112%5D';
/**
 * What the Next router sends on the client-side navigation from the store list to a store: fetch's
 * default Accept, the tree above, and `Next-Url`, the store list's path as Next rewrote it.
 */
export const NAVIGATION_HEADERS: Record<string, string> = { ...BROWSER, accept: '*/*', rsc: '1', 'next-router-state-tree': STORE_LIST_TREE, 'next-url': '/en' };

/** The path with the `_rsc` parameter the router adds: Next's hash of the router's headers (a request without it is redirected). */
export async function navigationPath(path: string, headers: Record<string, string>): Promise<string> {
  const hash = await computeCacheBustingSearchParam(undefined, headers['next-router-segment-prefetch'], headers['next-router-state-tree'], headers['next-url']);
  return `${path}?_rsc=${hash}`;
}

/**
 * Pins this process, every thread it has now (V8's, libuv's) and every one it starts later, to
 * one core: autocannon runs in this process and must not share the server's core.
 */
export function pinSelf(cpu: number): void {
  execFileSync('taskset', ['--all-tasks', '--cpu-list', '--pid', String(cpu), String(process.pid)], { stdio: 'ignore' });
}

/** Resident set size of a process, in MB (VmRSS). */
export function rssMb(pid: number): number {
  const kb = Number(/^VmRSS:\s*(\d+)\s*kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
  return kb / 1024;
}

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** CPU seconds (user + system) a process has used so far, its threads included. */
function cpuSeconds(pid: number): number {
  // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are the 12th and 13th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** Busy seconds (all but idle and iowait) of each core so far, from /proc/stat. */
function coreBusySeconds(): number[] {
  return readFileSync('/proc/stat', 'utf8')
    .split('\n')
    .filter((line) => /^cpu\d+ /.test(line))
    .map((line) => {
      const [, user, nice, system, , , irq, softirq, steal] = line.split(/\s+/).map(Number);
      return (user + nice + system + irq + softirq + steal) / CLOCK_TICKS;
    });
}

function children(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return []; // pgrep exits 1 when there is none
  }
}

/** The process under `root` (npm, sh, ...) whose command line holds `marker`: the server's node, not npm. */
export function findDescendant(root: number, marker: string): number | undefined {
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(marker)) return pid;
    } catch {
      continue; // gone
    }
    queue.push(...children(pid));
  }
  return undefined;
}

/** A command in a process group of its own (so the group can be stopped at once), pinned to `cpu`, its output in `logFile`. */
export function spawnPinned(cpu: number, command: string[], env: NodeJS.ProcessEnv, logFile: string): ChildProcess {
  const log = openSync(logFile, 'w');
  return spawn('taskset', ['--cpu-list', String(cpu), ...command], { env, stdio: ['ignore', log, log], detached: true });
}

/** SIGTERM to the child's group, then waits for it to exit (SIGKILL after `graceMs`). */
export async function stopGroup(child: ChildProcess, graceMs = 15_000): Promise<void> {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

export interface Served {
  path: string;
  status: number;
  headers: IncomingHttpHeaders;
  /** the body as it crossed the wire (gzipped when the server gzipped it) */
  body: Buffer;
  ms: number;
}

/** One GET, the body kept as sent (no decompression), with the time to its last byte. */
export function fetchServed(base: string, path: string, headers: Record<string, string>): Promise<Served> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = httpRequest(new URL(path, base), { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ path, status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks), ms: performance.now() - started }));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Starts bench/lib/raw-server.ts on `port`, pinned to `cpu`, answering each path with the bytes and type it was served. */
export async function startRawServer(port: number, cpu: number, served: Served[]): Promise<{ child: ChildProcess; pid: number; cleanup: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-throughput-raw-'));
  const manifest: RawRoute[] = served.map((page, index) => {
    const file = join(dir, `body-${index}`);
    writeFileSync(file, page.body);
    return { path: page.path, file, contentType: String(page.headers['content-type'] ?? ''), contentEncoding: String(page.headers['content-encoding'] ?? '') };
  });
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
  const child = spawnPinned(
    cpu,
    [process.execPath, '--import', 'tsx', 'bench/lib/raw-server.ts', join(dir, 'manifest.json')],
    { ...process.env, PORT: String(port) },
    join(dir, 'log'),
  );
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  const until = Date.now() + 30_000;
  while (!readFileSync(join(dir, 'log'), 'utf8').includes('ready')) {
    if (child.exitCode !== null || Date.now() > until) {
      const log = readFileSync(join(dir, 'log'), 'utf8');
      cleanup();
      throw new Error(`the raw Node server did not start: ${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, pid: findDescendant(child.pid as number, 'bench/lib/raw-server.ts') ?? (child.pid as number), cleanup };
}

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** bytes received per answer, headers included */
  bytesPerAnswer: number;
  /** share of one core the server used while loaded (1 = the whole core) */
  serverCpu: number;
  /** share of one core this process (the load generator) used */
  clientCpu: number;
  /** share of each core used by everything else on the machine meanwhile (the machine is shared) */
  othersCpu: number[];
}

export interface LoadOptions {
  base: string;
  /** the cores the server and this process are pinned to, to tell their CPU from the rest of the machine's */
  serverCore: number;
  loadCore: number;
  connections: number;
  /** seconds, unless `amount` is given */
  duration?: number;
  amount?: number;
  requests: { path: string; headers: Record<string, string> }[];
  serverPid: number;
}

/** One autocannon run from this process, with the CPU the server and this process used meanwhile. */
export async function load({ base, serverCore, loadCore, connections, duration, amount, requests, serverPid }: LoadOptions): Promise<LoadResult> {
  const coresBefore = coreBusySeconds();
  const serverBefore = cpuSeconds(serverPid);
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const result = await autocannon({
    url: base,
    connections,
    ...(amount ? { amount } : { duration }),
    requests: requests.map(({ path, headers }) => ({ method: 'GET', path, headers })),
  });
  const seconds = (performance.now() - started) / 1000;
  if (!existsSync(`/proc/${serverPid}`)) throw new Error(`the server (pid ${serverPid}) went away during the run`);
  const client = process.cpuUsage(clientBefore);
  const serverCpu = (cpuSeconds(serverPid) - serverBefore) / seconds;
  const clientCpu = (client.user + client.system) / 1e6 / seconds;
  const coresAfter = coreBusySeconds();
  const othersCpu = coresAfter.map((busy, core) => {
    const ours = (core === serverCore ? serverCpu : 0) + (core === loadCore ? clientCpu : 0);
    return Math.max(0, (busy - coresBefore[core]) / seconds - ours);
  });
  return {
    requests: result.requests.total,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    bytesPerAnswer: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
    serverCpu,
    clientCpu,
    othersCpu,
  };
}

/** A fresh data folder (the demo data is seeded into it by `npm start`), with the server's log inside. */
export function freshDataDir(dataDir: string): string {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  return join(dataDir, 'server.log');
}

/** The cores the threads of a process may run on ("0", or "0,0-1" when one thread is not pinned), for the record. */
export function threadCpus(pid: number): string {
  return [
    ...new Set(readdirSync(`/proc/${pid}/task`).map((task) => /^Cpus_allowed_list:\s*(\S+)/m.exec(readFileSync(`/proc/${pid}/task/${task}/status`, 'utf8'))?.[1] ?? '?')),
  ].join(',');
}
