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

  /** Where an import lands: an alias path from the root, or a relative path resolved from the file. */
  function targetOf(file: string, specifier: string): string | null {
    if (specifier.startsWith('@/')) return join(root, specifier.slice(2));
    if (specifier.startsWith('.')) return resolve(dirname(file), specifier);
    return null;
  }

  function importsInto(file: string, folder: string): string[] {
    return importsOf(readFileSync(file, 'utf8')).filter((specifier) => {
      const target = targetOf(file, specifier);
      return target !== null && !relative(join(root, folder), target).startsWith('..');
    });
  }

  const componentFiles = sourceFiles(join(root, 'components'));
  const serverFiles = sourceFiles(join(root, 'lib/server'));
  const viewFiles = sourceFiles(join(root, 'lib/views'));

  it.each(componentFiles.map((f) => [relative(root, f), f]))('%s imports nothing from lib/server (view types live in lib/views)', (_name, file) => {
    expect(importsInto(file, 'lib/server')).toEqual([]);
  });

  it.each(serverFiles.map((f) => [relative(root, f), f]))('%s imports nothing from components', (_name, file) => {
    expect(importsInto(file, 'components')).toEqual([]);
  });

  it.each(viewFiles.map((f) => [relative(root, f), f]))('%s, neutral ground, imports neither lib/server nor components', (_name, file) => {
    expect([...importsInto(file, 'lib/server'), ...importsInto(file, 'components')]).toEqual([]);
  });

  const browserFiles = [...componentFiles, ...sourceFiles(join(root, 'lib/client'))];
  const apiClient = join(root, 'lib/client/api/api-client.ts');

  it.each(browserFiles.filter((f) => f !== apiClient).map((f) => [relative(root, f), f]))('%s calls our API only through the one browser API client', (_name, file) => {
    expect(readFileSync(file, 'utf8')).not.toMatch(/\bfetch\(/);
  });

  it('catches both spellings of an import into lib/server', () => {
    const file = join(root, 'components/store/example.tsx');
    expect(targetOf(file, '@/lib/server/env')).toBe(join(root, 'lib/server/env'));
    expect(targetOf(file, '../../lib/server/env')).toBe(join(root, 'lib/server/env'));
  });
});
