/**
 * Prints the figures of the code's shape that issue 37 measures (`npm run -s figures:shape`):
 * big files, the checkout component's imports, raw collection calls outside the repositories,
 * bare order-status numbers and cents conversions in components. Source files only: app/,
 * components/, lib/ (the seed's menus are data, counted apart); tests, bench and scripts aside.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = process.cwd();

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const files = ['app', 'components', 'lib'].flatMap(sourceFiles);
const text = new Map(files.map((file) => [file, readFileSync(join(root, file), 'utf8')]));
const lines = (file: string) => text.get(file)!.split('\n').length - (text.get(file)!.endsWith('\n') ? 1 : 0);
const isSeed = (file: string) => file.startsWith('lib/seed/');
const count = (pattern: RegExp, inFiles: string[]) => inFiles.reduce((sum, file) => sum + (text.get(file)!.match(pattern) ?? []).length, 0);

const code = files.filter((file) => !isSeed(file));
const big = code.filter((file) => lines(file) > 300).sort((a, b) => lines(b) - lines(a));
const longest = [...code].sort((a, b) => lines(b) - lines(a))[0]!;
const checkout = files.filter((file) => /^components\/checkout\/checkout-body\.tsx$/.test(file));
const outsideRepositories = files.filter((file) => file.startsWith('lib/server/') && !/\/repositories\/|\/adapters\/|collections\.ts$/.test(file));
/** an order-status field, variable or constant compared with, or set to, an order status code (1–20; HTTP statuses are 100 and up); and the number lists of a status table */
const bareStatus = /(?:OnlineOrderStatus|[sS]tatus|_STATUS)\s*(?:===|!==|==|!=|=|:|<=|>=|<|>)\s*(?:[1-9]|1\d|20)\b(?!\.)/g;
const statusTableLine = /^\s*\d+\s*:\s*\[[\d,\s.A-Z]*\]/gm;
const componentFiles = files.filter((file) => file.startsWith('components/'));

const rows: [string, string][] = [
  ['source files over 300 lines (seed data aside)', `${big.length}${big.length ? ` (${big.map((file) => `${file} ${lines(file)}`).join(', ')})` : ''}`],
  ['longest source file', `${longest} (${lines(longest)} lines)`],
  ['imports of components/checkout/checkout-body.tsx', checkout.length ? String(count(/^import /gm, checkout)) : 'file gone'],
  ['order-collection calls outside the order repository', String(count(/COLLECTIONS\.(?:historyOrders|trackingOrders)\b/g, outsideRepositories))],
  ['any COLLECTIONS.x use in lib/server outside repositories/adapters', String(count(/COLLECTIONS\.\w+/g, outsideRepositories))],
  [
    'bare order-status numbers (lib, components, app)',
    String(
      count(
        bareStatus,
        code.filter((file) => !/order-status\/statuses\.ts$/.test(file)),
      ) + count(statusTableLine, files),
    ),
  ],
  ['toCents/fromCents calls in components', String(count(/\b(?:toCents|fromCents)\(/g, componentFiles))],
  ['files in lib/server/use-cases (flat)', String(files.filter((file) => /^lib\/server\/use-cases\/[^/]+$/.test(file)).length)],
  ['use cases in capability folders (lib/server/<capability>/use-cases)', String(files.filter((file) => /^lib\/server\/[^/]+\/use-cases\//.test(file)).length)],
];

const width = Math.max(...rows.map(([name]) => name.length));
for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${value}`);
console.log(`source files measured${' '.repeat(width - 21)}  ${files.length}`);
