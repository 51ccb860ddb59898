import { randomUUID } from 'node:crypto';
import { NextRequest } from 'next/server';
import { POST as EMAIL_CHECK } from '@/app/api/auth/email-check/route';
import type { Container } from '@/lib/server/container';
import { loadCatalogue } from '@/lib/server/catalogue/use-cases/load-catalogue';
import type { TStore, TUser } from '@/lib/schemas/entities';
import { loadOrderStatusPage } from '@/lib/server/pages/load-order-status-page';
import type { TPlaceOrderResult } from '@/lib/views/order';
import { AccountClient, registration } from '../support/accounts';
import { CHECKOUT_STORE, checkoutMenu, createCheckoutApp, pickupBody, placeOrderRequest, teardown } from '../support/checkout';
import { ZEmailCheckResponseSchema } from '@/lib/schemas/api/auth';
import { expectAnswer } from '../support/answer';

/** The checkout store with LogIn on, in a head office's group: guests may become members at checkout. */
const LOGIN_STORE: TStore = {
  ...CHECKOUT_STORE,
  ID: '21',
  Slug: 'login-store',
  Name: 'Login Kitchen',
  HQCompanyID: 'hq-login',
  ViewComponentConfigs: { ...CHECKOUT_STORE.ViewComponentConfigs, LogIn: true },
};

let app: Container;
beforeAll(async () => {
  app = await createCheckoutApp();
  await loadCatalogue({
    documents: app.documents,
    catalogue: { headOffices: [{ ID: 'hq-login', Name: 'Login Group' }], stores: [LOGIN_STORE], menus: { '21': [checkoutMenu()] }, coupons: [] },
  });
});
afterAll(() => teardown(app));

let count = 0;
/** A guest's pickup asking for an account, with an email of its own. */
function memberBody(email = `guest${(count += 1)}@example.com`) {
  return pickupBody({
    contact: { FirstName: 'Ada', LastName: 'Lovelace', Email: email, PhoneNumber: '0412345678' },
    createUserForGuest: true,
    agreeToReceivePromotionalOffers: true,
  });
}

async function place(storeId: string, body: unknown, key = randomUUID(), headers: Record<string, string> = {}) {
  const response = await placeOrderRequest(storeId, body, key, headers);
  return { status: response.status, result: (await response.json()) as TPlaceOrderResult, cookie: response.headers.get('set-cookie') };
}

const allMailTo = (email: string) => app.outbox.list({ to: email, channel: 'email', limit: 10 });
/** The account mails to an address; the order's own confirmation (tests/integration/order-messages.test.ts) aside. */
const mailsTo = async (email: string) => (await allMailTo(email)).filter((mail) => !mail.Subject?.endsWith('is confirmed'));
const confirmationsTo = async (email: string) => (await allMailTo(email)).filter((mail) => mail.Subject?.endsWith('is confirmed'));
const usersWith = async (email: string) => (await app.users.findBy('email', email)).docs.map((doc) => doc.data as TUser);

/** A browser holding the cookie the order's answer set. */
function browserWith(cookie: string): AccountClient {
  const client = new AccountClient('198.51.100.200');
  client.cookie = cookie.split(';')[0];
  return client;
}

