/**
 * npm run bench:weight: the JavaScript a browser downloads for each route, gzipped, measured on
 * a running production server (default http://localhost:3000; `npm start` first).
 *   npm run bench:weight -- http://localhost:3000 / /store/harbour-sydney
 */
import { kb, measurePageWeight } from './lib/page-weight';

const [base = 'http://localhost:3000', ...given] = process.argv.slice(2);
const routes = given.length > 0 ? given : ['/', '/store/harbour-sydney'];

async function main(): Promise<void> {
  console.log('route                          html(gz)   js files    js(raw)     js(gz)   inline RSC(gz)');
  for (const route of routes) {
    const w = await measurePageWeight(base, route);
    console.log(
      `${route.padEnd(30)} ${kb(w.htmlGzipBytes).padStart(9)} ${String(w.scriptCount).padStart(9)} ${kb(w.jsRawBytes).padStart(10)} ${kb(w.jsGzipBytes).padStart(10)} ${kb(w.inlinePayloadGzipBytes).padStart(12)}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
