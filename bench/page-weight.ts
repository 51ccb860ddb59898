/**
 * npm run bench:weight: the JavaScript a browser downloads for each route, gzipped, measured on
 * a running production server (default http://localhost:3000; `npm start` first), against each
 * route's budget (store screen 150 KB, checkout 200 KB; other routes have none). Exits 1 when a
 * route is over its budget.
 *   npm run bench:weight -- http://localhost:3000 / /store/harbour-sydney /store/harbour-sydney/checkout
 */
import { jsBudgetFor, kb, measurePageWeight } from './lib/page-weight';

const [base = 'http://localhost:3000', ...given] = process.argv.slice(2);
const routes = given.length > 0 ? given : ['/', '/store/harbour-sydney', '/store/harbour-sydney/checkout'];

async function main(): Promise<void> {
  console.log('route                          html(gz)   js files    js(raw)     js(gz)   inline RSC(gz)   js budget (gz)');
  let over = 0;
  for (const route of routes) {
    const w = await measurePageWeight(base, route);
    const budget = jsBudgetFor(route);
    const verdict = budget === null ? 'none' : `${budget.label} ≤ ${kb(budget.bytes)} ${w.jsGzipBytes <= budget.bytes ? 'PASS' : 'FAIL'}`;
    if (budget !== null && w.jsGzipBytes > budget.bytes) over += 1;
    console.log(
      `${route.padEnd(30)} ${kb(w.htmlGzipBytes).padStart(9)} ${String(w.scriptCount).padStart(9)} ${kb(w.jsRawBytes).padStart(10)} ${kb(w.jsGzipBytes).padStart(10)} ${kb(w.inlinePayloadGzipBytes).padStart(16)}   ${verdict}`,
    );
  }
  if (over > 0) {
    console.log(`${over} route(s) over their JavaScript budget`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
