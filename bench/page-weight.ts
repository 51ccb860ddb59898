/**
 * npm run bench:weight: the JavaScript a browser downloads for each route, gzipped, measured on
 * a running production server (default http://localhost:3000; `npm start` first).
 *   npm run bench:weight -- http://localhost:3000 / /store/harbour-sydney
 */
import { gzipSync } from 'node:zlib';

const [base = 'http://localhost:3000', ...given] = process.argv.slice(2);
const routes = given.length > 0 ? given : ['/', '/store/harbour-sydney'];

async function text(url: string): Promise<string> {
  const response = await fetch(url);
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

async function main(): Promise<void> {
  console.log('route                          html(gz)   js files   js(raw)    js(gz)');
  for (const route of routes) {
    const html = await text(new URL(route, base).toString());
    const scripts = await Promise.all(scriptUrls(html, base).map(text));
    const inline = [...html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
    const raw = scripts.reduce((sum, source) => sum + Buffer.byteLength(source), 0);
    const gz = scripts.reduce((sum, source) => sum + gzipSync(source).length, 0);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(10);
    console.log(`${route.padEnd(30)} ${kb(gzipSync(html).length)} ${String(scripts.length).padStart(9)} ${kb(raw)} ${kb(gz)}   (+ ${kb(gzipSync(inline).length).trim()} inline RSC payload, gz)`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
