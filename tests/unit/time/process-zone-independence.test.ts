import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { zoneSample } from './zone-sample.script';

const root = resolve(__dirname, '../../..');

/**
 * Jest cannot switch the process zone of a running test (process.env inside the sandbox is a
 * copy), so the same seeded sample is computed again in child processes started with other TZ
 * values; the answers must be identical to the ones computed here.
 */
describe('independence from the server time zone', () => {
  const here = JSON.stringify(zoneSample());

  it.each([
    ['America/New_York', 300],
    ['Pacific/Kiritimati', -840],
    ['Asia/Kathmandu', -345],
  ])(
    'gives the same answers with TZ=%s',
    (zone, offset) => {
      const output = execFileSync(join(root, 'node_modules/.bin/tsx'), [join(__dirname, 'zone-sample.script.ts'), '--print'], {
        cwd: root,
        env: { ...process.env, TZ: zone },
        encoding: 'utf8',
      });
      const child = JSON.parse(output) as { offset: number; sample: unknown[] };
      // The child really ran in that zone (its offset on 1 January 2026).
      expect(child.offset).toBe(offset);
      expect(JSON.stringify(child.sample)).toBe(here);
    },
    60_000,
  );

  it('no domain file of time, availability, wizard, menu or order status uses local-zone Date methods', () => {
    const dirs = ['time', 'availability', 'wizard', 'menu', 'order-status'].map((d) => join(root, 'lib/domain', d));
    const files = dirs.flatMap(function walk(dir: string): string[] {
      try {
        return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : name.endsWith('.ts') ? [join(dir, name)] : []));
      } catch {
        return [];
      }
    });
    const localMethods =
      /\.(getFullYear|getMonth|getDate|getDay|getHours|getMinutes|getSeconds|getTimezoneOffset|setHours|setDate|setMonth|setFullYear|toLocaleString|toLocaleDateString|toLocaleTimeString|toDateString|toTimeString)\(|Date\.parse\(|new Date\(\s*['"`]/;
    expect(files.length).toBeGreaterThan(5);
    expect(files.filter((file) => localMethods.test(readFileSync(file, 'utf8')))).toEqual([]);
  });
});
