/**
 * Each page sends the browser the message namespaces its client components read, and no others
 * (lib/i18n/client-messages.tsx): a namespace left out shows its keys instead of its texts, one too
 * many is sent and parsed with every page. The namespaces are read from the route's client
 * components (tests/support/client-namespaces.ts).
 */
import ts from 'typescript';
import { clientNamespacesOf, namespacesOfFile } from '../../support/client-namespaces';
import { rel, root, sourceFiles, sourceOf } from '../../support/import-graph';
import en from '@/messages/en.json';

const routeFiles = sourceFiles('app').filter((file) => /\/(page|layout|error|not-found|loading|template|default)\.tsx$/.test(file));
const rootLayout = `${root}/app/[locale]/layout.tsx`;

/** The namespaces a route file names: the array given to `withClientMessages(...)` or `<ClientMessages namespaces={...}>`, or null. */
function declaredIn(file: string): string[] | null {
  const source = ts.createSourceFile(file, sourceOf(file), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  let found: string[] | null = null;
  const strings = (node: ts.Expression) => {
    if (!ts.isArrayLiteralExpression(node)) throw new Error(`${rel(file)}: the namespaces must be written as a list of texts`);
    return node.elements.map((element) => (ts.isStringLiteral(element) ? element.text : '?'));
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'withClientMessages') found = strings(node.arguments[0]);
    if (
      ts.isJsxAttribute(node) &&
      node.name.getText() === 'namespaces' &&
      ts.isJsxOpeningLikeElement(node.parent.parent) &&
      node.parent.parent.tagName.getText() === 'ClientMessages'
    ) {
      const initializer = node.initializer;
      if (initializer && ts.isJsxExpression(initializer) && initializer.expression) found = strings(initializer.expression);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

describe('the message namespaces each route sends the browser', () => {
  const shell = declaredIn(rootLayout);

  it('the root layout names the shell’s namespaces', () => {
    expect(shell).not.toBeNull();
  });

  it('every client-side key is readable, or its file names the namespaces of the keys it is given', () => {
    expect(routeFiles.flatMap((file) => clientNamespacesOf(file).unreadable)).toEqual([]);
  });

  it.each(routeFiles.map((file) => [rel(file), file]))('%s: its client components get exactly what they read', (_, file) => {
    const needed = sorted(clientNamespacesOf(file).namespaces);
    const own = declaredIn(file);
    for (const name of needed) expect(Object.keys(en)).toContain(name);
    if (file === rootLayout) {
      // The layout's list serves the layout and every route file with no list of its own.
      const served = routeFiles.filter((other) => other === rootLayout || declaredIn(other) === null).flatMap((other) => [...clientNamespacesOf(other).namespaces]);
      expect(sorted(own ?? [])).toEqual(sorted(served));
    } else if (own === null) {
      expect(needed.filter((name) => !shell!.includes(name))).toEqual([]);
    } else {
      expect(sorted(own)).toEqual(needed);
    }
  });
});

describe('reading a file’s namespaces', () => {
  const read = (source: string) => namespacesOfFile('/x.tsx', source);

  it('takes the first part of a translator’s namespace', () => {
    expect(sorted(read(`const t = useTranslations('giftCards.form'); const u = useTranslations('cart');`).namespaces)).toEqual(['cart', 'giftCards']);
  });

  it('reads the keys given to a translator of the whole catalogue', () => {
    const found = read("const t = useTranslations(); t('pages.generalError'); t.rich('errors.unexpected', {}); t.has(`common.${x}`);");
    expect(sorted(found.namespaces)).toEqual(['common', 'errors', 'pages']);
    expect(found.unreadable).toEqual([]);
  });

  it('asks for the namespaces of keys given at run time, and takes them from the file’s comment', () => {
    expect(read('const t = useTranslations(); t(issue.message);').unreadable).toHaveLength(1);
    expect(read('const t = useTranslations(); helper(t);').unreadable).toHaveLength(1);
    expect(read('const t = useTranslations(namespace);').unreadable).toHaveLength(1);
    const named = read('// Client messages: validation, timeSlot\nconst t = useTranslations(); t(issue.message); helper(t);');
    expect(named.unreadable).toEqual([]);
    expect(sorted(named.namespaces)).toEqual(['timeSlot', 'validation']);
  });
});
