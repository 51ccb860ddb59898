import { readCounts, type Node } from './cluster';
import { pause } from './http';

/**
 * The cost table: what one thing costs in Firestore document reads and writes, from the counting
 * DocumentStore of one quiet server (DOCUMENT_COUNTS_FILE): the counts after the thing less
 * those before, once the server's own follow-ups (the sandbox's webhook, the stream's session
 * checks) have had time to land.
 */
export interface Cost {
  reads: number;
  writes: number;
  /** collections read whole (a query or count without a filter) */
  whole: string[];
}

/** Long enough for the counts file's flush and the webhook the sandbox sends after a charge. */
const SETTLE_MS = 400;

export function total(node: Node): { reads: number; writes: number; whole: Record<string, number> } {
  const counts = readCounts(node);
  const values = Object.entries(counts);
  return {
    reads: values.reduce((sum, [, c]) => sum + c.reads, 0),
    writes: values.reduce((sum, [, c]) => sum + c.writes + c.deletes, 0),
    whole: Object.fromEntries(values.filter(([, c]) => c.wholeCollection > 0).map(([name, c]) => [name, c.wholeCollection])),
  };
}

/** The counts `work` added on `node`, divided by `per` (a minute's worth, several repeats). */
export async function measure(node: Node, work: () => Promise<unknown>, per = 1): Promise<Cost> {
  await pause(SETTLE_MS);
  const before = total(node);
  await work();
  await pause(SETTLE_MS);
  const after = total(node);
  return {
    reads: (after.reads - before.reads) / per,
    writes: (after.writes - before.writes) / per,
    whole: Object.keys(after.whole).filter((name) => after.whole[name] !== before.whole[name]),
  };
}

export interface CostRow {
  what: string;
  cost: Cost;
  /** the target, as text, and whether it is met; none where the issue sets none */
  target?: { text: string; met: boolean };
}

export function printCosts(rows: CostRow[]): boolean {
  const figure = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
  console.log(`${'per'.padEnd(44)} ${'reads'.padStart(7)} ${'writes'.padStart(7)}  target`);
  let pass = true;
  for (const { what, cost, target } of rows) {
    const whole = cost.whole.length > 0 ? `  reads whole: ${cost.whole.join(', ')}` : '';
    pass &&= (target?.met ?? true) && cost.whole.length === 0;
    console.log(
      `${what.padEnd(44)} ${figure(cost.reads).padStart(7)} ${figure(cost.writes).padStart(7)}  ${target ? `${target.text}: ${target.met ? 'PASS' : 'FAIL'}` : ''}${whole}`,
    );
  }
  return pass;
}
