import { NextRequest } from 'next/server';
import { z } from 'zod';
import proxy from '@/proxy';
import { GET as unknownApi } from '@/app/api/[...path]/route';
import { requestProblem } from '@/lib/server/http/request-guard';
import { MAX_JSON_BODY_BYTES, route } from '@/lib/server/http/route';

/**
 * What the bad-input probe found, each answered before routing with a clear, translated 4xx:
 * never Next's plain-text 500, a stack trace or an invalid Location.
 */
const send = (path: string, init: { method?: string; headers?: Record<string, string> } = {}) => proxy(new NextRequest(`http://localhost:3000${path}`, init));

describe('the proxy refuses what no route should see', () => {
  it.each([
    ['a lone %', '/does/%E0%A4%A', 400],
    ['invalid UTF-8 in a page path', '/store/%C3%28', 400],
    ['invalid UTF-8 in an API path', '/api/stores/%C3%28/menu', 400],
    ['a 3,000-character page path', `/store/${'a'.repeat(3000)}`, 414],
    ['a 3,000-character API path', `/api/stores/${'1'.repeat(3000)}`, 414],
  ])('%s answers %i', async (_name, path, status) => {
    const response = await send(path);
    expect(response.status).toBe(status);
    expect(await response.text()).not.toMatch(/at \w+ \(|node_modules|\/work\//);
  });

  it('answers a page in its language and an API path in JSON', async () => {
    const page = await send('/zh-CN/store/%C3%28');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('此网址无效。');
    const api = await send('/api/stores/%C3%28/menu', { headers: { 'accept-language': 'en' } });
    expect(await api.json()).toEqual({ error: { code: 'VALIDATION', message: 'This web address is not valid.' } });
  });

  it('refuses TRACE everywhere (the Fetch API cannot even build such a request)', () => {
    expect(requestProblem('TRACE', '/store/harbour-sydney')?.code).toBe('METHOD_NOT_ALLOWED');
    expect(requestProblem('TRACE', '/api/stores')?.code).toBe('METHOD_NOT_ALLOWED');
    expect(requestProblem('POST', '/api/stores')).toBeNull();
  });

  it.each([
    ['POST', '/store/harbour-sydney', 405],
    ['PROPFIND', '/', 405],
    ['DELETE', '/zh-CN', 405],
  ])('%s %s answers %i', async (method, path, status) => {
    const response = await send(path, { method });
    expect(response.status).toBe(status);
    if (!path.startsWith('/api')) expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('routes a path holding an encoded % itself, keeping it encoded', async () => {
    const rewritten = await send('/store/%25');
    expect(rewritten.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en/store/%25');
    const chinese = await send('/zh-CN/does/%25');
    expect(chinese.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/zh-CN/does/%25');
    const redirected = await send('/en/store/%25?table=1');
    expect(redirected.status).toBe(307);
    expect(redirected.headers.get('location')).toBe('http://localhost:3000/store/%25?table=1');
  });

  it('lets ordinary pages and API calls through', async () => {
    expect((await send('/store/harbour-sydney')).status).toBe(200);
    expect((await send('/api/stores', { method: 'POST' })).headers.get('x-middleware-next')).toBe('1');
  });
});

describe('the route wrapper', () => {
  const echo = route({ source: 'json', schema: z.object({ name: z.string() }).loose(), run: async (input) => input });
  const post = (body: string, headers: Record<string, string> = {}) =>
    echo(new NextRequest('http://localhost:3000/api/echo', { method: 'POST', body, headers }), { params: Promise.resolve({}) });

  it('refuses a state-changing call from another site, by Origin or Sec-Fetch-Site', async () => {
    const other = await post('{"name":"x"}', { origin: 'https://evil.example', 'accept-language': 'zh-CN' });
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ error: { code: 'FORBIDDEN', message: '此请求必须来自本网站。' } });
    expect((await post('{"name":"x"}', { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post('{"name":"x"}', { origin: 'null' })).status).toBe(403);
  });

  it('takes calls from its own pages and from servers that send no Origin', async () => {
    expect((await post('{"name":"x"}', { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await post('{"name":"x"}')).status).toBe(200);
  });

  it('refuses a body over the limit with 413, declared or streamed', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(MAX_JSON_BODY_BYTES) });
    const declared = await post(big, { 'content-length': String(big.length) });
    expect(declared.status).toBe(413);
    expect((await declared.json()).error.message).toBe('The request is too large.');
    expect((await post(big)).status).toBe(413);
  });

  it('answers an unknown /api path with JSON 404', async () => {
    const response = await unknownApi(new NextRequest('http://localhost:3000/api/nope'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'There is nothing at this address.' } });
  });
});
