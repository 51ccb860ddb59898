import { apiRequest, API_TIMEOUT_MS, type ApiFetcher } from '@/lib/client/api/api-client';
import { ApiError } from '@/lib/client/api/api-error';
import { learnServerTime, serverNow } from '@/lib/client/server-clock';
import { pinClock } from '../../support/clock';

function respond(status: number, body: unknown): ReturnType<ApiFetcher> {
  return Promise.resolve({ ok: status < 400, status, text: async () => (body === undefined ? '' : JSON.stringify(body)) });
}

describe('the browser API client', () => {
  it('sends JSON with the Idempotency-Key and the locale, and reads JSON back', async () => {
    const fetcher = jest.fn<ReturnType<ApiFetcher>, Parameters<ApiFetcher>>(() => respond(201, { orderId: 'o-1' }));
    const result = await apiRequest<{ orderId: string }>('/api/stores/1001/orders', { body: { a: 1 }, idempotencyKey: 'key-1', locale: 'zh-CN', fetcher });
    expect(result).toEqual({ orderId: 'o-1' });
    const [url, init] = fetcher.mock.calls[0];
    expect(url).toBe('/api/stores/1001/orders?locale=zh-CN');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', 'Idempotency-Key': 'key-1', Accept: 'application/json' });
  });

  it('keeps the query of the path when adding the locale, and GETs without a body', async () => {
    const fetcher = jest.fn<ReturnType<ApiFetcher>, Parameters<ApiFetcher>>(() => respond(200, {}));
    await apiRequest('/api/stores/1001/delivery-quote?Postcode=2000', { locale: 'en', fetcher });
    expect(fetcher.mock.calls[0][0]).toBe('/api/stores/1001/delivery-quote?Postcode=2000&locale=en');
    expect(fetcher.mock.calls[0][1].method).toBe('GET');
    expect(fetcher.mock.calls[0][1].headers['Idempotency-Key']).toBeUndefined();
  });

  it('turns an error answer into an ApiError with code, message, per-field messages and details', async () => {
    const fetcher: ApiFetcher = () =>
      respond(422, {
        error: {
          code: 'VALIDATION',
          message: 'Please check the form',
          fieldErrors: { 'contact.Email': ['The Email field is required'], 'payment.card.CVV': 'CVV must be 3 digits' },
        },
      });
    const error = await apiRequest('/x', { fetcher }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'VALIDATION',
      message: 'Please check the form',
      fieldErrors: { 'contact.Email': ['The Email field is required'], 'payment.card.CVV': ['CVV must be 3 digits'] },
    });

    const priceChanged = await apiRequest('/x', { fetcher: () => respond(409, { error: { code: 'PRICE_CHANGED', message: 'Prices changed', details: { total: 21.5 } } }) }).catch(
      (caught: unknown) => caught,
    );
    expect(priceChanged).toMatchObject({ status: 409, code: 'PRICE_CHANGED', details: { total: 21.5 } });
  });

  it('reports an answer that is not our JSON, and a network failure', async () => {
    await expect(apiRequest('/x', { fetcher: () => Promise.resolve({ ok: false, status: 502, text: async () => '<html>Bad gateway</html>' }) })).rejects.toMatchObject({
      status: 502,
      code: 'BAD_RESPONSE',
    });
    await expect(apiRequest('/x', { fetcher: () => Promise.reject(new TypeError('Failed to fetch')) })).rejects.toMatchObject({ status: 0, code: 'NETWORK', unanswered: true });
  });

  it('gives up after the spec’s 300000 ms and aborts the request', async () => {
    jest.useFakeTimers();
    try {
      let signal: AbortSignal | undefined;
      const fetcher: ApiFetcher = (_url, init) =>
        new Promise((_resolve, reject) => {
          signal = init.signal;
          init.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      const pending = apiRequest('/x', { fetcher }).catch((caught: unknown) => caught);
      expect(API_TIMEOUT_MS).toBe(300_000);
      jest.advanceTimersByTime(299_999);
      expect(signal?.aborted).toBe(false);
      jest.advanceTimersByTime(1);
      expect(await pending).toMatchObject({ code: 'TIMEOUT', status: 0 });
      expect(signal?.aborted).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('lets an abort from the caller through as an AbortError, not an ApiError', async () => {
    const controller = new AbortController();
    const fetcher: ApiFetcher = (_url, init) => new Promise((_resolve, reject) => init.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const pending = apiRequest('/x', { fetcher, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  describe('tells the page’s clock the server’s time (lib/client/server-clock.ts)', () => {
    const PHONE = Date.parse('2026-11-30T01:00:00Z');
    const answer =
      (headers: Record<string, string>): ApiFetcher =>
      () =>
        Promise.resolve({ ok: true, status: 200, text: async () => '{}', headers: { get: (name: string) => headers[name.toLowerCase()] ?? null } });
    beforeEach(() => pinClock(PHONE));
    afterEach(() => {
      learnServerTime(new Date(PHONE).toUTCString(), PHONE, PHONE);
      jest.useRealTimers();
    });

    it('from a fresh answer’s Date: the phone is five minutes slow', async () => {
      await apiRequest('/api/auth/session', { fetcher: answer({ date: new Date(PHONE + 300_000).toUTCString() }) });
      expect(serverNow()).toBe(PHONE + 300_500);
    });

    it('from an answer no cache keeps, but not from one a cache may have kept since', async () => {
      await apiRequest('/api/stores/1001/menu', { fetcher: answer({ date: new Date(PHONE + 300_000).toUTCString(), 'cache-control': 'public, max-age=30' }) });
      expect(serverNow()).toBe(PHONE);
      await apiRequest('/api/stores/1001/state', { fetcher: answer({ date: new Date(PHONE + 300_000).toUTCString(), 'cache-control': 'no-store' }) });
      expect(serverNow()).toBe(PHONE + 300_500);
    });
  });
});
