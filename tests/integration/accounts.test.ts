import type { Container } from '@/lib/server/container';
import { CHECKOUT_STORE, createCheckoutApp, teardown } from '../support/checkout';
import { AccountClient, registration } from '../support/accounts';

let app: Container;
let address = 0;
/** A browser at its own address: the per-address limits of one test never touch another's. */
const browser = () => new AccountClient(`198.51.100.${(address += 1)}`);

beforeAll(async () => {
  app = await createCheckoutApp();
});
afterAll(() => teardown(app));

/** The newest password link mailed to the address, from the outbox. */
async function linkFor(email: string): Promise<string> {
  const [mail] = await app.outbox.list({ to: email, channel: 'email', limit: 1 });
  const match = /https?:\/\/\S+\/resetpassword\/(\S+)/.exec(mail?.Text ?? '');
  if (!match) throw new Error(`no password link for ${email}`);
  return match[1];
}

describe('registration (part 2 §5 "Member registration")', () => {
  it('creates the member, signs them in with a session cookie, and joins the store’s group', async () => {
    const client = browser();
    const { status, json, setCookie } = await client.register({ ...registration({ email: 'Join@Example.com', confirmEmail: 'join@example.com' }), storeId: CHECKOUT_STORE.ID });
    expect(status).toBe(201);
    expect(json.member).toMatchObject({ email: 'join@example.com', firstName: 'Grace', lastName: 'Hopper', isVerified: false });
    expect(setCookie).toMatch(/^session=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/);
    expect((await client.session()).json.member).toMatchObject({ email: 'join@example.com' });
    const user = await app.users.findById((json.member as unknown as { id: string }).id);
    expect(user).toMatchObject({
      email: 'join@example.com',
      Mobile: '0412345678',
      DateOfBirth: '09/12/1986',
      RewardPoints: 0,
      CustomerMemberCode: expect.stringMatching(/^\d{10}$/),
    });
    expect(JSON.stringify(user)).not.toContain('cobol-1959');
  });

  it.each([
    ['email', { email: '' }, 'email', 'The Email field is required'],
    ['email format', { email: 'grace@', confirmEmail: 'grace@' }, 'email', 'Please enter a valid email address'],
    ['confirm email', { confirmEmail: 'other@example.com' }, 'confirmEmail', 'The email addresses do not match'],
    ['first name', { firstName: 'G' }, 'firstName', 'The first name must be at least 2 characters'],
    ['letters only', { lastName: 'H0pper' }, 'lastName', 'Names may contain letters only'],
    ['phone', { phone: '041234' }, 'phone', 'The phone number must be at least 8 digits'],
    ['AU mobile', { phone: '0212345678' }, 'phone', 'Please enter a mobile number starting with 04 followed by 8 digits'],
    ['birth date required', { birthDate: '' }, 'birthDate', 'The Date of Birth field is required'],
    ['birth date format', { birthDate: '31/02/1990' }, 'birthDate', 'The Date of Birth should be DD/MM/YYYY format'],
    ['password length', { password: 'abc', confirmPassword: 'abc' }, 'password', 'The password must be at least 6 characters'],
    ['password confirmation', { confirmPassword: 'cobol-1960' }, 'confirmPassword', 'The passwords do not match'],
  ])('refuses a bad %s with the spec’s message, and creates nothing', async (_rule, change, field, message) => {
    const before = await app.documents.count('users');
    const { status, json } = await browser().register(registration({ email: 'rules@example.com', confirmEmail: 'rules@example.com', ...change }));
    expect(status).toBe(422);
    expect(json.error).toMatchObject({ code: 'INVALID_FIELDS', message: 'Please check the highlighted fields.' });
    expect(json.error?.fieldErrors?.[field]).toEqual([message]);
    expect(await app.documents.count('users')).toBe(before);
  });

  it('answers in Chinese for a Chinese client', async () => {
    const { json } = await browser().register(registration({ birthDate: '' }), { 'accept-language': 'zh-CN' });
    expect(json.error?.message).toBe('请检查标出的字段。');
    expect(json.error?.fieldErrors?.birthDate?.[0]).not.toMatch(/[A-Za-z]{4}/);
  });

  it('refuses a second account for the same email (in any case) with 409, keeping one user', async () => {
    await browser().register(registration({ email: 'twice@example.com', confirmEmail: 'twice@example.com' }));
    const users = await app.documents.count('users');
    const { status, json } = await browser().register(registration({ email: 'TWICE@example.com', confirmEmail: 'twice@example.com' }));
    expect(status).toBe(409);
    expect(json.error).toMatchObject({ code: 'CONFLICT', message: 'An account already exists for this email.' });
    expect(await app.documents.count('users')).toBe(users);
  });

  it('answers 400 for a body of the wrong shape', async () => {
    expect((await browser().register({ email: 42 })).status).toBe(400);
  });
});

