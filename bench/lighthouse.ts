/**
 * npm run bench:lighthouse: Lighthouse (mobile defaults: emulated phone, slow 4G, 4x CPU slowdown)
 * against the production build on the store list and the biggest demo menu, and, in the same run,
 * on the floor page (bench/lib/floor-page.ts): on this 2-core machine even the floor page's
 * simulated LCP is about 1.6 s, so the store page is judged against it. Each route is measured
 * BENCH_RUNS times (default 5) and the median of each metric printed, with the LCP and TBT ranges.
 * Starts its own `next start` on a fresh demo database (run `npm run build` first) on BENCH_PORT
 * (default 3200), and the floor page on BENCH_PORT + 10.
 *
 * Targets (issue 19), each printed PASS or FAIL (exit 1 on a FAIL):
 * - simulated throttling (default): score ≥ 98 on `/` and the store page; store LCP ≤ 1.10 × the
 *   floor page's; TBT ≤ 100 ms; CLS ≤ 0.02;
 * - applied throttling (BENCH_THROTTLING=devtools): store LCP ≤ 1.2 s, TBT ≤ 150 ms;
 * - JavaScript (gzipped): each route's budget from bench/lib/page-weight.ts (store page 150 KB).
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { startFloorPage } from './lib/floor-page';
import { benchRoute, printHeader, throttling, waitFor, type RouteFigures } from './lib/lighthouse';
import { jsBudgetFor, kb } from './lib/page-weight';

const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://localhost:${port}`;
const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/store/harbour-sydney'];
const dataDir = '.data/bench';
const isStorePage = (route: string) => /^\/store\/[^/]+\/?$/.test(route);

interface Verdict {
  what: string;
  pass: boolean;
}

/** The issue's targets for one route, given the floor page's figures of the same run. */
function verdicts(route: string, figures: RouteFigures, floor: RouteFigures): Verdict[] {
  const list: Verdict[] = [];
  const budget = jsBudgetFor(route);
  if (budget) list.push({ what: `JS ${kb(figures.jsGzipBytes)} ≤ ${kb(budget.bytes)}`, pass: figures.jsGzipBytes <= budget.bytes });
  if (throttling === 'devtools') {
    if (isStorePage(route)) {
      list.push({ what: `LCP ${(figures.lcp / 1000).toFixed(2)} s ≤ 1.20 s`, pass: figures.lcp <= 1200 });
      list.push({ what: `TBT ${Math.round(figures.tbt)} ms ≤ 150 ms`, pass: figures.tbt <= 150 });
    }
    return list;
  }
  list.push({ what: `score ${figures.score} ≥ 98`, pass: figures.score >= 98 });
  if (isStorePage(route)) {
    const ratio = figures.lcp / floor.lcp;
    list.push({ what: `LCP ${ratio.toFixed(2)} × floor ≤ 1.10 ×`, pass: ratio <= 1.1 });
  }
  list.push({ what: `TBT ${Math.round(figures.tbt)} ms ≤ 100 ms`, pass: figures.tbt <= 100 });
  list.push({ what: `CLS ${figures.cls.toFixed(3)} ≤ 0.02`, pass: figures.cls <= 0.02 });
  return list;
}

async function main(): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn('npm', ['start'], { env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', DEMO: 'on' }, stdio: 'ignore', detached: true });
  const floorPage = await startFloorPage(port + 10).catch((error: unknown) => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    throw error;
  });
  let failed = 0;
  try {
    await waitFor(`${base}/`, 120_000);
    printHeader();
    const floor = await benchRoute(floorPage.base, '/', 'floor page (same run)');
    const measured: [string, RouteFigures][] = [];
    for (const route of routes) measured.push([route, await benchRoute(base, route)]);
    console.log(`\ntargets (throttling: ${throttling}; floor page LCP ${(floor.lcp / 1000).toFixed(2)} s)`);
    for (const [route, figures] of measured) {
      const list = verdicts(route, figures, floor);
      failed += list.filter((verdict) => !verdict.pass).length;
      console.log(`${route.padEnd(30)} ${list.map((verdict) => `${verdict.what} ${verdict.pass ? 'PASS' : 'FAIL'}`).join('; ')}`);
    }
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    floorPage.stop();
  }
  if (failed > 0) {
    console.log(`${failed} target(s) missed`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
