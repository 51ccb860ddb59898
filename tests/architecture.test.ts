/**
 * The "never" rules of the layers (DESIGN.md, "The shape"): one named test per rule; a failure
 * lists every offending file with the import that breaks the rule.
 */
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { testOnlyExports } from './support/test-only-exports';
import { importsOf, isClientEntry, isClientSource, isInside, isUseCase, readImports, rel, resolveImport, root, sourceFiles, sourceOf, type Import } from './support/import-graph';

/** Fails with one line per offence under the rule's name (an empty list passes). */
function expectNone(rule: string, offences: string[]) {
  if (offences.length > 0) throw new Error(`${rule}\n${offences.map((offence) => `  ${offence}`).join('\n')}`);
}

/** Every import of the files that `breaks` tells apart, as "file imports 'specifier'" lines. */
function offendingImports(files: string[], breaks: (entry: Import, file: string) => boolean): string[] {
  return files.flatMap((file) =>
    importsOf(file)
      .filter((entry) => breaks(entry, file))
      .map((entry) => `${rel(file)} imports '${entry.specifier}'`),
  );
}

/**
 * Walks the imports from `entries`, type-only ones aside (erased: never in a bundle), and the ones
 * `follows` leaves out; returns every import `breaks` tells apart as "chain imports 'specifier'",
 * the chain being how its file was first reached.
 */
function offendingReach(entries: string[], breaks: (entry: Import) => boolean, follows: (entry: Import) => boolean = () => true): string[] {
  /** How each reached file was reached: the file that imported it first. */
  const reachedFrom = new Map<string, string | null>(entries.map((file) => [file, null]));
  const queue = [...entries];
  const offences: string[] = [];
  const chain = (file: string): string => {
    const from = reachedFrom.get(file);
    return from ? `${chain(from)} → ${rel(file)}` : rel(file);
  };
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const entry of importsOf(file)) {
      if (entry.typeOnly || !follows(entry)) continue;
      if (breaks(entry)) {
        offences.push(`${chain(file)} imports '${entry.specifier}'`);
        continue;
      }
      if (entry.target === null || !/\.(ts|tsx)$/.test(entry.target) || reachedFrom.has(entry.target)) continue;
      reachedFrom.set(entry.target, file);
      queue.push(entry.target);
    }
  }
  return offences;
}

/**
 * The import cycles among `files` (every import counted, type-only and dynamic too), one per
 * strongly connected group, each read as a chain that returns to its first file.
 */
function importCycles(files: string[]): string[][] {
  const inside = new Set(files);
  const next = new Map(files.map((file) => [file, [...new Set(importsOf(file).flatMap((entry) => (entry.target !== null && inside.has(entry.target) ? [entry.target] : [])))]]));
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const target of next.get(file)!) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || next.get(file)!.includes(file)) groups.push(group);
  };
  for (const file of files) if (!index.has(file)) visit(file);
  // A chain through the group: from its first file, each step to a member not yet walked.
  return groups.map((group) => {
    const members = new Set(group);
    const chain = [group[group.length - 1]];
    for (;;) {
      const step = next.get(chain[chain.length - 1])!.find((target) => members.has(target) && !chain.includes(target));
      if (!step) break;
      chain.push(step);
    }
    return [...chain, chain[0]];
  });
}

const lands = (entry: Import, ...folders: string[]) => entry.target !== null && folders.some((folder) => isInside(entry.target!, folder));
const isPackage = (entry: Import, ...names: string[]) => entry.target === null && names.some((name) => entry.specifier === name || entry.specifier.startsWith(`${name}/`));
const nodeBuiltins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

/** Packages that only run on the server (secrets, SDKs, the database, the file system). */
const serverPackages = [
  'server-only',
  'firebase-admin',
  'better-sqlite3',
  'stripe',
  'nodemailer',
  'passkit-generator',
  'pino',
  'rate-limiter-flexible',
  'iron-session',
  '@googlemaps/google-maps-services-js',
];

