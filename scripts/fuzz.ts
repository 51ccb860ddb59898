/**
 * `npm run fuzz`: a bad-input fuzz of every route handler and page against the production build.
 *
 * Builds (unless FUZZ_REUSE_BUILD=1 and a build exists), starts `npm start` on a free port with a
 * DATA_DIR of its own (seeded with the demo data), then sends every route of app/ (each
 * app/api/** /route.ts with its methods, each app/[locale]/** /page.tsx with bad dynamic segments)
 * wrong methods, malformed, oversized and mistyped JSON, huge strings, control characters, bad
 * percent-encoding, path traversal, ids that are paths (`%2F`, `a%2Fb`) or Object.prototype names
 * (`__proto__`, `constructor`) in paths and bodies, unknown query parameters, bad cookies and headers. Passes
 * when no answer is a 5xx and no body holds a stack trace or an internal path; prints a summary
 * and exits 1 otherwise. TRACE is sent too and reported on its own line (FUZZ_STRICT_TRACE=1
 * counts its 5xx as failures). Bounded: FUZZ_SECONDS (120) of sending at most.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../tests/support/free-port';

const root = path.resolve(__dirname, '..');
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 120);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 6);
const STRICT_TRACE = process.env.FUZZ_STRICT_TRACE === '1';

// ---------------------------------------------------------------- routes of app/

interface ApiRoute {
  /** e.g. /api/stores/[storeId]/coupons/[code] */
  pattern: string;
  methods: string[];
}

function walk(dir: string, name: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return walk(full, name);
    return entry === name ? [full] : [];
  });
}

function routePattern(file: string, base: string): string {
  const segments = path
    .relative(base, path.dirname(file))
    .split(path.sep)
    .filter((segment) => segment && !/^\(.*\)$/.test(segment));
  return `/${segments.join('/')}`.replace(/\/$/, '') || '/';
}

function apiRoutes(): ApiRoute[] {
  return walk(path.join(root, 'app', 'api'), 'route.ts').map((file) => {
    const source = readFileSync(file, 'utf8');
    const methods = new Set<string>();
    for (const match of source.matchAll(/export (?:const|async function|function) (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\b/g)) methods.add(match[1]);
    for (const match of source.matchAll(/export \{([^}]*)\}/g)) for (const name of match[1].matchAll(/as (GET|POST|PUT|PATCH|DELETE)\b/g)) methods.add(name[1]);
    return { pattern: `/api${routePattern(file, path.join(root, 'app', 'api')).replace(/^\/$/, '')}`, methods: [...methods] };
  });
}

function pagePatterns(): string[] {
  return walk(path.join(root, 'app', '[locale]'), 'page.tsx').map((file) => routePattern(file, path.join(root, 'app', '[locale]')));
}

// ---------------------------------------------------------------- inputs

/** A plausible value per dynamic segment, so a bad input reaches past the first check. */
const GOOD_SEGMENT: Record<string, string> = {
  storeId: '1001',
  storeid: '1001',
  storename: 'harbour-sydney',
  storeslug: 'harbour-sydney',
  slug: 'harbour-sydney',
  code: 'WELCOME10',
  orderId: '00000000-0000-4000-8000-000000000000',
  orderid: '00000000-0000-4000-8000-000000000000',
  userId: '00000000-0000-4000-8000-000000000001',
  userid: '00000000-0000-4000-8000-000000000001',
  paymentId: 'sbx_0000000000',
  productId: 'p1',
  cardIdentifier: 'card_0000',
  token: 'abc',
};

const BAD_SEGMENTS = [
  '%25',
  '%',
  '%E0%A4%A',
  '%C0%AF',
  '%00',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  encodeURIComponent('<script>alert(1)</script>'),
  encodeURIComponent("' OR 1=1 --"),
  encodeURIComponent('\u202e\u0000\r\n'),
  '-1',
  '1e309',
  '__proto__',
  'x'.repeat(3000),
  '100%2531',
  'WELCOME%2531%2530',
  // Ids that are paths or Object.prototype names (issue 35): 404, never a path handed to the store.
  '%2F',
  'a%2Fb',
  'constructor',
];

