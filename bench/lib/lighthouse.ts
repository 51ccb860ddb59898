import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { kb, measurePageWeight } from './page-weight';

/** How many Lighthouse runs per route (BENCH_RUNS, default 5, the issue's median of 5): simulated timings move from run to run. */
export const benchRuns = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));

/**
 * BENCH_THROTTLING=devtools applies the slow 4G and 4x CPU slowdown to the real page load instead
 * of simulating them from an unthrottled one (Lighthouse's --throttling-method=devtools). The
 * default stays Lighthouse's own (simulate), which is what the targets are set against.
 */
export const throttling = process.env.BENCH_THROTTLING === 'devtools' ? 'devtools' : 'simulate';

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

interface Audit {
  numericValue?: number;
}
interface LighthouseReport {
  categories: { performance: { score: number | null } };
  audits: Record<string, Audit>;
}

export interface RunResult {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** Lighthouse's own CLI in a child process: its page scripts must not pass through our TypeScript loader. */
async function runLighthouse(url: string): Promise<RunResult> {
  const { stdout } = await promisify(execFile)(
    'node_modules/.bin/lighthouse',
    [url, '--output=json', '--quiet', '--only-categories=performance', `--throttling-method=${throttling}`, `--chrome-flags=${chromeFlags.join(' ')}`],
    { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 },
  );
  const { categories, audits } = JSON.parse(stdout) as LighthouseReport;
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint'].numericValue ?? NaN,
    tbt: audits['total-blocking-time'].numericValue ?? NaN,
    cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
  };
}

export async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export function printHeader(): void {
  console.log(`route                          score    LCP      TBT     CLS      JS(gz)   (median of ${benchRuns} runs, throttling: ${throttling}; LCP and TBT ranges)`);
}

/** A route's medians, with its gzipped JavaScript. */
export interface RouteFigures extends RunResult {
  jsGzipBytes: number;
}

/** Runs Lighthouse benchRuns times on one route and prints the median of each metric, with the LCP and TBT ranges. */
export async function benchRoute(base: string, route: string, label: string = route): Promise<RouteFigures> {
  await fetch(new URL(route, base)); // warm the server's caches, as a real visitor would not be the first
  const results: RunResult[] = [];
  for (let run = 0; run < benchRuns; run += 1) results.push(await runLighthouse(new URL(route, base).toString()));
  const median = (pick: (result: RunResult) => number) => results.map(pick).sort((a, b) => a - b)[Math.floor(results.length / 2)];
  const [score, lcp, tbt, cls] = [median((r) => r.score), median((r) => r.lcp), median((r) => r.tbt), median((r) => r.cls)];
  const range = (values: number[], format: (value: number) => string) => `${format(Math.min(...values))}–${format(Math.max(...values))}`;
  const weight = await measurePageWeight(base, route);
  console.log(
    `${label.padEnd(30)} ${String(score).padStart(5)} ${`${(lcp / 1000).toFixed(2)} s`.padStart(8)} ${`${Math.round(tbt)} ms`.padStart(8)} ${cls.toFixed(3).padStart(7)} ${kb(weight.jsGzipBytes).padStart(11)}` +
      `   LCP ${range(
        results.map((r) => r.lcp),
        (v) => (v / 1000).toFixed(2),
      )} s, TBT ${range(
        results.map((r) => r.tbt),
        (v) => String(Math.round(v)),
      )} ms`,
  );
  return { score, lcp, tbt, cls, jsGzipBytes: weight.jsGzipBytes };
}
