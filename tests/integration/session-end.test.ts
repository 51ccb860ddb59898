import { NextRequest } from 'next/server';
import { sealData } from 'iron-session';
import { GET as getEvents } from '@/app/api/board/[storeId]/events/route';
import { GET as getOrders } from '@/app/api/board/[storeId]/orders/route';
import { DELETE as boardSignOut, POST as boardSignIn } from '@/app/api/board/[storeId]/session/route';
import { unsealSession } from '@/lib/server/auth/session-cookie';
import { sessionSecret } from '@/lib/server/auth/session-secret';
import { COLLECTIONS } from '@/lib/server/collections';
import type { Container } from '@/lib/server/container';
import { sweepExpired } from '@/lib/server/limits/expiring-documents';
import { boardSessionOwner, memberSessionOwner, sessionDocumentId } from '@/lib/server/repositories/session-repository';
import { setBoardPasscode } from '@/lib/server/board/use-cases/set-board-passcode';
import { AccountClient, registration } from '../support/accounts';
import { createCheckoutApp, pickupBody, placeOrderRequest, teardown } from '../support/checkout';

let app: Container;
let address = 0;
/** A browser at its own address: the per-address limits of one test never touch another's. */
const browser = () => new AccountClient(`198.51.100.${(address += 1)}`);
const PASSCODE = '246810';

beforeAll(async () => {
  app = await createCheckoutApp();
  await setBoardPasscode({ app, storeId: '1', passcode: PASSCODE });
});
afterAll(() => teardown(app));

/** The sessions on record of an owner. */
async function sessionsOf(owner: string): Promise<number> {
  return app.documents.count(COLLECTIONS.sessions, [{ field: 'owner', op: '==', value: owner }]);
}

async function member(email: string): Promise<{ client: AccountClient; userId: string }> {
  const client = browser();
  const { json } = await client.register(registration({ email, confirmEmail: email }));
  return { client, userId: (json.member as unknown as { id: string }).id };
}

/** A second browser of the same member, signed in separately. */
async function signedIn(email: string, remember = false): Promise<AccountClient> {
  const client = browser();
  expect((await client.signIn({ email, password: 'cobol-1959', remember })).status).toBe(200);
  return client;
}

/** A browser holding a copy of another's cookie (as a thief, or the tester, would). */
function copyOf(client: AccountClient): AccountClient {
  const copy = browser();
  copy.cookie = client.cookie;
  return copy;
}

describe('logging out ends the member’s session on the server', () => {
  it('refuses a cookie copied before logout: 401 on a private route, and no member', async () => {
    await member('leaving@example.com');
    for (const remember of [false, true]) {
      const client = await signedIn('leaving@example.com', remember);
      const copy = copyOf(client);
      expect((await copy.profile()).status).toBe(200);
      expect((await client.signOut()).status).toBe(200);
      const profile = await copy.profile();
      expect(profile.status).toBe(401);
      expect(profile.json.error).toEqual({ code: 'UNAUTHORIZED', message: 'Please sign in first.' });
      expect((await copy.session()).json.member).toBeNull();
    }
  });

  it('ends only that session: the member’s other devices stay signed in', async () => {
    await member('two-devices@example.com');
    const phone = await signedIn('two-devices@example.com');
    const laptop = await signedIn('two-devices@example.com');
    await phone.signOut();
    expect((await laptop.profile()).status).toBe(200);
  });

  it('keeps only a hash of the session id: the cookie’s id is no document id, its hash is', async () => {
    const { userId } = await member('hashed@example.com');
    const client = await signedIn('hashed@example.com');
    const session = await unsealSession(client.cookie!.split('=')[1], { secret: sessionSecret(), now: Date.now() });
    expect(session?.sessionId).toMatch(/^[\w-]{32}$/);
    expect(await app.documents.get(COLLECTIONS.sessions, session!.sessionId)).toBeNull();
    expect(await app.documents.get(COLLECTIONS.sessions, sessionDocumentId(session!.sessionId))).toMatchObject({ owner: memberSessionOwner(userId) });
    const { docs } = await app.documents.query(COLLECTIONS.sessions);
    expect(JSON.stringify(docs)).not.toContain(session!.sessionId);
  });

  it('counts a cookie sealed before sessions were recorded (no id) as signed out, never a 500', async () => {
    const { client } = await member('before-ids@example.com');
    const current = await unsealSession(client.cookie!.split('=')[1], { secret: sessionSecret(), now: Date.now() });
    const { userId, email, version, expiresAt } = current!;
    const old = browser();
    old.cookie = `session=${await sealData({ userId, email, version, expiresAt }, { password: sessionSecret(), ttl: 12 * 60 * 60 })}`;
    expect(await old.session()).toMatchObject({ status: 200, json: { member: null } });
    expect((await old.profile()).status).toBe(401);
    expect((await old.signOut()).status).toBe(200);
  });

  it('a new password from a reset link ends every other session and its record', async () => {
    const { userId } = await member('new-password@example.com');
    const kept = await signedIn('new-password@example.com', true);
    const copy = copyOf(kept);
    await browser().passwordLink({ email: 'new-password@example.com' });
    const [mail] = await app.outbox.list({ to: 'new-password@example.com', channel: 'email', limit: 1 });
    const token = /\/resetpassword\/(\S+)/.exec(mail.Text ?? '')![1];
    const reset = browser();
    expect((await reset.resetPassword({ token, password: 'new-pass-1', confirmPassword: 'new-pass-1' })).status).toBe(200);
    expect((await copy.profile()).status).toBe(401);
    expect((await kept.session()).json.member).toBeNull();
    expect((await reset.profile()).status).toBe(200);
    expect(await sessionsOf(memberSessionOwner(userId))).toBe(1);
  });

  it('sweeps expired sessions from the database', async () => {
    const { userId } = await member('expired@example.com');
    await signedIn('expired@example.com');
    const owner = memberSessionOwner(userId);
    expect(await sessionsOf(owner)).toBe(2);
    await sweepExpired(app.documents, COLLECTIONS.sessions, Date.now() + 13 * 60 * 60 * 1000);
    expect(await sessionsOf(owner)).toBe(0);
  });
});

