/** @jest-environment jsdom */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';

type BrowserLog = typeof import('@/lib/client/log/browser-log');

let log: BrowserLog;
const fetchMock = jest.fn<(input: string, init: RequestInit) => Promise<{ ok: boolean; status: number; text: () => Promise<string> }>>();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({ ok: true, status: 204, text: async () => '' });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  window.history.replaceState(null, '', '/store/harbour?coupon=WELCOME10');
  // A fresh module per test: the per-page report budget starts again, as on a new page load.
  jest.isolateModules(() => {
    log = jest.requireActual<BrowserLog>('@/lib/client/log/browser-log');
  });
});

const T0 = Date.UTC(2026, 10, 27, 6, 0, 0);

describe('the browser log', () => {
  it('keeps entries in localStorage under its documented key, with the page path and time in seconds', () => {
    log.recordLog({ logType: 'Warning', category: 'api', desc: 'POST /api/x 422 INVALID_FIELDS' }, T0);
    expect(JSON.parse(localStorage.getItem('browserLog') ?? '[]')).toEqual([
      { logType: 'Warning', category: 'api', desc: 'POST /api/x 422 INVALID_FIELDS', path: '/store/harbour', dateCreated: T0 / 1000 },
    ]);
    expect(log.readLog()).toHaveLength(1);
  });

  it('keeps only the last MAX_LOG_ENTRIES entries', () => {
    for (let i = 0; i < log.MAX_LOG_ENTRIES + 5; i += 1) log.recordLog({ logType: 'Info', category: 'render', desc: `entry ${i}` }, T0 + i * 10_000);
    const entries = log.readLog();
    expect(entries).toHaveLength(log.MAX_LOG_ENTRIES);
    expect(entries[0].desc).toBe('entry 5');
    expect(entries[entries.length - 1].desc).toBe(`entry ${log.MAX_LOG_ENTRIES + 4}`);
  });

  it('never keeps personal data: emails, card and phone numbers, tokens, query strings', () => {
    log.recordLog(
      {
        logType: 'Error',
        category: 'uncaught',
        desc: 'Error: card 4242 4242 4242 4242 of jane@example.com, phone 0412 345 678, token=abc',
        path: '/store/harbour/completeorder/42?t=secret',
      },
      T0,
    );
    const [entry] = log.readLog();
    expect(entry.desc).toBe('Error: card [number] of [email], phone [number], token=[token]');
    expect(entry.path).toBe('/store/harbour/completeorder/42');
    expect(localStorage.getItem('browserLog')).not.toMatch(/4242|jane|0412|secret/);
  });

  it('records the same entry twice within 2 seconds once', () => {
    log.recordLog({ logType: 'Error', category: 'render', desc: 'Error: boom' }, T0);
    log.recordLog({ logType: 'Error', category: 'render', desc: 'Error: boom' }, T0 + 1000);
    log.recordLog({ logType: 'Error', category: 'render', desc: 'Error: boom' }, T0 + 5000);
    expect(log.readLog()).toHaveLength(2);
  });

  it('reads a corrupt log as empty and drops broken entries', () => {
    localStorage.setItem('browserLog', 'not json');
    expect(log.readLog()).toEqual([]);
    localStorage.setItem('browserLog', JSON.stringify([{ logType: 'Debug' }, { logType: 'Info', category: 'c', desc: 'd', path: '/', dateCreated: 1 }]));
    expect(log.readLog()).toEqual([{ logType: 'Info', category: 'c', desc: 'd', path: '/', dateCreated: 1 }]);
  });

  it('clears and tells its subscribers', () => {
    const listener = jest.fn();
    const unsubscribe = log.subscribeLog(listener);
    log.recordLog({ logType: 'Info', category: 'network', desc: 'online' }, T0);
    log.clearLog();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(log.readLog()).toEqual([]);
    unsubscribe();
    log.recordLog({ logType: 'Info', category: 'network', desc: 'offline' }, T0);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('describes thrown values', () => {
    expect(log.describeError(new TypeError('x is undefined'))).toBe('TypeError: x is undefined');
    expect(log.describeError('plain')).toBe('plain');
    expect(log.describeError({ code: 1 })).toBe('{"code":1}');
  });
});

describe('reports to the server', () => {
  const bodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init.body)));

  it('sends errors (name, message, path) and not warnings or information', () => {
    log.recordLog({ logType: 'Warning', category: 'api', desc: 'GET /api/x 404 NOT_FOUND' }, T0);
    log.recordLog({ logType: 'Info', category: 'network', desc: 'online' }, T0);
    log.recordError('uncaught', new Error('boom 4111111111111111'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/logs');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'POST', keepalive: true });
    expect(bodies()).toEqual([{ name: 'uncaught', message: 'Error: boom [number]', path: '/store/harbour' }]);
  });

  it('sends each distinct error once and at most a few per page', () => {
    for (let round = 0; round < 3; round += 1) for (let i = 0; i < 5; i += 1) log.recordLog({ logType: 'Error', category: 'uncaught', desc: `Error: ${i}` }, T0 + round * 10_000);
    expect(fetchMock).toHaveBeenCalledTimes(log.MAX_REPORTS_PER_PAGE);
    expect(new Set(bodies().map((body) => body.message)).size).toBe(log.MAX_REPORTS_PER_PAGE);
    expect(log.readLog()).toHaveLength(15);
  });

  it('never throws when the report fails or fetch itself throws', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(() => log.recordError('uncaught', new Error('one'))).not.toThrow();
    fetchMock.mockImplementationOnce(() => {
      throw new TypeError('refused');
    });
    expect(() => log.recordError('uncaught', new Error('two'))).not.toThrow();
    await Promise.resolve();
    expect(log.readLog()).toHaveLength(2);
  });
});
