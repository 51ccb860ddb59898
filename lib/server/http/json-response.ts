import 'server-only';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { NextResponse, type NextRequest } from 'next/server';

/** Below one packet gzip saves nothing worth a `Vary` split. */
export const GZIP_MIN_BYTES = 1024;

const gzipAsync = promisify(gzip);

/** Whether the client takes gzip: `gzip` or `*` in Accept-Encoding with a q above 0. */
export function acceptsGzip(acceptEncoding: string | null): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(',').some((part) => {
    const [coding, ...params] = part
      .toLowerCase()
      .split(';')
      .map((piece) => piece.trim());
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * A JSON answer, gzipped when the client accepts it and the body is over a packet. `next start`
 * compresses pages and static files but not route handler answers (vercel/next.js#98007), so the
 * menu (about 100 KB of JSON) would otherwise cross a phone's network as it is. The
 * Content-Encoding header also keeps Next's own compression off should it start applying.
 */
export async function jsonResponse(request: NextRequest, body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Promise<NextResponse> {
  const json = JSON.stringify(body);
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json');
  headers.append('Vary', 'Accept-Encoding');
  if (Buffer.byteLength(json) < GZIP_MIN_BYTES || !acceptsGzip(request.headers.get('accept-encoding'))) {
    return new NextResponse(json, { status: init.status, headers });
  }
  const compressed = await gzipAsync(json);
  headers.set('Content-Encoding', 'gzip');
  headers.set('Content-Length', String(compressed.byteLength));
  return new NextResponse(new Uint8Array(compressed), { status: init.status, headers });
}
