/**
 * The project's import graph, read with the TypeScript parser (not regular expressions), for the
 * layer rules of tests/architecture.test.ts and the test-only exports check.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export const root = resolve(__dirname, '../..');

export type Import = {
  specifier: string;
  /** `import type`, `export type` or every name marked `type`: erased before any bundle sees it. */
  typeOnly: boolean;
  /** The project file it lands on (absolute), or null for a package or a Node built-in. */
  target: string | null;
  /** The names it takes: '*' for a namespace, re-export of everything, a side-effect or a dynamic import. */
  names: string[];
  /** `export ... from`: the file passes these names on. */
  reExport: boolean;
  /** `import('...')`: a chunk of its own, fetched when the code runs, not with the importing file. */
  lazy: boolean;
};

const skipDirs = new Set(['node_modules', '.next', '.data', 'coverage', 'test-results', 'playwright-report', 'blob-report', '.git']);

/** Every .ts/.tsx file under a folder of the project (relative to the root), absolute paths. */
export function sourceFiles(folder: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return skipDirs.has(name) ? [] : walk(path);
      return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
    });
  return walk(join(root, folder));
}

const extensions = ['', '.ts', '.tsx', '.js', '.mjs', '.json', '/index.ts', '/index.tsx'];

/** The project file an import lands on: `@/` from the root, `./` and `../` from the importing file. */
export function resolveImport(file: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(file), specifier);
  else return null;
  for (const extension of extensions) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return base;
}

const parsed = new Map<string, { imports: Import[]; source: string }>();

function parse(file: string) {
  const cached = parsed.get(file);
  if (cached) return cached;
  const source = readFileSync(file, 'utf8');
  const entry = { imports: readImports(file, source), source };
  parsed.set(file, entry);
  return entry;
}

/** The imports of a source text, as if it were the file named. */
export function readImports(file: string, source: string): Import[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const imports: Import[] = [];
  const add = (specifier: string, typeOnly: boolean, names: string[], reExport = false, lazy = false) =>
    imports.push({ specifier, typeOnly, target: resolveImport(file, specifier), names, reExport, lazy });

  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const names: string[] = [];
      let typeOnly = Boolean(clause?.isTypeOnly);
      if (clause) {
        if (clause.name) names.push('default');
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) names.push((element.propertyName ?? element.name).text);
          if (!clause.name && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly)) typeOnly = true;
        }
      } else names.push('*');
      add(node.moduleSpecifier.text, typeOnly, names);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const names = clause && ts.isNamedExports(clause) ? clause.elements.map((element) => (element.propertyName ?? element.name).text) : ['*'];
      const typeOnly = node.isTypeOnly || Boolean(clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((element) => element.isTypeOnly));
      add(node.moduleSpecifier.text, typeOnly, names, true);
    } else if (ts.isCallExpression(node) && node.arguments.length === 1 && ts.isStringLiteralLike(node.arguments[0])) {
      const isDynamicImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(node.expression) && node.expression.text === 'require';
      if (isDynamicImport || isRequire) add(node.arguments[0].text, false, ['*'], false, isDynamicImport);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      let qualifier = node.qualifier;
      while (qualifier && ts.isQualifiedName(qualifier)) qualifier = qualifier.left;
      add(node.argument.literal.text, true, [qualifier ? qualifier.text : '*']);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return imports;
}

export function importsOf(file: string): Import[] {
  return parse(file).imports;
}

export function sourceOf(file: string): string {
  return parse(file).source;
}

/** The file starts with the 'use client' directive (comments before it allowed). */
export function isClientEntry(file: string): boolean {
  return isClientSource(sourceOf(file));
}

export function isClientSource(source: string): boolean {
  return /^(?:\s*(?:\/\/[^\n]*|\/\*[\s\S]*?\*\/))*\s*['"]use client['"]/.test(source);
}

/** True when the path is inside the folder (both relative to the root, or absolute). */
export function isInside(path: string, folder: string): boolean {
  const from = relative(resolve(root, folder), resolve(root, path));
  return from === '' || (!from.startsWith('..') && !from.startsWith('/'));
}

export function rel(path: string): string {
  return relative(root, path);
}

/**
 * A use case: one action a file, a verb-noun name, one options object with `app: Pick<Container,
 * ...>`, in its capability's `use-cases/` folder (lib/server/<capability>/use-cases/); the page
 * loaders of lib/server/pages are use cases too (one page's data each).
 */
export function isUseCase(file: string): boolean {
  return /^lib\/server\/[^/]+\/use-cases\//.test(rel(file)) || isInside(file, 'lib/server/pages');
}
