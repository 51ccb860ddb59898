/**
 * Exports of lib/ and components/ that no application code uses: only tests import them (or
 * nothing does). A value the app never runs is code to delete, or a duplicate of the path the app
 * really takes.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { importsOf, rel, root, sourceFiles, sourceOf } from './import-graph';

const syntaxTrees = new Map<string, ts.SourceFile>();
const ownExports = new Map<string, string[]>();

function syntaxOf(file: string): ts.SourceFile {
  let sourceFile = syntaxTrees.get(file);
  if (!sourceFile) {
    sourceFile = ts.createSourceFile(file, sourceOf(file), ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    syntaxTrees.set(file, sourceFile);
  }
  return sourceFile;
}

/** The values a file exports itself (functions, constants, classes, enums), not types and not re-exports. */
export function ownValueExports(file: string): string[] {
  const cached = ownExports.get(file);
  if (cached) return cached;
  const sourceFile = syntaxOf(file);
  const names: string[] = [];
  const exported = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
  const isDefault = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword);
  for (const statement of sourceFile.statements) {
    if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) && exported(statement)) {
      names.push(isDefault(statement) ? 'default' : (statement.name?.text ?? 'default'));
    } else if (ts.isVariableStatement(statement) && exported(statement)) {
      for (const declaration of statement.declarationList.declarations) if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
    } else if (ts.isExportAssignment(statement)) {
      names.push('default');
    } else if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier && !statement.isTypeOnly && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) if (!element.isTypeOnly) names.push(element.name.text);
    }
  }
  ownExports.set(file, names);
  return names;
}

/** Where the application's code lives: everything but tests. */
function applicationFiles(): string[] {
  const topLevel = ['proxy.ts', 'instrumentation.ts', 'next.config.ts', 'playwright.config.ts'].map((name) => join(root, name)).filter((path) => existsSync(path));
  return [...['app', 'components', 'lib', 'scripts', 'bench'].flatMap((folder) => sourceFiles(folder)), ...topLevel];
}

/** Every "file#name" the application's code takes, followed through re-exports (`export ... from`). */
function usedByApplication(): Set<string> {
  const used = new Set<string>();
  const mark = (file: string, name: string) => {
    const key = `${file}#${name}`;
    if (used.has(key) || !/\.(ts|tsx)$/.test(file)) return;
    used.add(key);
    if (name === '*') for (const own of ownValueExports(file)) used.add(`${file}#${own}`);
    for (const entry of importsOf(file)) {
      if (!entry.reExport || entry.typeOnly || entry.target === null) continue;
      if (name === '*' || entry.names.includes('*')) mark(entry.target, name);
      else if (entry.names.includes(name)) mark(entry.target, name);
    }
  };
  for (const file of applicationFiles()) {
    for (const entry of importsOf(file)) {
      if (entry.target === null || entry.typeOnly || entry.reExport) continue;
      for (const name of entry.names) mark(entry.target, name);
    }
  }
  return used;
}

/** Whether a file uses its own export besides declaring it (a helper exported for its tests). */
function usedInItsOwnFile(file: string, name: string): boolean {
  const sourceFile = syntaxOf(file);
  let uses = 0;
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && node.text === name && !ts.isExportSpecifier(node.parent)) {
      const declares =
        (ts.isFunctionDeclaration(node.parent) || ts.isVariableDeclaration(node.parent) || ts.isClassDeclaration(node.parent) || ts.isEnumDeclaration(node.parent)) &&
        node.parent.name === node;
      if (!declares) uses += 1;
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return uses > 0;
}

/** "file: name" for every value of lib/ and components/ that only tests (or nothing) use. */
export function testOnlyExports(): string[] {
  const used = usedByApplication();
  return ['lib', 'components']
    .flatMap((folder) => sourceFiles(folder))
    .flatMap((file) => ownValueExports(file).map((name) => ({ file, name })))
    .filter(({ file, name }) => !used.has(`${file}#${name}`) && !used.has(`${file}#*`) && !usedInItsOwnFile(file, name))
    .map(({ file, name }) => `${rel(file)}: ${name}`);
}