describe('a guest who becomes a member at checkout (part 1 §4 "Place order", part 2 §6)', () => {
  it('makes the member from the checkout details, gives them the order, mails the link and signs them in', async () => {
    const email = 'become@example.com';
    const { status, result, cookie } = await place(LOGIN_STORE.ID, memberBody(email));
    expect(status).toBe(201);
    expect(result.guestAccount).toBe('created');
    expect(cookie).toMatch(/^session=.+HttpOnly; SameSite=Lax/);

    const [user] = await usersWith(email);
    expect(user).toMatchObject({
      FirstName: 'Ada',
      LastName: 'Lovelace',
      Mobile: '0412345678',
      HQCompanyID: 'hq-login',
      IsGuest: false,
      CreateUserForGuest: true,
      JoinOurMail: true,
      RewardPoints: 0,
      CustomerMemberCode: expect.stringMatching(/^\d{10}$/),
    });
    expect(result.statusUrl).toBe(`/store/login-store/completeorder/${result.orderId}/${user.ID}?t=${new URL(result.statusUrl, 'http://x').searchParams.get('t')}`);
    expect(await app.historyOrders.findById(result.orderId)).toMatchObject({ OnlineOrderUserIdentifier: user.ID, CreateUserForGuest: true });

    const client = browserWith(cookie!);
    expect((await client.session()).json.member).toMatchObject({ id: user.ID, email, firstName: 'Ada' });

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].Subject).toBe('Set up your Login Kitchen account');
    const token = /\/store\/login-store\/resetpassword\/(\S+)/.exec(mails[0].Text ?? '')?.[1];
    expect(token).toBeDefined();

    // The status page, by the member's session: the email-confirmation notice.
    const page = await loadOrderStatusPage({ historyOrders: app.historyOrders, trackingOrders: app.trackingOrders, stores: app.stores, orderId: result.orderId, userId: user.ID });
    expect(page).toMatchObject({ confirmationEmail: email, signedIn: true, order: { accountCreatedAtCheckout: true, guest: false } });

    // The link sets the first password; the member signs in with it.
    const set = await new AccountClient('198.51.100.201').resetPassword({ token, password: 'first-pass', confirmPassword: 'first-pass' });
    expect(set.status).toBe(200);
    expect((await new AccountClient('198.51.100.202').signIn({ email, password: 'first-pass' })).status).toBe(200);
  });

  it('signs nobody in by replaying the order once the member has chosen a password', async () => {
    const email = 'replay@example.com';
    const key = randomUUID();
    const body = memberBody(email);
    const first = await place(LOGIN_STORE.ID, body, key);
    expect(first.cookie).not.toBeNull();
    const again = await place(LOGIN_STORE.ID, body, key);
    expect(again.result).toEqual(first.result);
    expect(again.cookie).not.toBeNull();
    const [mail] = await mailsTo(email);
    const token = /\/resetpassword\/(\S+)/.exec(mail.Text ?? '')![1];
    expect((await new AccountClient('198.51.100.203').resetPassword({ token, password: 'first-pass', confirmPassword: 'first-pass' })).status).toBe(200);
    // The old checkout session ended with the password change; a replay opens no new one.
    expect((await browserWith(first.cookie!).session()).json.member).toBeNull();
    const late = await place(LOGIN_STORE.ID, body, key);
    expect(late.status).toBe(201);
    expect(late.cookie).toBeNull();
  });

  it('makes one account, one user and one mail under 20 concurrent retries of the same key', async () => {
    const email = 'twenty@example.com';
    const key = randomUUID();
    const body = memberBody(email);
    const answers = await Promise.all(Array.from({ length: 20 }, () => place(LOGIN_STORE.ID, body, key)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.result.orderId)).size).toBe(1);
    expect(answers.every((a) => a.result.guestAccount === 'created' && a.cookie !== null)).toBe(true);
    const users = await usersWith(email);
    expect(users).toHaveLength(1);
    expect((await app.auth.findAccount(email))?.userId).toBe(users[0].ID);
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await confirmationsTo(email)).toHaveLength(1);
    expect((await app.historyOrders.findBy('OnlineOrderUserIdentifier', users[0].ID)).docs).toHaveLength(1);
  });

  it('leaves an existing account alone: the order goes on as a guest’s and the answer says the email has an account', async () => {
    const email = 'taken@example.com';
    const owner = new AccountClient('198.51.100.210');
    await owner.register(registration({ email, confirmEmail: email, firstName: 'Grace', lastName: 'Hopper' }));
    const [before] = await usersWith(email);
    const mailsBefore = (await mailsTo(email)).length;

    const { status, result, cookie } = await place(LOGIN_STORE.ID, memberBody('TAKEN@example.com'));
    expect(status).toBe(201);
    expect(result.guestAccount).toBe('exists');
    expect(cookie).toBeNull();
    expect(result.statusUrl).not.toContain(before.ID);
    expect(await app.historyOrders.findById(result.orderId)).toMatchObject({ OnlineOrderUserIdentifier: null });
    expect(await usersWith(email)).toEqual([before]);
    expect(await mailsTo(email)).toHaveLength(mailsBefore);
    // The owner's password still works: nothing of the account changed.
    expect((await new AccountClient('198.51.100.211').signIn({ email, password: 'cobol-1959' })).status).toBe(200);
    // A guest's status page: no confirmation promised.
    const token = new URL(result.statusUrl, 'http://x').searchParams.get('t');
    const page = await loadOrderStatusPage({ historyOrders: app.historyOrders, trackingOrders: app.trackingOrders, stores: app.stores, orderId: result.orderId, token });
    expect(page).toMatchObject({ confirmationEmail: null, order: { guest: true, accountCreatedAtCheckout: false } });
  });

  it('ignores the request at a store without LogIn: a guest’s order, no account, no mail', async () => {
    const email = 'nologin@example.com';
    const { status, result, cookie } = await place(CHECKOUT_STORE.ID, memberBody(email));
    expect(status).toBe(201);
    expect(result.guestAccount).toBeUndefined();
    expect(cookie).toBeNull();
    expect(await app.auth.findAccount(email)).toBeNull();
    expect(await usersWith(email)).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('ignores it for a signed-in member: the order is theirs, no second account', async () => {
    const email = 'signed@example.com';
    const client = new AccountClient('198.51.100.220');
    await client.register(registration({ email, confirmEmail: email }));
    const { result, cookie } = await place(LOGIN_STORE.ID, memberBody('someone-else@example.com'), randomUUID(), { cookie: client.cookie! });
    expect(result.guestAccount).toBeUndefined();
    expect(cookie).toBeNull();
    expect(await app.auth.findAccount('someone-else@example.com')).toBeNull();
    const [user] = await usersWith(email);
    expect(result.statusUrl).toContain(`/${user.ID}`);
  });

  it('refuses an order that fails its checks without making an account', async () => {
    const email = 'refused@example.com';
    const { status } = await place(LOGIN_STORE.ID, { ...memberBody(email), expectedTotal: 1 });
    expect(status).toBe(409);
    expect(await app.auth.findAccount(email)).toBeNull();
  });
});

