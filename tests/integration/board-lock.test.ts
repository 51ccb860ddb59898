import { NextRequest } from 'next/server';
import { GET as getEvents } from '@/app/api/board/[storeId]/events/route';
import { GET as getOrders } from '@/app/api/board/[storeId]/orders/route';
import { POST as signIn } from '@/app/api/board/[storeId]/session/route';
import { isAppError } from '@/lib/domain/errors/app-error';
import type { Container } from '@/lib/server/container';
import { RATE_LIMITS } from '@/lib/server/rate-limit';
import { setBoardPasscode } from '@/lib/server/board/use-cases/set-board-passcode';
import { signInBoardStaff } from '@/lib/server/board/use-cases/sign-in-board-staff';
import type { TBoardOrdersEvent, TBoardSnapshot } from '@/lib/views/board';
import { createCheckoutApp, teardown } from '../support/checkout';

let app: Container;
const PASSCODE = '246810';
/** The numbers: 30 wrong passcodes per store in 15 minutes lock its board sign-in for 15 minutes. */
const FAILURES = 30;
const WINDOW = 15 * 60;
const LOCK = 15 * 60;

beforeAll(async () => {
  app = await createCheckoutApp();
  for (const storeId of ['1', '5', '7', '8', '9']) await setBoardPasscode({ app, storeId, passcode: PASSCODE });
});
afterAll(() => teardown(app));

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
let address = 0;
/** Each call from an address of its own, as a guesser with many would send them. */
const nextAddress = () => `203.0.${Math.floor((address += 1) / 250)}.${address % 250}`;

