/**
 * npm run bench:lighthouse-floor: the same Lighthouse measurement as bench:lighthouse, on the floor
 * page alone (bench/lib/floor-page.ts) on BENCH_PORT (default 3210). bench:lighthouse measures it
 * too, in the same run as the store pages, and prints the ratio the issue judges by.
 */
import { startFloorPage } from './lib/floor-page';
import { benchRoute, printHeader } from './lib/lighthouse';

async function main(): Promise<void> {
  const floor = await startFloorPage(Number(process.env.BENCH_PORT ?? 3210));
  try {
    printHeader();
    await benchRoute(floor.base, '/', 'floor page');
  } finally {
    floor.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
