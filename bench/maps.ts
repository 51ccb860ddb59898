/**
 * Maps bench (offline adapter): time to load the locality data and build the index, heap the
 * index holds, and median / p95 autocomplete latency over 1000 varied inputs after warm-up.
 * Target: median well under 5 ms. Run with `npm run bench:maps`.
 */
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { buildLocalityIndex } from '../lib/server/adapters/offline-maps/locality-index';
import { loadLocalities } from '../lib/server/adapters/offline-maps/locality-data';
import { suggest } from '../lib/server/adapters/offline-maps/offline-maps';

const TARGET_MS = 5;
const WARMUP = 300;
const SAMPLES = 1000;

// A gc() for steadier heap figures without a node flag in the npm script.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Small seeded generator, so every run times the same inputs. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function main(): Promise<void> {
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const loadStart = performance.now();
  const localities = await loadLocalities();
  const loaded = performance.now();
  const index = buildLocalityIndex(localities);
  const built = performance.now();
  gc();
  const heapAfter = process.memoryUsage().heapUsed;

  // Inputs as people type them: name prefixes of 2 to 8 letters, postcodes, street + suburb, misses.
  const next = random(42);
  const pick = () => localities[Math.floor(next() * localities.length)];
  const inputs: string[] = [];
  while (inputs.length < SAMPLES + WARMUP) {
    const l = pick();
    const kind = inputs.length % 6;
    if (kind === 0) inputs.push(l.name.slice(0, 2));
    else if (kind === 1) inputs.push(l.name.slice(0, 2 + Math.floor(next() * 7)));
    else if (kind === 2) inputs.push(l.postcode.slice(0, 2 + Math.floor(next() * 3)));
    else if (kind === 3) inputs.push(`${1 + Math.floor(next() * 200)} George St, ${l.name.slice(0, 3 + Math.floor(next() * 4))}`);
    else if (kind === 4) inputs.push(`${l.name} ${l.state}`);
    else inputs.push(`zq${Math.floor(next() * 1000)}`);
  }

  let sink = 0;
  for (let i = 0; i < WARMUP; i++) sink += suggest(index, inputs[i], 5).length;
  const times: number[] = [];
  for (let i = WARMUP; i < inputs.length; i++) {
    const start = performance.now();
    sink += suggest(index, inputs[i], 5).length;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = percentile(times, 0.5);

  console.log(`localities:            ${localities.length} (${index.keys.length} search keys)`);
  console.log(`data load:             ${(loaded - loadStart).toFixed(1)} ms (import + parse of au-localities.json)`);
  console.log(`index build:           ${(built - loaded).toFixed(1)} ms`);
  console.log(`heap of data + index:  ${((heapAfter - heapBefore) / 1024 / 1024).toFixed(1)} MB`);
  console.log(
    `autocomplete (${SAMPLES} inputs after ${WARMUP} warm-up): median ${(median * 1000).toFixed(0)} µs, p95 ${(percentile(times, 0.95) * 1000).toFixed(0)} µs, p99 ${(percentile(times, 0.99) * 1000).toFixed(0)} µs, max ${(times[times.length - 1] * 1000).toFixed(0)} µs`,
  );
  console.log(`target median < ${TARGET_MS} ms: ${median < TARGET_MS ? 'met' : 'NOT met'} (suggestions returned: ${sink})`);
}

void main();