/** Pages render on the server (the costly requests): the bad segments that reach different code. */
const PAGE_SEGMENTS = [
  '%25',
  '%',
  '%E0%A4%A',
  '%00',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  encodeURIComponent('<script>alert(1)</script>'),
  '__proto__',
  'x'.repeat(3000),
  '100%2531',
  '%2F',
  'a%2Fb',
  'constructor',
];

const HUGE = 'A'.repeat(120_000);
const LONG = 'é'.repeat(5_000);
const CONTROL = 'a\u0000b\r\nc\u0007\u202e\u200b\ud800';

/** Bodies for a handler that reads JSON: broken, oversized, mistyped, hostile. */
const BODIES: (string | Buffer)[] = [
  '',
  '{',
  '{"a":',
  'null',
  'true',
  '"string"',
  '12345',
  '[]',
  '[1,2,3]',
  '{}',
  '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
  `{"a":"${HUGE}"}`,
  '['.repeat(20_000) + ']'.repeat(20_000),
  JSON.stringify({ email: LONG, password: LONG, phone: LONG, code: LONG, passcode: LONG, idToken: LONG, storeId: LONG, items: LONG, status: LONG, token: LONG }),
  JSON.stringify({ email: CONTROL, password: CONTROL, phone: CONTROL, code: CONTROL, passcode: CONTROL, idToken: CONTROL, storeId: CONTROL, token: CONTROL, description: CONTROL }),
  JSON.stringify({ email: 1, password: [], phone: {}, code: null, passcode: true, idToken: 1e309, storeId: -1, items: 'x', status: 'x', token: [1] }),
  JSON.stringify({
    items: Array.from({ length: 2_000 }, () => ({ id: 'p1', quantity: 1e9, modifiers: [{ ID: CONTROL, quantity: -1 }] })),
    expectedTotal: -1,
    orderType: 99,
    payment: { method: 'x' },
  }),
  JSON.stringify({
    orderType: 3,
    scheduledTime: 'soon',
    items: [{ id: '__proto__', quantity: 1.5 }],
    contact: { Email: CONTROL },
    payment: { method: 1, card: { CardNumber: LONG } },
    expectedTotal: '25',
  }),
  // Well-formed bodies whose ids are Object.prototype names or paths (issue 35).
  ...['__proto__', 'constructor', 'toString', 'a/b', '/'].map((id) =>
    JSON.stringify({
      orderType: 3,
      items: [{ id, quantity: 1, modifiers: [{ ID: id, quantity: 1 }], reward: { type: 'points', id }, message: { Email: 'a@example.com', From: 'a', To: 'b', Message: '' } }],
      couponCodes: [id, 'A/B'],
      acceptedTriggerIds: [id],
      orders: [{ orderId: id, token: id }],
      token: id,
      storeId: id,
      contact: { FirstName: 'Ada', LastName: 'Lovelace', Email: 'ada@example.com', PhoneNumber: '0412345678' },
      payment: { method: 3 },
      expectedTotal: 0,
    }),
  ),
  JSON.stringify({ status: 2, description: LONG }),
  JSON.stringify({ type: 'payment_intent.succeeded', data: { object: { id: CONTROL } } }),
  Buffer.from([0xff, 0xfe, 0xfd, 0x00, 0x7b]),
];

