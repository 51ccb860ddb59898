import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';

const root = resolve(__dirname, '..');
const domain = join(root, 'lib/domain');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function importsOf(source: string): string[] {
  const specifiers: string[] = [];
  const pattern = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(pattern)) specifiers.push(match[1] ?? match[2] ?? match[3] ?? match[4]);
  return specifiers;
}

describe('architecture', () => {
  const files = sourceFiles(domain);

  it('has a domain core to guard', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files.map((f) => [relative(root, f), f]))('%s imports nothing outside lib/domain', (_name, file) => {
    const source = readFileSync(file, 'utf8');
    for (const specifier of importsOf(source)) {
      expect({ specifier, relativeOnly: specifier.startsWith('.') }).toEqual({ specifier, relativeOnly: true });
      const target = resolve(dirname(file), specifier);
      expect(relative(domain, target).startsWith('..')).toBe(false);
    }
  });

  it.each(files.map((f) => [relative(root, f), f]))('%s reads no clock and does no I/O', (_name, file) => {
    const source = readFileSync(file, 'utf8');
    expect(source).not.toMatch(/Date\.now\(|new Date\(\)|Math\.random\(|\bfetch\(|process\.env/);
  });
});
