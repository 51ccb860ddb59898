/**
 * npm run bench:lighthouse: Lighthouse (mobile defaults: emulated phone, slow 4G, 4x CPU slowdown)
 * against the production build on the store list and the biggest demo menu, plus the gzipped
 * JavaScript of each route. Starts its own `next start` on a fresh demo database; run
 * `npm run build` first. Lighthouse's simulated timings move from run to run (here by up to a
 * second of LCP), so each route is measured BENCH_RUNS times (default 3) and the median of each
 * metric is printed, with the range of LCP and TBT over all runs. Targets (issue: store
 * screen): score >= 95, LCP <= 1.5 s, TBT <= 100 ms, CLS <= 0.02, store route JS <= 170 KB gzipped.
 * BENCH_THROTTLING=devtools measures with applied throttling instead (bench/lib/lighthouse.ts).
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { benchRoute, printHeader, waitFor } from './lib/lighthouse';

const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://localhost:${port}`;
const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/store/harbour-sydney'];
const dataDir = '.data/bench';

async function main(): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn('npm', ['start'], { env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production' }, stdio: 'ignore', detached: true });
  try {
    await waitFor(`${base}/`, 120_000);
    printHeader();
    for (const route of routes) await benchRoute(base, route);
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
