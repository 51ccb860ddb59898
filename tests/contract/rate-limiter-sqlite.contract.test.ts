import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { SqliteDocumentStore } from '@/lib/server/adapters/sqlite/sqlite-document-store';

import { describeRateLimiterContract } from './rate-limiter.contract';
import { describeSessionContract } from './sessions.contract';

const open = async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'limits-'));
  const store = new SqliteDocumentStore({ filename: path.join(dir, 'store.db') });
  return {
    store,
    close: async () => {
      await store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};

describeRateLimiterContract('SQLite', open);
describeSessionContract('SQLite', open);

/** Runs rate-limit.child.ts: `tries` consumes of one key on the file; resolves with how many were allowed. */
function child(filename: string, points: number, tries: number): Promise<number> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', path.join(__dirname, 'rate-limit.child.ts'), filename, String(points), String(tries)],
      { cwd: path.resolve(__dirname, '../..'), timeout: 30_000 },
      (error, stdout) => (error ? reject(error) : resolve(Number(JSON.parse(stdout.trim().split('\n').pop() ?? '{}').allowed))),
    );
  });
}

describe('limits hold across two server processes sharing one database', () => {
  it('allows `points` in all between two OS processes consuming the same key at once', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'limits-xproc-'));
    const filename = path.join(dir, 'store.db');
    // Made first, so neither child races the other to create the schema.
    await new SqliteDocumentStore({ filename }).close();
    try {
      const allowed = await Promise.all([child(filename, 25, 40), child(filename, 25, 40)]);
      expect(allowed[0] + allowed[1]).toBe(25);
      // each process got some of them: they really did overlap on the one counter
      const store = new SqliteDocumentStore({ filename });
      const counters = await store.query('rateLimits');
      await store.close();
      expect(counters.docs).toHaveLength(1);
      expect(counters.docs[0].data).toMatchObject({ points: 80 });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