describe('sign-in and sessions', () => {
  beforeAll(async () => {
    await browser().register(registration({ email: 'ada@example.com', confirmEmail: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' }));
  });

  it('signs in with the right password (any case of the email) and out again', async () => {
    const client = browser();
    const { status, json } = await client.signIn({ email: 'ADA@example.com', password: 'cobol-1959' });
    expect(status).toBe(200);
    expect(json.member).toMatchObject({ email: 'ada@example.com', firstName: 'Ada' });
    expect((await client.session()).json.member?.email).toBe('ada@example.com');
    const out = await client.signOut();
    expect(out.setCookie).toMatch(/Max-Age=0/);
    expect((await client.session()).json.member).toBeNull();
  });

  it('keeps a remembered session for 360 days, and the browser’s session otherwise', async () => {
    expect((await browser().signIn({ email: 'ada@example.com', password: 'cobol-1959', remember: true })).setCookie).toMatch(/Max-Age=31104000/);
    expect((await browser().signIn({ email: 'ada@example.com', password: 'cobol-1959' })).setCookie).not.toMatch(/Max-Age/);
  });

  it('gives a new cookie at every sign-in (rotated)', async () => {
    const first = (await browser().signIn({ email: 'ada@example.com', password: 'cobol-1959' })).setCookie;
    const second = (await browser().signIn({ email: 'ada@example.com', password: 'cobol-1959' })).setCookie;
    expect(first).not.toBe(second);
  });

  it('answers a wrong password and an unknown email alike, 401', async () => {
    const wrong = await browser().signIn({ email: 'ada@example.com', password: 'not-it' });
    const unknown = await browser().signIn({ email: 'nobody@example.com', password: 'cobol-1959' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json.error).toEqual({ code: 'UNAUTHORIZED', message: 'The email or password is incorrect.' });
    expect(unknown.json.error).toEqual(wrong.json.error);
    expect(wrong.setCookie).toBeNull();
  });

  it.each([
    [{ email: '', password: 'x' }, 'email', 'The Email field is required'],
    [{ email: 'ada@', password: 'x' }, 'email', 'Please enter a valid email address'],
    [{ email: 'ada@example.com', password: '' }, 'password', 'The Password field is required'],
  ])('checks the sign-in form by the spec (%j)', async (form, field, message) => {
    const { status, json } = await browser().signIn(form);
    expect(status).toBe(422);
    expect(json.error?.fieldErrors?.[field]).toEqual([message]);
  });

  it('refuses a tampered, foreign or expired cookie: no member', async () => {
    const client = browser();
    await client.signIn({ email: 'ada@example.com', password: 'cobol-1959' });
    const good = client.cookie!;
    const [name, value] = good.split('=');
    for (const bad of [`${name}=${value.slice(0, -4)}AAAA`, `${name}=Fe26.2*1*abc*def`, `${name}=`, `${name}=${'x'.repeat(5000)}`]) {
      client.cookie = bad;
      expect((await client.session()).json.member).toBeNull();
    }
    // Sealed with the same key but expired: a session of a clock 13 hours ahead of its opening.
    const { readMemberSession } = await import('@/lib/server/auth/member-session');
    const request = { cookies: { get: () => ({ name, value }) } } as never;
    expect(await readMemberSession(request, app)).not.toBeNull();
    expect(await readMemberSession(request, app, Date.now() + 13 * 60 * 60 * 1000)).toBeNull();
  });

  it('limits sign-in tries per email: the 11th in 15 minutes answers 429', async () => {
    const answers = [];
    for (let n = 0; n < 11; n += 1) answers.push((await browser().signIn({ email: 'limited@example.com', password: `guess-${n}` })).status);
    expect(answers.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(answers[10]).toBe(429);
  });

  it('limits sign-in tries per address: the 101st in 15 minutes answers 429 "Too many attempts"', async () => {
    const client = browser();
    let last = { status: 0, json: {} as { error?: { message: string } } };
    // Every try counts, even one the form's rules refuse (and those cost no password check).
    for (let n = 0; n < 101; n += 1) last = await client.signIn({ email: `guess${n}@`, password: 'x' });
    expect(last.status).toBe(429);
    expect(last.json.error?.message).toBe('Too many attempts. Please wait a few minutes and try again.');
  });
});

describe('password links (part 1 §4 "Reset link")', () => {
  // Each test has its own member: links are limited to 3 an hour per email.
  beforeAll(async () => {
    for (const email of ['reset@example.com', 'reset2@example.com', 'reset3@example.com', 'reset4@example.com'])
      await browser().register(registration({ email, confirmEmail: email }));
  });

  it('answers the same for an account and for no account, and mails only the account', async () => {
    const known = await browser().passwordLink({ email: 'reset@example.com', storeSlug: CHECKOUT_STORE.Slug });
    const unknown = await browser().passwordLink({ email: 'stranger@example.com', storeSlug: CHECKOUT_STORE.Slug });
    expect(known).toMatchObject({ status: 200, json: { message: 'If an account exists for this email, we have sent it a link with instructions to reset the password.' } });
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    expect(await app.outbox.list({ to: 'stranger@example.com' })).toEqual([]);
    const [mail] = await app.outbox.list({ to: 'reset@example.com' });
    expect(mail.Subject).toBe(`Reset your ${CHECKOUT_STORE.Name} password`);
    expect(mail.Text).toContain(`http://localhost:3000/store/${CHECKOUT_STORE.Slug}/resetpassword/`);
  });

  it('mails the link in the customer’s language', async () => {
    await browser().passwordLink({ email: 'reset@example.com', storeSlug: CHECKOUT_STORE.Slug }, { 'accept-language': 'zh-CN' });
    const [mail] = await app.outbox.list({ to: 'reset@example.com' });
    expect(mail.Subject).toBe(`重置您的 ${CHECKOUT_STORE.Name} 账户密码`);
    expect(mail.Text).toContain(`/zh-CN/store/${CHECKOUT_STORE.Slug}/resetpassword/`);
  });

  it('sets the password once, signs the member in, and closes their older sessions', async () => {
    const old = browser();
    await old.signIn({ email: 'reset2@example.com', password: 'cobol-1959' });
    await browser().passwordLink({ email: 'reset2@example.com' });
    const token = await linkFor('reset2@example.com');
    const client = browser();
    const set = await client.resetPassword({ token, password: 'new-pass-1', confirmPassword: 'new-pass-1' });
    expect(set.status).toBe(200);
    expect(set.json.member?.email).toBe('reset2@example.com');
    expect((await client.session()).json.member?.email).toBe('reset2@example.com');
    expect((await old.session()).json.member).toBeNull();
    expect((await browser().signIn({ email: 'reset2@example.com', password: 'cobol-1959' })).status).toBe(401);
    expect((await browser().signIn({ email: 'reset2@example.com', password: 'new-pass-1' })).status).toBe(200);
    // Used once: the same link again is expired.
    const again = await browser().resetPassword({ token, password: 'other-pass', confirmPassword: 'other-pass' });
    expect(again).toMatchObject({ status: 410, json: { error: { code: 'LINK_EXPIRED', message: 'This link has expired.' } } });
  });

  it('refuses a forged, a replaced and an expired link with 410, changing nothing', async () => {
    await browser().passwordLink({ email: 'reset3@example.com' });
    const first = await linkFor('reset3@example.com');
    await browser().passwordLink({ email: 'reset3@example.com' });
    const second = await linkFor('reset3@example.com');
    const [payload, mac] = second.split('~');
    const forged = `${Buffer.from(JSON.stringify({ e: 'reset3@example.com', n: 'x', x: 4_102_444_800, u: 0 })).toString('base64url')}~${mac}`;
    for (const token of [first, forged, `${payload}~${mac.slice(0, -2)}zz`]) {
      expect((await browser().resetPassword({ token, password: 'hacked-1', confirmPassword: 'hacked-1' })).status).toBe(410);
    }
    const { openPasswordLink } = await import('@/lib/server/accounts/use-cases/open-password-link');
    expect(await openPasswordLink({ app, token: second })).toEqual({ state: 'valid', email: 'reset3@example.com', isNewUser: false });
    expect(await openPasswordLink({ app, token: first })).toEqual({ state: 'expired' });
    expect(await openPasswordLink({ app, token: second, now: Date.now() + 61 * 60 * 1000 })).toEqual({ state: 'expired' });
    expect((await browser().signIn({ email: 'reset3@example.com', password: 'hacked-1' })).status).toBe(401);
  });

  it('checks the new password by the spec: 6 to 20 on desktop, the confirmation required on mobile', async () => {
    await browser().passwordLink({ email: 'reset4@example.com' });
    const token = await linkFor('reset4@example.com');
    const short = await browser().resetPassword({ token, password: 'abc', confirmPassword: 'abc' });
    expect(short.json.error?.fieldErrors?.password).toEqual(['The password must be at least 6 characters']);
    const long = await browser().resetPassword({ token, password: 'x'.repeat(21) });
    expect(long.json.error?.fieldErrors?.password).toEqual(['The password must be at most 20 characters']);
    const mobile = await browser().resetPassword({ token, password: 'abcdef', isMobile: true });
    expect(mobile.json.error?.fieldErrors?.confirmPassword).toEqual(['Please confirm your password']);
    // None of these used the link up.
    expect((await browser().resetPassword({ token, password: 'abcdef', confirmPassword: 'abcdef' })).status).toBe(200);
  });

  it('limits links per email: the 4th in an hour answers 429', async () => {
    const statuses = [];
    for (let n = 0; n < 4; n += 1) statuses.push((await browser().passwordLink({ email: 'many-links@example.com' })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
