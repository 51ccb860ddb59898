import { gzipSync } from 'node:zlib';

export interface PageWeight {
  route: string;
  htmlGzipBytes: number;
  scriptCount: number;
  jsRawBytes: number;
  jsGzipBytes: number;
  inlinePayloadGzipBytes: number;
}

async function text(url: string, accept = '*/*'): Promise<string> {
  // A page is asked for as a browser asks for it: markup sent to a browser once is sent twice to a
  // client that does not accept HTML (components/static-html).
  const response = await fetch(url, { headers: { accept } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

function scriptUrls(html: string, origin: string): string[] {
  const urls = new Set<string>();
  // noModule scripts (legacy polyfills) are skipped by every modern browser: not counted.
  for (const match of html.matchAll(/<script([^>]+)>/g)) {
    const source = /src="([^"]+)"/.exec(match[1]);
    if (source && !/nomodule/i.test(match[1])) urls.add(new URL(source[1], origin).toString());
  }
  return [...urls];
}

/** The JavaScript a browser downloads for a route, raw and gzipped, from a running server. */
export async function measurePageWeight(base: string, route: string): Promise<PageWeight> {
  const html = await text(new URL(route, base).toString(), 'text/html,application/xhtml+xml');
  const urls = scriptUrls(html, base);
  // A server still starting (or a broken build) answers a page without scripts: no figure, rather than a false PASS.
  if (urls.length === 0) throw new Error(`${route}: the page has no scripts (is the build complete and the server ready?)`);
  const scripts = await Promise.all(urls.map((url) => text(url)));
  const inline = [...html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
  return {
    route,
    htmlGzipBytes: gzipSync(html).length,
    scriptCount: scripts.length,
    jsRawBytes: scripts.reduce((sum, source) => sum + Buffer.byteLength(source), 0),
    jsGzipBytes: scripts.reduce((sum, source) => sum + gzipSync(source).length, 0),
    inlinePayloadGzipBytes: gzipSync(inline).length,
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A route's budget for its gzipped JavaScript (issue 19: a lighter first load), or null where none is stated. */
export interface JsBudget {
  label: string;
  bytes: number;
}

const KB = 1024;

// Matched on the path without its locale prefix: the store screen and its checkout, in either language.
const JS_BUDGETS: readonly { pattern: RegExp; budget: JsBudget }[] = [
  { pattern: /^\/store\/[^/]+\/checkout(?:\/.*)?$/, budget: { label: 'checkout', bytes: 200 * KB } },
  { pattern: /^\/store\/[^/]+\/?$/, budget: { label: 'store screen', bytes: 150 * KB } },
];

export function jsBudgetFor(route: string): JsBudget | null {
  const path = new URL(route, 'http://localhost').pathname.replace(/^\/zh-CN(?=\/|$)/, '') || '/';
  return JS_BUDGETS.find(({ pattern }) => pattern.test(path))?.budget ?? null;
}
