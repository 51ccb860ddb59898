import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';

const root = resolve(__dirname, '../..');

/** Runs the real `npm run import` command (tsx scripts/import.ts) on its own database folder. */
function runImport(dataDir: string, file: string) {
  return spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/import.ts', file], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

function documentCounts(dataDir: string): Record<string, number> {
  const db = new Database(join(dataDir, 'storefront.db'), { readonly: true });
  try {
    const rows = db.prepare('SELECT collection, COUNT(*) AS n FROM documents GROUP BY collection').all() as { collection: string; n: number }[];
    return Object.fromEntries(rows.map((row) => [row.collection, row.n]));
  } finally {
    db.close();
  }
}

describe('npm run import', () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'storefront-import-'));
  });

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('loads a valid file', () => {
    const result = runImport(dataDir, 'tests/fixtures/import/valid-store.json');
    expect(result.stderr).not.toMatch(/refused|failed/);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/stores?,/);
    expect(documentCounts(dataDir).stores).toBeGreaterThan(0);
  }, 60_000);

  it('refuses a bad file with the path of every invalid field and writes nothing', () => {
    const before = documentCounts(dataDir);
    const result = runImport(dataDir, 'tests/fixtures/import/invalid-store.json');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/was refused, nothing was written/);
    const listed = result.stderr.split('\n').filter((line) => /^\s+\S+: /.test(line));
    expect(listed.length).toBeGreaterThan(1);
    expect(result.stderr).toMatch(/stores\[\d+\]\.\S+: /);
    expect(documentCounts(dataDir)).toEqual(before);
  }, 60_000);

  it('refuses a file that is not JSON', () => {
    const result = runImport(dataDir, 'README.md');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/cannot read README\.md as JSON/);
  }, 60_000);
});