function call(handler: Handler, method: string, storeId: string, { body, cookie, headers = {} }: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {}) {
  return handler(
    new NextRequest(`http://localhost/api/board/${storeId}/session`, {
      method,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress(), ...(cookie ? { cookie } : {}), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    { params: Promise.resolve({ storeId }) },
  );
}
const guess = (storeId: string, passcode: string, headers?: Record<string, string>) => call(signIn as Handler, 'POST', storeId, { body: { passcode }, headers });
const wrong = (storeId: string, n: number) => guess(storeId, String(100000 + n));

describe('the store’s board sign-in locks after 30 wrong passcodes from any addresses', () => {
  it('is a row of the one rate-limit table', () => {
    expect(RATE_LIMITS.boardPasscodeFailuresPerStore).toMatchObject({ points: FAILURES, seconds: WINDOW, lockSeconds: LOCK });
  });

  it('locks the store after 30 wrong guesses from 30 addresses: the 31st, even right, is 429 in the client’s language; another store is not locked', async () => {
    const board = (await guess('1', PASSCODE)).headers.get('set-cookie')!.split(';')[0];
    for (let n = 0; n < FAILURES; n += 1) expect((await wrong('1', n)).status).toBe(401);
    const locked = await guess('1', PASSCODE);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(LOCK - 60);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(LOCK);
    expect(await locked.json()).toEqual({ error: { code: 'RATE_LIMITED', message: 'Board sign-in is locked after 30 wrong passcodes. Please try again in 15 minutes.' } });
    expect(locked.headers.get('set-cookie')).toBeNull();
    const chinese = await guess('1', PASSCODE, { 'accept-language': 'zh-CN' });
    expect((await chinese.json()).error.message).toBe('密码错误30次，看板登录已锁定。请在15分钟后再试。');
    expect((await wrong('1', 99)).status).toBe(429);
    // another store's board opens as ever
    expect((await guess('9', PASSCODE)).status).toBe(200);

    // a board signed in before the lock tells its staff, through its live data
    const snapshot = (await (await call(getOrders as Handler, 'GET', '1', { cookie: board })).json()) as TBoardSnapshot;
    expect(snapshot.signInLock).toEqual({ lockedAt: expect.any(Number), lockedUntil: snapshot.signInLock!.lockedAt + LOCK, failures: FAILURES });
    expect(Math.abs(snapshot.signInLock!.lockedAt - Date.now() / 1000)).toBeLessThan(60);
    const aborted = new AbortController();
    const stream = await getEvents(
      new NextRequest('http://localhost/api/board/1/events', { headers: { cookie: board, 'x-forwarded-for': nextAddress() }, signal: aborted.signal }),
      { params: Promise.resolve({ storeId: '1' }) },
    );
    const reader = stream.body!.getReader();
    let text = '';
    while (!text.includes('event: orders')) text += new TextDecoder().decode((await reader.read()).value);
    aborted.abort();
    const event = JSON.parse(/event: orders\ndata: (.*)\n/.exec(text)![1]) as TBoardOrdersEvent;
    expect(event.signInLock).toEqual(snapshot.signInLock);
    // and a store never locked tells nothing
    const other = (await guess('9', PASSCODE)).headers.get('set-cookie')!.split(';')[0];
    expect(((await (await call(getOrders as Handler, 'GET', '9', { cookie: other })).json()) as TBoardSnapshot).signInLock).toBeNull();
  }, 60_000);

  it('counts failures only: right passcodes in between do not use up the store’s 30', async () => {
    for (let n = 0; n < FAILURES - 1; n += 1) expect((await wrong('7', n)).status).toBe(401);
    for (let n = 0; n < 5; n += 1) expect((await guess('7', PASSCODE)).status).toBe(200);
    expect((await wrong('7', 30)).status).toBe(401);
    expect((await guess('7', PASSCODE)).status).toBe(429);
  }, 60_000);

  it('never checks more than 30 in a window, however many guesses arrive at once', async () => {
    const answers = await Promise.all(Array.from({ length: 45 }, (_, n) => wrong('8', n).then((response) => response.status)));
    expect(answers.filter((status) => status === 401)).toHaveLength(FAILURES);
    expect(answers.filter((status) => status === 429)).toHaveLength(45 - FAILURES);
  }, 60_000);

  it('ends 15 minutes after it began (clock injected)', async () => {
    const store = (await app.stores.findById('5'))!;
    const start = Date.now();
    const attempt = (passcode: string, at: number) => signInBoardStaff({ app, store, passcode, clientAddress: nextAddress(), now: at });
    for (let n = 0; n < FAILURES; n += 1) await expect(attempt(String(200000 + n), start + n)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const lockedAt = start + FAILURES - 1;
    const stillLocked = await attempt(PASSCODE, lockedAt + LOCK * 1000 - 1000).catch((error: unknown) => error);
    expect(isAppError(stillLocked) && stillLocked.code).toBe('RATE_LIMITED');
    expect(isAppError(stillLocked) && stillLocked.values).toMatchObject({ seconds: 1, minutes: 1 });
    await expect(attempt(PASSCODE, lockedAt + LOCK * 1000)).resolves.toMatchObject({ setCookie: expect.stringMatching(/^board-session=/) });
    // a new window: one wrong passcode is one failure again
    await expect(attempt('999999', lockedAt + LOCK * 1000 + 1)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(attempt(PASSCODE, lockedAt + LOCK * 1000 + 2)).resolves.toBeDefined();
  }, 60_000);
});

describe('board passcodes of 6 to 12 digits', () => {
  it.each([
    ['5 digits', '12345'],
    ['13 digits', '1234567890123'],
    ['letters', 'abc12345'],
    ['spaces', '123 456'],
  ])('refuses %s with the rule’s message', async (_case, passcode) => {
    const refused = await setBoardPasscode({ app, storeId: '4', passcode }).catch((error: unknown) => error);
    expect(isAppError(refused) && [refused.code, refused.messageKey, refused.values]).toEqual(['VALIDATION', 'board.errors.passcodeLength', { min: 6, max: 12 }]);
  });

  it('takes 6 and 12 digits; a 12-digit passcode opens the board through the sign-in form’s call', async () => {
    await setBoardPasscode({ app, storeId: '4', passcode: '135790' });
    expect((await guess('4', '135790')).status).toBe(200);
    await setBoardPasscode({ app, storeId: '4', passcode: '918273645501' });
    expect((await guess('4', '918273645501')).status).toBe(200);
    expect((await guess('4', '135790')).status).toBe(401);
  }, 30_000);
});
