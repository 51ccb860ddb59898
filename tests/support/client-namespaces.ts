/**
 * Which message namespaces the browser needs for a route file (page, layout, error...): those its
 * client components read, found by walking its imports (tests/support/import-graph.ts) and
 * reading each client-side file's translators with the TypeScript parser.
 *
 * A file is client-side when it says 'use client' or is imported from a client-side file. In it:
 * - `useTranslations('cart')`, `useTranslations('giftCards.form')`: the first part of the
 *   namespace;
 * - a translator of the whole catalogue, `useTranslations()`: the first part of each key it is
 *   called with (`t('pages.generalError')`, `t.rich(...)`, `t.has(...)`); a key it is given at run
 *   time (a validation message, a time slot's label) or the translator handed on to another
 *   function cannot be read, so such a file names the namespaces of those keys in a comment,
 *   `// Client messages: validation, timeSlot`.
 */
import ts from 'typescript';
import { importsOf, isClientSource, rel, sourceOf } from './import-graph';

export interface FileNamespaces {
  namespaces: Set<string>;
  /** How a whole-catalogue translator is used where its keys cannot be read (none when the file names them in its comment). */
  unreadable: string[];
}

const commentPattern = /\/\/\s*Client messages:\s*([\w.]+(?:\s*,\s*[\w.]+)*)/;
const topLevel = (key: string) => key.split('.')[0];

/** The namespaces one file's own code reads through next-intl's useTranslations. */
export function namespacesOfFile(file: string, source = sourceOf(file)): FileNamespaces {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const namespaces = new Set<string>();
  const unreadable: string[] = [];
  const wholeCatalogue = new Set<string>();
  const named =
    commentPattern
      .exec(source)?.[1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean) ?? [];
  named.forEach((name) => namespaces.add(topLevel(name)));

  const literalKey = (node: ts.Expression | undefined): string | null => {
    if (!node) return null;
    if (ts.isStringLiteralLike(node)) return node.text;
    if (ts.isTemplateExpression(node) && node.head.text.includes('.')) return node.head.text;
    return null;
  };
  const line = (node: ts.Node) => `${rel(file)}:${sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

  const findTranslators = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'useTranslations') {
      const [argument] = node.arguments;
      if (argument === undefined) {
        if (ts.isVariableDeclaration(node.parent) && ts.isIdentifier(node.parent.name)) wholeCatalogue.add(node.parent.name.text);
        else unreadable.push(`${line(node)} useTranslations() not held in a variable`);
      } else {
        const key = literalKey(argument);
        if (key === null) unreadable.push(`${line(node)} useTranslations with a namespace chosen at run time`);
        else namespaces.add(topLevel(key));
      }
    }
    ts.forEachChild(node, findTranslators);
  };
  findTranslators(sourceFile);

  const readUses = (node: ts.Node) => {
    if (ts.isIdentifier(node) && wholeCatalogue.has(node.text) && !ts.isVariableDeclaration(node.parent)) {
      // t('a.b') or t.rich('a.b') / t.has('a.b') / t.markup / t.raw
      const call =
        ts.isCallExpression(node.parent) && node.parent.expression === node
          ? node.parent
          : ts.isPropertyAccessExpression(node.parent) && ts.isCallExpression(node.parent.parent)
            ? node.parent.parent
            : null;
      const key = call ? literalKey(call.arguments[0]) : null;
      if (key !== null) namespaces.add(topLevel(key));
      else if (named.length === 0) unreadable.push(`${line(node)} ${node.parent.getText().slice(0, 60)}`);
    }
    ts.forEachChild(node, readUses);
  };
  if (wholeCatalogue.size > 0) readUses(sourceFile);
  return { namespaces, unreadable };
}

export interface RouteNamespaces {
  namespaces: Set<string>;
  /** Where a client-side file's keys cannot be read, with the file. */
  unreadable: string[];
  /** The client-side files reached, for a failure's message. */
  clientFiles: string[];
}

/** The namespaces the client-side code reached from a route file reads (type-only imports aside). */
export function clientNamespacesOf(entry: string): RouteNamespaces {
  const seen = new Set<string>();
  const queue: [string, boolean][] = [[entry, isClientSource(sourceOf(entry))]];
  const namespaces = new Set<string>();
  const unreadable: string[] = [];
  const clientFiles: string[] = [];
  while (queue.length > 0) {
    const [file, client] = queue.shift()!;
    const key = `${client}:${file}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (client) {
      clientFiles.push(rel(file));
      const found = namespacesOfFile(file);
      found.namespaces.forEach((name) => namespaces.add(name));
      unreadable.push(...found.unreadable);
    }
    for (const imported of importsOf(file)) {
      if (imported.typeOnly || !imported.target || !/\.tsx?$/.test(imported.target)) continue;
      queue.push([imported.target, client || isClientSource(sourceOf(imported.target))]);
    }
  }
  return { namespaces, unreadable, clientFiles };
}