describe('POST /api/auth/email-check (part 2 §5 "an existing account is checked on change or blur")', () => {
  const check = (body: unknown, address: string) =>
    EMAIL_CHECK(
      new NextRequest('http://localhost/api/auth/email-check', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      }),
      { params: Promise.resolve({}) },
    );

  it('answers only whether the customer should sign in', async () => {
    await new AccountClient('198.51.100.230').register(registration({ email: 'checked@example.com', confirmEmail: 'checked@example.com' }));
    const known = await check({ email: 'Checked@Example.com' }, '203.0.113.50');
    await expectAnswer(known, ZEmailCheckResponseSchema);
    expect(known.status).toBe(200);
    expect(known.headers.get('cache-control')).toBe('private, no-store');
    expect(await known.json()).toEqual({ signIn: true });
    expect(await (await check({ email: 'nobody@example.com' }, '203.0.113.50')).json()).toEqual({ signIn: false });
  });

  it('refuses a malformed email with the form’s message, and more than 20 checks from one address in 15 minutes', async () => {
    const bad = await check({ email: 'grace@' }, '203.0.113.51');
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { error: { fieldErrors: Record<string, string[]> } }).error.fieldErrors.email).toEqual(['Please enter a valid email address']);
    for (let i = 0; i < 19; i += 1) expect((await check({ email: `n${i}@example.com` }, '203.0.113.51')).status).toBe(200);
    const limited = await check({ email: 'one-more@example.com' }, '203.0.113.51');
    expect(limited.status).toBe(429);
    // Another address is not held up.
    expect((await check({ email: 'one-more@example.com' }, '203.0.113.52')).status).toBe(200);
  });
});
