/**
 * Session check bench (`npm run bench:session`): what checking a member's session costs each
 * request, median and p99, on the embedded store (a SQLite file in a temporary folder): the whole
 * check (`readMemberSession`: the cookie's seal, then the session's record, the credentials and
 * the user read together) and, apart, the seal alone and the one read the session's record adds. 1,000 members,
 * each signed in on two devices (one with "remember me"), their cookies checked in turn.
 * BENCH_MEMBERS and BENCH_CHECKS change the defaults.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1000);
const CHECKS = Number(process.env.BENCH_CHECKS ?? 20_000);
const WARMUP = 2000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Times `run` over the inputs (after a warm-up of the first ones): median and p99 in µs. */
async function time<T>(inputs: T[], run: (input: T) => Promise<unknown>): Promise<{ median: number; p99: number }> {
  for (let i = 0; i < WARMUP; i += 1) await run(inputs[i % inputs.length]);
  const samples: number[] = [];
  for (let i = 0; i < CHECKS; i += 1) {
    const started = performance.now();
    await run(inputs[i % inputs.length]);
    samples.push((performance.now() - started) * 1000);
  }
  samples.sort((a, b) => a - b);
  return { median: percentile(samples, 50), p99: percentile(samples, 99) };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-session-'));
  process.env.DATA_DIR = dir;
  process.env.SESSION_SECRET ??= 'bench-session-secret-of-at-least-32-characters';
  // Loaded after the environment is set: the secret and the cookie's name are read from it.
  const { createSqliteDocumentStore } = await import('../lib/server/adapters/sqlite/sqlite-document-store');
  const { INDEXED_FIELDS } = await import('../lib/server/collections');
  const { createContainer } = await import('../lib/server/container');
  const { openSessionCookie, readMemberSession } = await import('../lib/server/auth/member-session');
  const { unsealSession } = await import('../lib/server/auth/session-cookie');
  const { sessionSecret } = await import('../lib/server/auth/session-secret');
  const { memberSessionOwner } = await import('../lib/server/repositories/session-repository');

  const app = createContainer(createSqliteDocumentStore({ filename: join(dir, 'bench.db'), indexes: INDEXED_FIELDS }));
  try {
    const cookies: string[] = [];
    for (let n = 0; n < MEMBERS; n += 1) {
      const userId = `bench-member-${n}`;
      const account = await app.auth.createAccount({ userId, email: `member${n}@example.com`, password: null });
      await app.users.save(userId, { ID: userId, id: userId, email: account.email, FirstName: 'Bench', LastName: 'Member' });
      for (const remember of [false, true]) cookies.push((await openSessionCookie(app, account, remember)).split(';')[0].split('=')[1]);
    }
    const requests = cookies.map((value) => ({ cookies: { get: () => ({ value }) } }));
    const sessions = await Promise.all(cookies.map((value) => unsealSession(value, { secret: sessionSecret(), now: Date.now() })));

    let refused = 0;
    const check = await time(requests, async (request) => {
      if (!(await readMemberSession(request, app))) refused += 1;
    });
    const seal = await time(cookies, (value) => unsealSession(value, { secret: sessionSecret(), now: Date.now() }));
    const record = await time(sessions, (session) => app.sessions.isOpen(session!.sessionId, memberSessionOwner(session!.userId)));

    const us = (value: number) => `${value.toFixed(0)} µs`;
    console.log(`session check on SQLite: ${MEMBERS} members, ${cookies.length} sessions, ${CHECKS} checks after ${WARMUP} warm-up`);
    console.log(`  whole check (readMemberSession): median ${us(check.median)}, p99 ${us(check.p99)}`);
    console.log(`  of which the cookie's seal: median ${us(seal.median)}, p99 ${us(seal.p99)}`);
    console.log(`  of which the session's record (one read): median ${us(record.median)}, p99 ${us(record.p99)}`);
    if (refused > 0) {
      console.log(`  ${refused} checks refused a live session`);
      process.exitCode = 1;
    }
  } finally {
    await app.documents.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
