/**
 * The raw Node baseline of bench:throughput: a plain `node:http` server that answers each path
 * with the bytes the storefront served for it, already gzipped, and the same Content-Type and
 * Content-Encoding; nothing is rendered, compressed or looked up but one Map entry. Started by
 * bench/lib/throughput.ts (`node --import tsx bench/lib/raw-server.ts <manifest.json>`, pinned to
 * the server's core): the manifest lists { path, file, contentType, contentEncoding } per
 * target. Prints "ready" once listening on PORT.
 */
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

export interface RawRoute {
  path: string;
  file: string;
  contentType: string;
  contentEncoding: string;
}

const port = Number(process.env.PORT);
const manifest = JSON.parse(readFileSync(process.argv[2], 'utf8')) as RawRoute[];
const routes = new Map(
  manifest.map((route) => {
    const body = readFileSync(route.file);
    const headers: Record<string, string | number> = { 'Content-Type': route.contentType, 'Content-Length': body.length };
    if (route.contentEncoding) headers['Content-Encoding'] = route.contentEncoding;
    return [route.path, { body, headers }];
  }),
);

createServer((request, response) => {
  const route = routes.get(request.url ?? '');
  if (!route) return void response.writeHead(404, { 'Content-Length': 0 }).end();
  response.writeHead(200, route.headers);
  response.end(route.body);
}).listen(port, () => console.log('ready'));
