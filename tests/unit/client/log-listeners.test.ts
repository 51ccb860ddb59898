/** @jest-environment jsdom */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { apiRequest, type ApiFetcher } from '@/lib/client/api/api-client';
import { ApiError } from '@/lib/client/api/api-error';
import { readLog } from '@/lib/client/log/browser-log';
import { installBrowserLogListeners } from '@/lib/client/log/log-listeners';

// The recorders fetch the log's writer on their first event (log-listeners.ts): what they record lands a tick later.
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let uninstall: () => void;
beforeAll(() => {
  uninstall = installBrowserLogListeners();
});
afterAll(() => uninstall());

const answer =
  (status: number, body: unknown): ApiFetcher =>
  async () => ({ ok: status < 400, status, text: async () => JSON.stringify(body) });

beforeEach(() => {
  localStorage.clear();
  globalThis.fetch = (() => Promise.resolve({ ok: true, status: 204, text: async () => '' })) as unknown as typeof fetch;
  window.history.replaceState(null, '', '/store/harbour/checkout');
});

describe('the API client in the browser log', () => {
  it('records a server failure as an error, without the query', async () => {
    await expect(
      apiRequest('/api/stores/1001/orders?x=jane@example.com', {
        body: {},
        locale: 'en',
        fetcher: answer(500, { error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } }),
      }),
    ).rejects.toThrow();
    await settle();
    expect(readLog()).toEqual([
      {
        logType: 'Error',
        category: 'api',
        desc: 'POST /api/stores/1001/orders 500 INTERNAL: Something went wrong on our side.',
        path: '/store/harbour/checkout',
        dateCreated: expect.any(Number),
      },
    ]);
  });

  it('records a refusal as a warning and an unanswered call as an error', async () => {
    await expect(apiRequest('/api/stores/1001/coupons/NOPE', { fetcher: answer(422, { error: { code: 'COUPON_REJECTED', message: 'coupon is not valid' } }) })).rejects.toThrow();
    const offline: ApiFetcher = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(apiRequest('/api/stores/1001/menu', { fetcher: offline })).rejects.toThrow();
    await settle();
    expect(readLog().map(({ logType, desc }) => [logType, desc])).toEqual([
      ['Warning', 'GET /api/stores/1001/coupons/NOPE 422 COUPON_REJECTED: coupon is not valid'],
      ['Error', 'GET /api/stores/1001/menu NETWORK'],
    ]);
  });

  it('records nothing for a success or a call the page aborted', async () => {
    await apiRequest('/api/x', { fetcher: answer(200, {}) });
    const controller = new AbortController();
    const aborting: ApiFetcher = async () => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    };
    await expect(apiRequest('/api/y', { signal: controller.signal, fetcher: aborting })).rejects.toThrow();
    await settle();
    expect(readLog()).toEqual([]);
  });

  it('records a failure from before the recorder started once it starts (it loads after the page is interactive)', async () => {
    uninstall();
    await expect(apiRequest('/api/z', { fetcher: answer(500, { error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } }) })).rejects.toThrow();
    await settle();
    expect(readLog()).toEqual([]);
    uninstall = installBrowserLogListeners();
    await settle();
    expect(readLog().map(({ logType, desc }) => [logType, desc])).toEqual([['Error', 'GET /api/z 500 INTERNAL: Something went wrong on our side.']]);
  });

  it('keeps at most the last 20 failures from before the recorder started', async () => {
    uninstall();
    for (let call = 1; call <= 25; call++) await expect(apiRequest(`/api/call/${call}`, { fetcher: answer(404, {}) })).rejects.toThrow();
    uninstall = installBrowserLogListeners();
    await settle();
    const descs = readLog().map(({ desc }) => desc);
    expect(descs).toHaveLength(20);
    expect(descs[0]).toMatch(/^GET \/api\/call\/6 404/);
    expect(descs[19]).toMatch(/^GET \/api\/call\/25 404/);
  });
});

function rejection(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection'), { reason });
}

describe('the page-wide recorders', () => {
  it('record uncaught errors and unhandled rejections, but not API failures (logged already) or aborts', async () => {
    window.dispatchEvent(new ErrorEvent('error', { error: new RangeError('bad index 12'), message: 'Uncaught RangeError: bad index 12' }));
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    window.dispatchEvent(rejection(new Error('lost promise')));
    window.dispatchEvent(rejection(new ApiError({ status: 500, code: 'INTERNAL', message: '' })));
    window.dispatchEvent(rejection(new DOMException('left', 'AbortError')));
    await settle();
    expect(readLog().map(({ logType, category, desc }) => [logType, category, desc])).toEqual([
      ['Error', 'uncaught', 'RangeError: bad index 12'],
      ['Error', 'uncaught', 'Script error.'],
      ['Error', 'promise', 'Error: lost promise'],
    ]);
  });

  it('record the connection going (warning) and coming back (information)', async () => {
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(readLog().map(({ logType, category, desc }) => [logType, category, desc])).toEqual([
      ['Warning', 'network', 'offline'],
      ['Info', 'network', 'online'],
    ]);
  });

  it('are installed once however often the layout mounts', async () => {
    const second = installBrowserLogListeners();
    window.dispatchEvent(new Event('offline'));
    second();
    await settle();
    expect(readLog()).toHaveLength(1);
  });
});
