/**
 * Live order status at scale: 1,000 open status streams on one order, one status change, and
 * the time it takes to reach all of them. Target: every connection within 1 s.
 * Run with `npm run bench:status-stream` (BENCH_CONNECTIONS, BENCH_PORT to change the defaults).
 */
import { runStatusStreamBench } from './lib/status-stream';

const TARGET_MS = 1000;

async function main(): Promise<void> {
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 1000);
  const port = Number(process.env.BENCH_PORT ?? 0);
  const result = await runStatusStreamBench({ connections, port });
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(`status stream: ${result.connections} connections to one order`);
  console.log(`  connect: all open in ${ms(result.connectAllMs)} (per connection p50 ${ms(result.connectP50Ms)}, p99 ${ms(result.connectP99Ms)})`);
  console.log(
    `  fan-out of one change: reached ${result.reached}/${result.connections}, p50 ${ms(result.fanOutP50Ms)}, p99 ${ms(result.fanOutP99Ms)}, max ${ms(result.fanOutMaxMs)}`,
  );
  const ok = result.reached === result.connections && result.fanOutMaxMs <= TARGET_MS;
  console.log(ok ? `  within the ${TARGET_MS} ms target` : `  MISSED the ${TARGET_MS} ms target`);
  if (!ok) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