const CONTENT_TYPES = ['application/json', 'text/plain', 'multipart/form-data; boundary=', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16'];

const QUERIES = [
  '?unknown=1&__proto__[x]=1',
  '?locale=../../../etc/passwd',
  '?locale=%',
  '?t=%E0%A4%A',
  `?input=${'x'.repeat(4_000)}`,
  '?input=%00%0D%0A&limit=-1',
  '?orderType=abc&date=2026-13-45',
  '?OrderValue=1e309&Street=%00&Suburb=%E2%80%AE&State=ZZ&Postcode=abcd',
  '?a=1&a=2&a=3',
  '?cursor=%7B%7D&page=-1',
];

const BAD_HEADERS: Record<string, string>[] = [
  { cookie: 'session=garbage; board-session=%; NEXT_LOCALE=../../etc' },
  { cookie: `session=${'x'.repeat(6_000)}` },
  { cookie: 'NEXT_LOCALE=zz-ZZ; session=Fe26.2**bad**' },
  { 'accept-language': '*;q=abc, zh-CN;q=2, ../../, en' },
  { authorization: 'Bearer ' + 'x'.repeat(3_000) },
  { authorization: 'Basic %%%' },
  { 'idempotency-key': '../../x' },
  { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  { origin: 'null' },
  { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'gopher' },
  { 'stripe-signature': 't=1,v1=bad' },
  { rsc: '1', 'next-router-state-tree': '%7Bbad' },
  { rsc: '1', 'next-router-prefetch': '1', 'next-router-state-tree': encodeURIComponent('["",{"children":["x",{}]}]') },
  { 'next-action': 'abc' },
  { accept: 'text/event-stream' },
  { range: 'bytes=9999999-' },
  { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
];

/** The headers a page reads: cookies, language, the App Router's own. */
const PAGE_HEADERS = BAD_HEADERS.filter((headers) => ['cookie', 'accept-language', 'rsc', 'next-action'].some((name) => name in headers));

const PAGE_METHODS = ['POST', 'PROPFIND'];
const ALL_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'PROPFIND'];

interface Case {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** reported on its own line (TRACE: Next's own answer, see docs/api.md) */
  group?: 'trace';
}

/** Paths of a pattern: the good one, then each dynamic segment bad in turn. */
function pathsOf(pattern: string, badSegments = BAD_SEGMENTS): string[] {
  const segments = pattern.split('/');
  const good = segments.map((segment) => {
    const match = /^\[\[?(?:\.\.\.)?(\w+)\]?\]$/.exec(segment);
    return match ? (GOOD_SEGMENT[match[1]] ?? 'x') : segment;
  });
  const paths = [good.join('/')];
  segments.forEach((segment, index) => {
    if (!segment.startsWith('[')) return;
    for (const bad of badSegments) paths.push([...good.slice(0, index), bad, ...good.slice(index + 1)].join('/'));
    if (segment.includes('...')) paths.push([...good.slice(0, index), 'a/b/../../c', ...good.slice(index + 1)].join('/'));
  });
  return paths;
}

function apiCases(route: ApiRoute): Case[] {
  const cases: Case[] = [{ method: 'TRACE', path: pathsOf(route.pattern)[0], group: 'trace' }];
  const paths = pathsOf(route.pattern);
  const [good] = paths;
  for (const method of route.methods) {
    const takesBody = method !== 'GET' && method !== 'HEAD' && method !== 'DELETE';
    for (const p of paths) cases.push({ method, path: p, ...(takesBody ? { body: '{}', headers: { 'content-type': 'application/json' } } : {}) });
    for (const query of QUERIES) cases.push({ method, path: good + query, ...(takesBody ? { body: '{}' } : {}) });
    for (const headers of BAD_HEADERS) cases.push({ method, path: good, headers, ...(takesBody ? { body: '{"a":1}' } : {}) });
    if (takesBody) {
      for (const body of BODIES)
        cases.push({ method, path: good, body, headers: { 'content-type': 'application/json', 'idempotency-key': '6b1f1f0e-1111-4111-8111-111111111111' } });
      for (const contentType of CONTENT_TYPES) cases.push({ method, path: good, body: 'a=1&b=%', headers: { 'content-type': contentType } });
    }
  }
  for (const method of ALL_METHODS.filter((m) => !route.methods.includes(m))) cases.push({ method, path: good, body: method === 'GET' || method === 'HEAD' ? undefined : '{}' });
  return cases;
}

/** A page render is the costly request: every bad segment in English, the good path and two bad ones in Chinese. */
function pageCases(pattern: string): Case[] {
  const paths = pathsOf(pattern, PAGE_SEGMENTS);
  const [good] = paths;
  const chinese = [good, ...paths.slice(1, 3)].map((p) => `/zh-CN${p === '/' ? '' : p}`);
  const cases: Case[] = [{ method: 'TRACE', path: good, group: 'trace' }];
  for (const p of [...paths, ...chinese]) cases.push({ method: 'GET', path: p, headers: { accept: 'text/html' } });
  for (const query of QUERIES.slice(0, 3)) cases.push({ method: 'GET', path: good + query, headers: { accept: 'text/html' } });
  for (const headers of PAGE_HEADERS) cases.push({ method: 'GET', path: good, headers: { accept: 'text/html', ...headers } });
  for (const method of PAGE_METHODS) cases.push({ method, path: good, body: 'x=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  cases.push({ method: 'HEAD', path: good });
  return cases;
}

/** Paths outside app/ that a prober tries anyway. */
const EXTRA_CASES: Case[] = [
  '/%',
  '/%25',
  '/%E0%A4%A',
  '/..%2F..%2F..%2Fetc%2Fpasswd',
  '/_next/static/..%2F..%2F..%2Fpackage.json',
  '/_next/image?url=%2F..%2F..%2Fetc%2Fpasswd&w=64&q=75',
  '/_next/image?url=http://169.254.169.254/&w=64&q=75',
  '/_next/data/x/y.json',
  '/.env',
  '/.git/config',
  '/api',
  '/api/',
  '/api/%',
  '/api/nope/%E0%A4%A',
  `/${'a'.repeat(3_000)}`,
  `/api/${'a'.repeat(3_000)}`,
  '/sitemap.xml',
  '/robots.txt',
  '/favicon.ico',
  '/.well-known/apple-developer-merchantid-domain-association',
  '//evil.example/%2F..',
  '/\\evil.example',
].map((p) => ({ method: 'GET', path: p }));

/** One case of each route in turn, so a run cut short by the time limit still covers every route. */
function roundRobin(groups: Case[][]): Case[] {
  const merged: Case[] = [];
  for (let index = 0; merged.length < groups.reduce((sum, group) => sum + group.length, 0); index += 1) {
    for (const group of groups) if (index < group.length) merged.push(group[index]);
  }
  return merged;
}

// ---------------------------------------------------------------- checks

/** What a body must never show: a stack frame or a path of the server's files. */
const LEAKS: [string, RegExp][] = [
  ['the project folder', new RegExp(root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))],
  ['/work/', /\/work\//],
  ['node_modules', /node_modules[\\/]/],
  ['a stack frame', /\n\s+at [^\n]+[(\s](?:\/|file:|node:|webpack|<anonymous>)/],
  ['a .ts source path', /(?:^|[\s"'(/])(?:lib|app|components|scripts)\/[\w./[\]()-]+\.tsx?\b/],
  ['a .ts file and line', /\.tsx?:\d+:\d+/],
];

interface Outcome {
  status: number;
  leak?: string;
  error?: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function send(port: number, test: Case): Promise<Outcome> {
  return new Promise((resolve) => {
    // Each request its own client address (one proxy is trusted), so the rate limits let the fuzz reach every handler.
    const address = `10.${(Math.random() * 250) | 0}.${(Math.random() * 250) | 0}.${(Math.random() * 250) | 0}`;
    const body = test.body === undefined ? undefined : Buffer.isBuffer(test.body) ? test.body : Buffer.from(test.body);
    const headers: Record<string, string> = { 'x-forwarded-for': address, ...test.headers };
    if (body && !headers['content-length']) headers['content-length'] = String(body.length);
    let request: http.ClientRequest;
    try {
      request = http.request({ host: '127.0.0.1', port, method: test.method, path: test.path, headers, agent, timeout: 15_000 });
    } catch (error) {
      resolve({ status: 0, error: `not sendable: ${(error as Error).message}` });
      return;
    }
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      if (String(response.headers['content-type'] ?? '').startsWith('text/event-stream')) {
        response.destroy();
        resolve({ status });
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        if (size < 2_000_000) chunks.push(chunk);
        size += chunk.length;
      });
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const leak = LEAKS.find(([, pattern]) => pattern.test(text));
        resolve({ status, leak: leak?.[0] });
      });
      response.on('error', (error) => resolve({ status, error: error.message }));
    });
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', (error) => resolve({ status: 0, error: error.message }));
    request.end(body);
  });
}

// ---------------------------------------------------------------- server

async function waitForServer(port: number, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${log()}`);
    const up = await new Promise<boolean>((resolve) => {
      http.get({ host: '127.0.0.1', port, path: '/api/stores/1001/state' }, (response) => resolve(response.resume() && true)).on('error', () => resolve(false));
    });
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer within 2 minutes:\n${log()}`);
}

async function main(): Promise<void> {
  if (process.env.FUZZ_REUSE_BUILD !== '1' || !existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    console.log('== fuzz: building');
    const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const port = Number(process.env.FUZZ_PORT) || (await freePort());
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-fuzz-'));
  let log = '';
  const server = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SITE_URL: `http://localhost:${port}`, TRUSTED_PROXY_HOPS: '1', NEXT_TELEMETRY_DISABLED: '1', DEMO: 'on' },
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', () => {
    stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  try {
    await waitForServer(port, server, () => log);
    const routes = apiRoutes();
    const pages = pagePatterns();
    const cases = roundRobin([EXTRA_CASES, ...routes.map(apiCases), ...pages.map(pageCases)]);
    console.log(`== fuzz: ${routes.length} route handlers, ${pages.length} pages, ${cases.length} requests on port ${port}`);

    const started = Date.now();
    const byClass: Record<string, number> = {};
    const failures: string[] = [];
    const trace: Record<string, number> = {};
    let sent = 0;
    let next = 0;
    const worker = async () => {
      while (next < cases.length && Date.now() - started < SECONDS * 1000) {
        const test = cases[next++];
        const outcome = await send(port, test);
        sent += 1;
        const label = `${test.method} ${test.path.length > 120 ? `${test.path.slice(0, 117)}...` : test.path}${test.headers ? ` ${JSON.stringify(test.headers).slice(0, 100)}` : ''}`;
        if (test.group === 'trace') {
          trace[outcome.status] = (trace[outcome.status] ?? 0) + 1;
          if (STRICT_TRACE && outcome.status >= 500) failures.push(`${outcome.status} ${label}`);
          continue;
        }
        const statusClass = outcome.status === 0 ? 'no answer' : `${Math.floor(outcome.status / 100)}xx`;
        byClass[statusClass] = (byClass[statusClass] ?? 0) + 1;
        if (outcome.status >= 500) failures.push(`${outcome.status} ${label}`);
        if (outcome.leak) failures.push(`${outcome.status} leaks ${outcome.leak}: ${label}`);
        if (outcome.status === 0 && !/not sendable/.test(outcome.error ?? '')) failures.push(`no answer (${outcome.error}): ${label}`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const alive = server.exitCode === null;
    if (!alive) failures.push('the server died during the fuzz');

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`== fuzz summary: ${sent} requests in ${seconds} s (${cases.length - next} left unsent at the time limit)`);
    for (const statusClass of Object.keys(byClass).sort()) console.log(`   ${statusClass}: ${byClass[statusClass]}`);
    console.log(`   5xx: ${byClass['5xx'] ?? 0}`);
    console.log(
      `   TRACE (reported apart${STRICT_TRACE ? ', strict' : ''}): ${Object.entries(trace)
        .map(([status, n]) => `${n} × ${status}`)
        .join(', ')}`,
    );
    console.log(`   bodies with a stack trace or an internal path: ${failures.filter((f) => f.includes(' leaks ')).length}`);
    if (failures.length > 0) {
      console.log(`== fuzz FAILED: ${failures.length} findings`);
      for (const failure of failures.slice(0, 60)) console.log(`   ${failure}`);
      process.exitCode = 1;
    } else {
      console.log('== fuzz passed: 0 × 5xx, no stack trace or internal path in any body');
    }
  } finally {
    agent.destroy();
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
