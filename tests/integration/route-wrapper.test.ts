import { NextRequest } from 'next/server';
import { z } from 'zod';
import { AppError } from '@/lib/domain/errors/app-error';
import { gunzipSync } from 'node:zlib';
import { acceptsGzip, GZIP_MIN_BYTES } from '@/lib/server/http/json-response';
import { requestLocale, route } from '@/lib/server/http/route';

const ZEchoSchema = z.object({ postcode: z.string().regex(/^\d{4}$/, 'Postcode must be 4 digits') });

const echo = route({
  source: 'json',
  schema: ZEchoSchema,
  run: async ({ postcode }) => {
    if (postcode === '0000') throw new AppError('STORE_NOT_FOUND', 'errors.storeNotFound');
    if (postcode === '9999') throw new Error('database is down');
    if (postcode === '8888') return { postcode, lines: Array.from({ length: 200 }, (_, index) => ({ index, name: `Line ${index}` })) };
    return { postcode };
  },
});

function post(body: string, headers: Record<string, string> = {}) {
  return echo(new NextRequest('http://localhost/api/echo', { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } }), { params: Promise.resolve({}) });
}

describe('the route wrapper', () => {
  it('answers the use case result as JSON', async () => {
    const response = await post(JSON.stringify({ postcode: '2000' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ postcode: '2000' });
  });

  it('answers 400 with field errors for bad input', async () => {
    const response = await post(JSON.stringify({ postcode: 'abc' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'VALIDATION', message: 'The request is not valid.', fieldErrors: { postcode: ['Postcode must be 4 digits'] } } });
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const response = await post('{not json');
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('VALIDATION');
  });

  it('maps a domain error to its status and translated message, in Chinese when asked', async () => {
    const english = await post(JSON.stringify({ postcode: '0000' }));
    expect(english.status).toBe(404);
    expect(await english.json()).toEqual({ error: { code: 'STORE_NOT_FOUND', message: 'Store cannot be found, please contact support' } });
    const chinese = await post(JSON.stringify({ postcode: '0000' }), { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect((await chinese.json()).error.message).toBe('找不到该门店，请联系客服');
  });

  it('answers an unexpected failure with a generic 500 and logs it', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await post(JSON.stringify({ postcode: '9999' }));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it.each([
    [{ 'accept-language': 'zh-Hans-CN' }, 'zh-CN'],
    [{ cookie: 'NEXT_LOCALE=zh-CN' }, 'zh-CN'],
    [{ 'accept-language': 'fr-FR,en;q=0.5' }, 'en'],
    [{}, 'en'],
  ])('reads the locale from %o as %s', (headers, locale) => {
    expect(requestLocale(new NextRequest('http://localhost/api/x', { headers }))).toBe(locale);
  });

  describe('compression (next start leaves route handler answers uncompressed)', () => {
    const big = () => post(JSON.stringify({ postcode: '8888' }), { 'accept-encoding': 'gzip, deflate, br' });

    it('gzips an answer over a packet when the client accepts gzip, and it reads back as the same JSON', async () => {
      const response = await big();
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(response.headers.get('vary')).toContain('Accept-Encoding');
      expect(response.headers.get('content-type')).toBe('application/json');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(Number(response.headers.get('content-length'))).toBe(bytes.byteLength);
      const json = gunzipSync(bytes).toString('utf8');
      expect(Buffer.byteLength(json)).toBeGreaterThan(GZIP_MIN_BYTES);
      expect(bytes.byteLength).toBeLessThan(Buffer.byteLength(json) / 4);
      expect(JSON.parse(json)).toMatchObject({ postcode: '8888', lines: expect.arrayContaining([{ index: 199, name: 'Line 199' }]) });
    });

    it('answers plain JSON to a client that does not take gzip, and for a body under a packet', async () => {
      const plain = await post(JSON.stringify({ postcode: '8888' }));
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect((await plain.json()).lines).toHaveLength(200);
      const small = await post(JSON.stringify({ postcode: '2000' }), { 'accept-encoding': 'gzip' });
      expect(small.headers.get('content-encoding')).toBeNull();
      expect(await small.json()).toEqual({ postcode: '2000' });
    });

    it.each([
      ['gzip', true],
      ['br, gzip;q=0.5', true],
      ['*', true],
      ['GZIP', true],
      ['gzip;q=0', false],
      ['identity', false],
      ['br', false],
      ['', false],
    ])('reads Accept-Encoding %p as taking gzip: %p', (header, expected) => {
      expect(acceptsGzip(header)).toBe(expected);
    });
  });
});
