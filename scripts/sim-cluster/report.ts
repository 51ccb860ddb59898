import type { Audit } from './audit';
import type { Placed } from './checkouts';
import { percentile } from './http';

/** sim:cluster's printed figures: the counts that must be 0, the latencies with their targets, what the emulator cannot show. */

export function printZeros(counted: Audit, placed: Placed): boolean {
  console.log('\nthe shared database after the load:');
  console.log(`  orders placed                          ${counted.ordersPlaced}  (acknowledged: ${placed.acknowledged.size})`);
  const refused = [...placed.refused].map(([status, n]) => `${n} × ${status}`).join(', ') || 'none';
  console.log(`  presses refused                        ${refused}; unanswered after every server: ${placed.unanswered}`);
  console.log(`  payments by state                      ${JSON.stringify(counted.paymentStates)}`);
  const zeros: [string, number][] = [
    ['checkouts without an order', counted.checkoutsWithoutOrder],
    ['duplicate orders', counted.duplicateOrders],
    ['duplicate charges', counted.duplicateCharges],
    ['succeeded payments without an order', counted.succeededWithoutOrder],
    ['acknowledged orders lost', counted.acknowledgedLost],
    ['repeated per-store order numbers', counted.repeatedOrderNumbers],
  ];
  for (const [what, n] of zeros) console.log(`  ${what.padEnd(38)} ${String(n).padEnd(6)} ${n === 0 ? 'PASS' : 'FAIL'} (target 0)`);
  return zeros.every(([, n]) => n === 0);
}

const ms = (value: number) => (Number.isNaN(value) ? 'never' : `${Math.round(value)} ms`);

export function printLatencies(placed: Placed, status: { stream: number[]; board: number[] }, menu: number[], targets: { statusP99: number; menu: number }): boolean {
  console.log('\nplace order (201 answers), per server:');
  for (const [name, times] of [...placed.ms].sort())
    console.log(`  ${name}  ${String(times.length).padStart(5)} answers  p50 ${ms(percentile(times, 50))}  p99 ${ms(percentile(times, 99))}`);
  let pass = true;
  console.log('\ncross-server:');
  for (const [what, times] of [
    ['status change on A → status stream on B', status.stream],
    ['status change on A → board on C', status.board],
  ] as const) {
    const p99 = percentile(times, 99);
    const met = times.length > 0 && !times.some(Number.isNaN) && p99 <= targets.statusP99;
    pass &&= met;
    console.log(
      `  ${what.padEnd(44)} p50 ${ms(percentile(times, 50)).padStart(8)}  p99 ${ms(p99).padStart(8)}  (${times.length} changes; target p99 <= ${targets.statusP99} ms) ${met ? 'PASS' : 'FAIL'}`,
    );
  }
  const worst = Math.max(...menu);
  const met = menu.length > 0 && !menu.some(Number.isNaN) && worst <= targets.menu;
  pass &&= met;
  console.log(`  ${"menu change on A → every server's kept menu".padEnd(44)} ${menu.map(ms).join(', ')} (sold out, back)  target <= ${targets.menu} ms ${met ? 'PASS' : 'FAIL'}`);
  return pass;
}

export function printEmulatorLimits(isolated: boolean): void {
  const transactions = isolated
    ? `  - transactions: the emulator has none of Firestore's isolation; this run added optimistic
    concurrency in front of it (sim-cluster/isolation.ts: a commit whose reads changed is aborted
    and firebase-admin retries it), which is serializable as Firestore is. Production's server
    SDKs take locks instead (a second reader waits, and a transaction waiting over 20 s or on a
    deadlock is aborted), so contention costs time differently: the place-order p99 here does
    not show Firestore's lock waits.`
    : `  - transactions: NOT isolated across servers in this run (SIM_ISOLATION=off): the emulator
    commits whatever it is sent and the adapter serialises transactions within one server only,
    so duplicate orders or repeated order numbers here may be the emulator's, not the app's.`;
  console.log(`
what the emulator (@firestore-emulator/server, in this process) does not model, and what that limits:
${transactions}
  - indexes: it answers any query without a composite index, and the adapter's emulator
    workarounds run queries and counts in memory; a missing entry of firestore.indexes.json is
    not found here (npm run check:firestore on a real project is that check).
  - quotas and limits: no sustained write rate per document (production: about 1 a second), no
    per-database limits, no billing (the cost table counts what would be billed); every call is a
    loopback gRPC call, not a round trip to a Firestore region (add some 5-20 ms per call).`);
}