const domainFiles = sourceFiles('lib/domain');
const schemaFiles = sourceFiles('lib/schemas');
const componentFiles = sourceFiles('components');
const serverFiles = sourceFiles('lib/server');
const viewFiles = sourceFiles('lib/views');
const clientFiles = sourceFiles('lib/client');
const appFiles = sourceFiles('app');

describe('architecture: the layers never cross', () => {
  it('has each layer to guard', () => {
    for (const files of [domainFiles, schemaFiles, componentFiles, serverFiles, viewFiles, clientFiles, appFiles]) expect(files.length).toBeGreaterThan(0);
  });

  it('lib/domain imports nothing outside itself (no next, react, SDKs or Node built-ins)', () => {
    expectNone(
      'lib/domain must import only lib/domain:',
      offendingImports(domainFiles, (entry) => entry.target === null || !isInside(entry.target, 'lib/domain')),
    );
  });

  it('lib/domain reads no clock and does no I/O (time is a parameter)', () => {
    const forbidden = /Date\.now\(|new Date\(\)|Math\.random\(|\bfetch\(|process\.env/g;
    expectNone(
      'lib/domain must not call Date.now(), new Date() without argument, Math.random(), fetch() or read process.env:',
      domainFiles.flatMap((file) => [...sourceOf(file).matchAll(forbidden)].map((match) => `${rel(file)} calls ${match[0]}`)),
    );
  });

  it('lib/schemas imports no server or browser code', () => {
    expectNone(
      'lib/schemas must not import lib/server, lib/client, components, app, next, react or a server-only package:',
      offendingImports(
        schemaFiles,
        (entry) =>
          lands(entry, 'lib/server', 'lib/client', 'components', 'app') || isPackage(entry, 'next', 'react', 'react-dom', ...serverPackages) || nodeBuiltins.has(entry.specifier),
      ),
    );
  });

  it('components never import lib/server (view-model types live in lib/views)', () => {
    expectNone(
      'components must not import lib/server:',
      offendingImports(componentFiles, (entry) => lands(entry, 'lib/server')),
    );
  });

  it('lib/server never imports components or app', () => {
    expectNone(
      'lib/server must not import components or app:',
      offendingImports(serverFiles, (entry) => lands(entry, 'components', 'app')),
    );
  });

  it('lib/views, neutral ground, imports neither lib/server nor components', () => {
    expectNone(
      'lib/views must not import lib/server or components:',
      offendingImports(viewFiles, (entry) => lands(entry, 'lib/server', 'components')),
    );
  });

  it('lib/views holds types only (no runtime code to ship to either side)', () => {
    expectNone('lib/views must hold only types:', [
      ...offendingImports(viewFiles, (entry) => !entry.typeOnly),
      ...viewFiles.flatMap((file) => [...sourceOf(file).matchAll(/^export (?:const|let|var|function|class|enum|default)\b.*$/gm)].map((match) => `${rel(file)}: ${match[0]}`)),
    ]);
  });

  it("client code ('use client' files and all they import) never reaches lib/server or a server-only module", () => {
    const entries = [...appFiles, ...componentFiles, ...clientFiles, ...sourceFiles('lib/i18n')].filter(isClientEntry);
    expect(entries.length).toBeGreaterThan(0);
    const offences = offendingReach(entries, (entry) =>
      entry.target === null ? isPackage(entry, ...serverPackages) || nodeBuiltins.has(entry.specifier) : isInside(entry.target, 'lib/server'),
    );
    expectNone("client code must not reach lib/server, 'server-only', a server SDK or a Node built-in:", offences);
  });

  it('the browser calls our API only through the one browser API client (lib/client/api/api-client.ts)', () => {
    const apiClient = join(root, 'lib/client/api/api-client.ts');
    expectNone(
      'fetch() outside lib/client/api/api-client.ts:',
      [...componentFiles, ...clientFiles].filter((file) => file !== apiClient && /\bfetch\(/.test(sourceOf(file))).map((file) => `${rel(file)} calls fetch()`),
    );
  });

  it('zod issues become the messages under fields in one place (lib/client/forms/zod-issues.ts)', () => {
    const mapper = join(root, 'lib/client/forms/zod-issues.ts');
    expectNone(
      "a zod error's issues read outside lib/client/forms/zod-issues.ts (map a result with fieldMessages):",
      [...componentFiles, ...clientFiles].filter((file) => file !== mapper && /\.issues\b/.test(sourceOf(file))).map((file) => `${rel(file)} reads .issues`),
    );
  });

  it('pages link through lib/i18n and load late parts through clientOnly (next/link, next-intl/navigation and next/dynamic: 10 KB of every first load)', () => {
    expectNone(
      'link with Link, useRouter and usePathname from @/lib/i18n/client-navigation, redirect with @/lib/i18n/navigation, and load a part after hydration with clientOnly (@/lib/client/client-only):',
      offendingImports([...appFiles, ...componentFiles, ...clientFiles, ...sourceFiles('lib/i18n')], (entry) =>
        isPackage(entry, 'next/link', 'next-intl/navigation', 'next/dynamic'),
      ),
    );
  });

  it('components import no cycle (type-only imports included: a shared type lives in a module of its own)', () => {
    expectNone(
      'components must not import each other in a cycle:',
      importCycles(componentFiles).map((cycle) => cycle.map(rel).join(' → ')),
    );
  });

  it('helpers never import use cases (what a use case shares moves down into a helper, or up into its route)', () => {
    expectNone(
      'a lib/server module outside the use cases must not import a use case:',
      offendingImports(
        serverFiles.filter((file) => !isUseCase(file)),
        (entry) => entry.target !== null && isUseCase(entry.target),
      ),
    );
  });

  it('use cases never import adapters (they reach them through the container, by their ports)', () => {
    expectNone(
      'a use case must not import lib/server/adapters:',
      offendingImports(serverFiles.filter(isUseCase), (entry) => lands(entry, 'lib/server/adapters')),
    );
  });

  it('use cases and page loaders name the ports they use (app: Pick<Container, ...>), never the whole container', () => {
    const takers = serverFiles.filter((file) => isUseCase(file) || isInside(file, 'lib/server/pages'));
    expectNone('a use case or page loader must take app: Pick<Container, ...> (the ports it uses), not app: Container:', offendingLines(takers, /\bapp\??: Container\b/));
  });
});

/** Files that name `pattern`, as "file: line" offences (comments included: a name is a name). */
function offendingLines(files: string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    sourceOf(file)
      .split('\n')
      .flatMap((line, index) => (pattern.test(line) ? [`${rel(file)}:${index + 1}: ${line.trim()}`] : [])),
  );
}

describe('architecture: the order', () => {
  it('only the order repository touches the order collections', () => {
    // collections.ts declares them and their indexes; every read and write goes through the repository.
    const allowed = new Set(['lib/server/repositories/order-repository.ts', 'lib/server/collections.ts']);
    expectNone(
      'only lib/server/repositories/order-repository.ts may name COLLECTIONS.historyOrders or COLLECTIONS.trackingOrders:',
      offendingLines(
        [...serverFiles, ...appFiles, ...componentFiles, ...clientFiles, ...domainFiles].filter((file) => !allowed.has(rel(file))),
        /COLLECTIONS\.(historyOrders|trackingOrders)\b/,
      ),
    );
  });

  it('order states are named: no bare status number outside the table (lib/domain/order-status/statuses.ts)', () => {
    // A number compared with or given to an *OrderStatus* name, a *STATUS(ES)* constant of numbers,
    // status/from/to compared with one of the spec's codes, a transition table keyed by numbers.
    const bare =
      /[oO]rder[sS]tatus\w*\)?\s*(===|!==|==|!=|<=|>=|=|:)\s*-?[0-9]|\b[A-Z_]*STATUS(ES)?\b[^=(]*=\s*(new Set\()?\[?\s*-?[0-9]|\b(status|from|to)\s*(===|!==)\s*(1|2|3|4|5|6|7|8|9|10|11|12|18|19|20)\b|^\s*[0-9]+: \[/;
    const orderCode = [
      ...['lib/domain/order-status', 'lib/domain/order', 'lib/domain/board', 'lib/domain/loyalty', 'lib/client/checkout'].flatMap((folder) => sourceFiles(folder)),
      ...['components/board', 'components/order-status', 'components/account'].flatMap((folder) => sourceFiles(folder)),
      ...serverFiles,
      ...appFiles,
    ];
    expectNone(
      'order statuses are named by ORDER_STATUS (lib/domain/order-status/statuses.ts), never by their numbers:',
      offendingLines(
        orderCode.filter((file) => rel(file) !== 'lib/domain/order-status/statuses.ts'),
        bare,
      ),
    );
  });
});

describe('architecture: the edges', () => {
  it("the spec's spelling `reedemptionRule` stops at the cart's storage (lib/client/cart/stored-line.ts); the app says `redemptionRule`", () => {
    // Local storage keeps the spec's cart item; the API's requests name a reward by kind and id,
    // and stored orders keep no reward rule, so no other edge spells it.
    const allowed = new Set(['lib/client/cart/stored-line.ts']);
    expectNone(
      'only lib/client/cart/stored-line.ts may spell reedemptionRule (the app type is CartItem.redemptionRule):',
      offendingLines(
        [...domainFiles, ...schemaFiles, ...componentFiles, ...serverFiles, ...viewFiles, ...clientFiles, ...appFiles].filter((file) => !allowed.has(rel(file))),
        /reedemptionRule/,
      ),
    );
  });
});

/**
 * Values of lib/ and components/ that no application code uses (only tests, or nothing): delete
 * them with their tests, or wire the application to them when they are the spec's own rule.
 */
const testOnlyAllowed = new Set([
  // Named by next.config.mjs (next-intl's plugin), not imported.
  'lib/i18n/request.ts: default',
  // The demo passcode, written down for people (docs/order-board.md, lib/seed/README.md) next to its hash.
  'lib/seed/board.ts: DEMO_BOARD_PASSCODE',
  // The logger's seam for tests/support/setup.ts: in jest, log lines go to the console.
  'lib/server/logger.ts: setLogSink',
  // To decide (issue 18, tidiness): the schema-side spellings of codes the domain also names
  // (lib/domain/order/codes.ts, discounts/types.ts, ...), and form helpers only tests call.
  'lib/schemas/entities/codes.ts: PRODUCT_STATUS',
  'lib/schemas/entities/codes.ts: GENDER',
  'lib/schemas/entities/codes.ts: ORDER_TYPE',
  'lib/schemas/entities/codes.ts: WIZARD_ORDER_TYPE',
  'lib/schemas/entities/codes.ts: PAYMENT_METHOD',
  'lib/schemas/entities/codes.ts: TRANSACTION_TYPE',
  'lib/schemas/entities/codes.ts: ONLINE_ORDER_STATUS',
  'lib/schemas/entities/codes.ts: SURCHARGE_RATE_TYPE',
  'lib/schemas/entities/common.ts: ZEmailSchema',
  'lib/schemas/entities/modifier.ts: MODIFIER_DEFAULTS',
  'lib/schemas/entities/price-trigger.ts: OUTCOME_TYPE',
  'lib/schemas/entities/price-trigger.ts: RUN_TYPE',
  'lib/schemas/entities/price-trigger.ts: TRIGGER_MODE',
  'lib/schemas/entities/price-trigger.ts: TRIGGER_TYPE',
  'lib/schemas/entities/price-trigger.ts: OUTCOME_PRICE_TYPE',
  'lib/schemas/forms/birth-date.ts: birthDateToIso',
  'lib/schemas/forms/card-number.ts: lastFourMasked',
  'lib/schemas/forms/membership-signup.ts: GENDER_CODE',
  'lib/schemas/forms/notes-and-terms.ts: ZItemNoteSchema',
  'lib/schemas/forms/notes-and-terms.ts: createOrderTimeSchema',
  'lib/domain/order/gift.ts: priceGiftCart',
]);

describe('tidiness', () => {
  it('every value lib/ and components/ export is used by the application, not only by tests', () => {
    expectNone(
      'exported but used only by tests (or by nothing): delete it with its tests, or wire the application to it',
      testOnlyExports().filter((entry) => !testOnlyAllowed.has(entry)),
    );
  });
});

/**
 * What a store page loads at once on a first visit: its first load, and the chunks it starts as
 * soon as it has hydrated (the cart layer, the wizard, the cart panel, the previous orders, the
 * account menu, the pop-up notice, the browser log's recorders). zod's core alone is some 17 KB
 * gzipped of the phone's download and start-up work: only what a visit goes on to use (a form, a
 * stored cart or address, a check-in at a table) may bring it, with import().
 */
const storePageStart = [
  'components/store-screen/store-screen.tsx',
  'components/widget/widget-bridge.tsx',
  'components/ui/image-error-hider.tsx',
  'components/log-viewer/browser-log-recorder.tsx',
  'lib/client/log/log-listeners.ts',
  'components/store-screen/store-cart-layer.tsx',
  'components/wizard/order-type-wizard.tsx',
  'components/cart/cart-panel.tsx',
  'components/store/reorder-carousel/previous-orders.tsx',
  'components/account/account-menu.tsx',
  'components/store/pop-up-notice.tsx',
];

describe('first load: what a store page starts with', () => {
  it('never reaches zod (a form, a stored entity or a check-in brings it when it is used)', () => {
    const entries = storePageStart.map((file) => join(root, file));
    const offences = offendingReach(
      entries,
      (entry) => entry.target === null && (entry.specifier === 'zod' || entry.specifier.startsWith('zod/')),
      // A chunk fetched later (import()) is not part of the start.
      (entry) => !entry.lazy,
    );
    expect(entries.length).toBe(storePageStart.length);
    expectNone("a store page's first modules must not reach zod (load what needs it with import()):", offences);
  });
});

describe('architecture: the import reader', () => {
  it('catches both spellings of an import into lib/server', () => {
    const file = join(root, 'components/store/example.tsx');
    expect(resolveImport(file, '@/lib/server/env')).toBe(join(root, 'lib/server/env.ts'));
    expect(resolveImport(file, '../../lib/server/env')).toBe(join(root, 'lib/server/env.ts'));
    expect(resolveImport(file, 'next/server')).toBeNull();
  });

  it('reads static, type-only, re-exported, dynamic and required imports', () => {
    const source = [
      "import 'server-only';",
      "import type { ServerEnv } from '@/lib/server/env';",
      "import { toCents, type TMoney } from '@/lib/domain/money';",
      "export { type CartItem } from '@/lib/domain/cart';",
      "export * from './elsewhere';",
      "const fs = await import('node:fs');",
      "const path = require('node:path');",
      "let view: import('@/lib/views/menu').MenuView.Part;",
    ].join('\n');
    const imports = readImports(join(root, 'lib/example.ts'), source).map(({ specifier, typeOnly, names }) => ({ specifier, typeOnly, names }));
    expect(imports).toEqual([
      { specifier: 'server-only', typeOnly: false, names: ['*'] },
      { specifier: '@/lib/server/env', typeOnly: true, names: ['ServerEnv'] },
      { specifier: '@/lib/domain/money', typeOnly: false, names: ['toCents', 'TMoney'] },
      { specifier: '@/lib/domain/cart', typeOnly: true, names: ['CartItem'] },
      { specifier: './elsewhere', typeOnly: false, names: ['*'] },
      { specifier: 'node:fs', typeOnly: false, names: ['*'] },
      { specifier: 'node:path', typeOnly: false, names: ['*'] },
      { specifier: '@/lib/views/menu', typeOnly: true, names: ['MenuView'] },
    ]);
    expect(
      readImports(join(root, 'lib/example.ts'), source)
        .filter((entry) => entry.lazy)
        .map((entry) => entry.specifier),
    ).toEqual(['node:fs']);
  });

  it("tells a 'use client' file by its first statement", () => {
    expect(isClientSource("// A comment first\n'use client';\nimport x from 'y';")).toBe(true);
    expect(isClientSource("import x from 'y';\n'use client';")).toBe(false);
  });
});
