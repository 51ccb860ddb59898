/**
 * sim:cluster's scale, from the environment. Issue 38 asks 1,000 checkouts and a burst of 200
 * on 3 servers (SIM_CHECKOUTS=1000 SIM_BURST=200); on this 2-core machine a placement on the
 * emulator takes seconds (docs/deploying.md "Several servers on Firestore"), and at 30
 * checkouts on 3 servers a call waited over 20 s, so the defaults are what ran here, in about
 * 2 minutes.
 */
const number = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number`);
  return value;
};

export const options = {
  servers: Math.max(2, number('SIM_SERVERS', 2)),
  checkouts: number('SIM_CHECKOUTS', 10),
  presses: Math.max(1, number('SIM_PRESSES', 5)),
  /** placements at one store all at once, one press each, spread over the servers */
  burst: number('SIM_BURST', 6),
  /** checkouts in flight at a time (each its presses at once) */
  concurrency: Math.max(1, number('SIM_CONCURRENCY', 20)),
  statusChanges: number('SIM_STATUS_CHANGES', 2),
  /** how long an idle board and status stream are measured for the cost table (scaled to a minute) */
  streamSeconds: Math.max(1, number('SIM_STREAM_SECONDS', 10)),
  /** SIM_KILL=on: the last server is killed (SIGKILL) half-way through the checkouts and started again (not finished: see docs/deploying.md) */
  kill: process.env.SIM_KILL === 'on',
  /** SIM_ISOLATION=off: the emulator as it comes, its transactions not isolated across servers (isolation.ts) */
  isolation: process.env.SIM_ISOLATION !== 'off',
  /** the emulator's port; the servers take the next ones */
  port: number('SIM_PORT', 3510),
  strict: process.env.BENCH_STRICT === '1',
};