describe('sign out everywhere (My account)', () => {
  it('ends every session of the member, this one included, and no other member’s', async () => {
    const { client: first, userId } = await member('everywhere@example.com');
    const second = await signedIn('everywhere@example.com', true);
    const firstCopy = copyOf(first);
    const { client: other } = await member('bystander@example.com');
    const out = await second.signOutEverywhere();
    expect(out).toMatchObject({ status: 200, json: { member: null } });
    expect(out.setCookie).toMatch(/^session=; .*Max-Age=0/);
    for (const client of [first, firstCopy, second]) {
      expect((await client.profile()).status).toBe(401);
      expect((await client.session()).json.member).toBeNull();
    }
    expect(await sessionsOf(memberSessionOwner(userId))).toBe(0);
    expect((await other.profile()).status).toBe(200);
    // signing in again opens a new session
    expect((await (await signedIn('everywhere@example.com')).profile()).status).toBe(200);
  });

  it('needs a session: 401 without one', async () => {
    const out = await browser().signOutEverywhere();
    expect(out.status).toBe(401);
    expect(out.json.error?.code).toBe('UNAUTHORIZED');
  });
});

describe('the order board’s sign-out and a new passcode end board sessions on the server', () => {
  type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
  let n = 0;
  const call = (handler: Handler, method: string, cookie: string | null, body?: unknown) =>
    handler(
      new NextRequest('http://localhost/api/board/1/session', {
        method,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${(n += 1)}`, ...(cookie ? { cookie } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
      { params: Promise.resolve({ storeId: '1' }) },
    );
  const signIn = async () => (await call(boardSignIn as Handler, 'POST', null, { passcode: PASSCODE })).headers.get('set-cookie')!.split(';')[0];
  const orders = (cookie: string) => call(getOrders as Handler, 'GET', cookie);

  it('refuses a board cookie copied before the board signed out', async () => {
    const cookie = await signIn();
    const other = await signIn();
    expect((await orders(cookie)).status).toBe(200);
    const out = await call(boardSignOut as Handler, 'DELETE', cookie);
    expect(out.headers.get('set-cookie')).toMatch(/^board-session=; .*Max-Age=0/);
    const refused = await orders(cookie);
    expect(refused.status).toBe(401);
    expect((await refused.json()).error.message).toBe('Please sign in to the order board.');
    // another tablet of the store stays signed in
    expect((await orders(other)).status).toBe(200);
  }, 30_000);

  it('ends an open event stream of the board at its next event once the board has signed out: no order reaches it', async () => {
    const cookie = await signIn();
    const stream = await (getEvents as Handler)(new NextRequest('http://localhost/api/board/1/events', { headers: { cookie, 'x-forwarded-for': '203.0.113.250' } }), {
      params: Promise.resolve({ storeId: '1' }),
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    let text = '';
    while (!text.includes('event: orders')) text += new TextDecoder().decode((await reader.read()).value);
    await call(boardSignOut as Handler, 'DELETE', cookie);
    expect((await placeOrderRequest('1', pickupBody())).status).toBe(201);
    let rest = '';
    for (let part = await reader.read(); !part.done; part = await reader.read()) rest += new TextDecoder().decode(part.value);
    expect(rest).not.toContain('event: orders');
  }, 30_000);

  it('refuses every board cookie of the store after a passcode change, and keeps none on record', async () => {
    const cookies = [await signIn(), await signIn()];
    expect(await sessionsOf(boardSessionOwner('1'))).toBeGreaterThanOrEqual(2);
    await setBoardPasscode({ app, storeId: '1', passcode: PASSCODE });
    for (const cookie of cookies) expect((await orders(cookie)).status).toBe(401);
    expect(await sessionsOf(boardSessionOwner('1'))).toBe(0);
  }, 30_000);

  it('counts a board cookie sealed before sessions were recorded (no id) as signed out, never a 500', async () => {
    const cookie = await signIn();
    const { unsealData } = await import('iron-session');
    const { sessionId: _dropped, ...old } = await unsealData<Record<string, unknown>>(cookie.split('=')[1], { password: sessionSecret() });
    expect(_dropped).toEqual(expect.any(String));
    const sealed = await sealData(old, { password: sessionSecret(), ttl: 14 * 24 * 60 * 60 });
    expect((await orders(`board-session=${sealed}`)).status).toBe(401);
  }, 30_000);
});
