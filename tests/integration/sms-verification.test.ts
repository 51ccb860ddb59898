import type { Container } from '@/lib/server/container';
import { AccountClient, signedInMember } from '../support/accounts';
import { MEMBERS_STORE, createCheckoutApp, teardown } from '../support/checkout';

let app: Container;
beforeAll(async () => {
  app = await createCheckoutApp();
});
afterAll(() => teardown(app));

async function codeSentTo(to: string): Promise<string> {
  const [sms] = await app.outbox.list({ to, channel: 'sms', limit: 1 });
  const code = /\b(\d{6})\b/.exec(sms?.Text ?? '')?.[1];
  if (!code) throw new Error(`no code texted to ${to}`);
  return code;
}

const mobile = (k: number) => `04123400${String(k).padStart(2, '0')}`;
const e164 = (k: number) => `+614123400${String(k).padStart(2, '0')}`;

describe('SMS verification (part 1 §2 four views, part 2 §5 "Phone verification by SMS")', () => {
  it('texts a 6-digit code to the AU number in E.164, and the right code verifies the member', async () => {
    const { client } = await signedInMember('sms');
    const sent = await client.sendCode({ phone: mobile(1), storeId: MEMBERS_STORE.ID });
    expect(sent).toMatchObject({ status: 200, json: { resendAfterSeconds: 30 } });
    const code = await codeSentTo(e164(1));
    const [sms] = await app.outbox.list({ to: e164(1) });
    expect(sms.Text).toBe(`Your ${MEMBERS_STORE.Name} verification code is ${code}. It expires in 10 minutes.`);
    const checked = await client.checkCode({ code });
    expect(checked.status).toBe(200);
    expect(checked.json.member).toMatchObject({ isVerified: true });
    const user = await app.users.findById((checked.json.member as unknown as { id: string }).id);
    expect(user).toMatchObject({ isVerified: true, Mobile: mobile(1) });
    // The code is used up.
    expect((await client.checkCode({ code })).json.error?.fieldErrors?.code).toEqual(['This code has expired. Please ask for a new one.']);
  });

  it('keeps the code only as a hash', async () => {
    const { client } = await signedInMember('sms');
    await client.sendCode({ phone: mobile(2) });
    const code = await codeSentTo(e164(2));
    const stored = await app.documents.query('verifications', {});
    expect(JSON.stringify(stored)).not.toContain(code);
  });

  it('refuses a wrong code with the spec’s message, and gives up after 5 wrong tries', async () => {
    const { client } = await signedInMember('sms');
    await client.sendCode({ phone: mobile(3) });
    const code = await codeSentTo(e164(3));
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await client.checkCode({ code: wrong });
    expect(first).toMatchObject({ status: 422, json: { error: { code: 'INVALID_FIELDS', fieldErrors: { code: ['The SMS code entered is not correct'] } } } });
    for (let i = 0; i < 4; i += 1) await client.checkCode({ code: wrong });
    const after = await client.checkCode({ code });
    expect(after.json.error?.fieldErrors?.code).toEqual(['This code has expired. Please ask for a new one.']);
  });

  it.each([
    [{ code: '' }, 'Please enter the SMS code'],
    [{ code: '12a456' }, 'The SMS code is 6 digits'],
    [{ code: '12345' }, 'The SMS code is 6 digits'],
  ])('checks the code’s form (%j)', async (body, message) => {
    const { client } = await signedInMember('sms');
    expect((await client.checkCode(body)).json.error?.fieldErrors?.code).toEqual([message]);
  });

  it('checks the phone for its country before sending', async () => {
    const { client } = await signedInMember('sms');
    expect((await client.sendCode({ phone: '0212345678' })).json.error?.fieldErrors?.phone).toEqual(['Please enter a mobile number starting with 04 followed by 8 digits']);
    expect((await client.sendCode({ phone: '021234567', country: 'NZ' })).status).toBe(200);
    expect(await app.outbox.list({ to: '+6421234567' })).toHaveLength(1);
  });

  it('refuses a number a verified member already has (view 1), but not an unverified one’s', async () => {
    const { client: first } = await signedInMember('sms');
    await first.sendCode({ phone: mobile(7) });
    await first.checkCode({ code: await codeSentTo(e164(7)) });
    const { client: second } = await signedInMember('sms');
    const taken = await second.sendCode({ phone: mobile(7) });
    expect(taken).toMatchObject({ status: 409, json: { error: { code: 'CONFLICT', message: 'This mobile number is already registered.' } } });
    // registration() gives every member 0412345678 unverified: it is no obstacle.
    expect((await second.sendCode({ phone: '0412345678' })).status).toBe(200);
  });

  it('waits 30 s between codes, and a new code replaces the old one', async () => {
    const { client } = await signedInMember('sms');
    await client.sendCode({ phone: mobile(8) });
    const again = await client.sendCode({ phone: mobile(8) });
    expect(again).toMatchObject({ status: 429, json: { error: { code: 'RATE_LIMITED' } } });
    expect(again.json.error?.message).toMatch(/^Please wait \d+ seconds before asking for a new code\.$/);
  });

  it('limits codes per phone: the 6th in an hour answers 429', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await (await signedInMember('sms')).client.sendCode({ phone: mobile(9) })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('answers 401 without a session, for both calls', async () => {
    const guest = new AccountClient('203.0.113.250');
    expect((await guest.sendCode({ phone: mobile(10) })).status).toBe(401);
    expect((await guest.checkCode({ code: '123456' })).status).toBe(401);
    expect(await app.outbox.list({ to: e164(10) })).toEqual([]);
  });
});
