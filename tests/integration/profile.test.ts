import type { Container } from '@/lib/server/container';
import { loadProfilePage } from '@/lib/server/pages/load-profile-page';
import { AccountClient, signedInMember } from '../support/accounts';
import { CHECKOUT_STORE, createCheckoutApp, teardown } from '../support/checkout';

let app: Container;
beforeAll(async () => {
  app = await createCheckoutApp();
});
afterAll(() => teardown(app));

const details = { FirstName: 'Grace', LastName: 'Hopper', Mobile: '0412345678', DateOfBirth: '09/12/1986', Address: '1 Harbour St, Sydney NSW 2000' };

describe('my account (/profile)', () => {
  it('reads and saves the member’s own details; the email stays the account’s', async () => {
    const { client, email } = await signedInMember('profile');
    expect((await client.profile()).json).toMatchObject({
      email,
      firstName: 'Grace',
      mobile: '0412345678',
      dateOfBirth: '09/12/1986',
      memberCode: expect.stringMatching(/^\d{10}$/),
    });
    const saved = await client.saveProfile({ ...details, FirstName: ' Amazing ', Email: 'other@example.com' });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ email, firstName: 'Amazing', address: '1 Harbour St, Sydney NSW 2000' });
    expect((await client.session()).json.member).toMatchObject({ email, firstName: 'Amazing' });
  });

  it.each([
    [{ FirstName: 'G' }, 'FirstName', 'The first name must be at least 2 characters'],
    [{ Mobile: '0212345678' }, 'Mobile', 'Please enter a mobile number starting with 04 followed by 8 digits'],
    [{ DateOfBirth: '31/02/1990' }, 'DateOfBirth', 'The Date of Birth should be DD/MM/YYYY format'],
  ])('checks each field by the spec (%j), changing nothing', async (change, field, message) => {
    const { client } = await signedInMember('profile');
    const answer = await client.saveProfile({ ...details, FirstName: 'Changed', ...change });
    expect(answer.status).toBe(422);
    expect(answer.json.error?.fieldErrors?.[field]).toEqual([message]);
    expect((await client.profile()).json).toMatchObject({ firstName: 'Grace' });
  });

  it('a new mobile number is no longer the verified one', async () => {
    const { client } = await signedInMember('profile');
    const { json } = await client.session();
    const user = (await app.users.findById((json.member as unknown as { id: string }).id))!;
    await app.users.save(user.ID, { ...user, isVerified: true });
    await client.saveProfile(details);
    expect((await client.session()).json.member?.isVerified ?? false).toBe(true);
    await client.saveProfile({ ...details, Mobile: '0499999999' });
    expect((await client.profile()).json).toMatchObject({ mobile: '0499999999', isVerified: false });
  });

  it('answers 401 to a request without a session, or with another site’s cookie, and changes nothing', async () => {
    const stranger = new AccountClient('198.18.1.1');
    expect((await stranger.profile()).status).toBe(401);
    expect((await stranger.saveProfile(details)).status).toBe(401);
    stranger.cookie = 'session=Fe26.2**forged~2';
    expect((await stranger.saveProfile(details)).json.error).toEqual({ code: 'UNAUTHORIZED', message: 'Please sign in first.' });
  });

  it('the page’s loader gives the session’s own member only, and the store to return to', async () => {
    const { client, email } = await signedInMember('profile');
    const [name, value] = client.cookie!.split('=');
    const cookies = { get: (wanted: string) => (wanted === name ? { value } : undefined) };
    expect(await loadProfilePage({ app, cookies, storeSlug: CHECKOUT_STORE.Slug })).toMatchObject({ profile: { email }, storeSlug: CHECKOUT_STORE.Slug });
    expect(await loadProfilePage({ app, cookies, storeSlug: 'no-such-store' })).toMatchObject({ storeSlug: null });
    expect(await loadProfilePage({ app, cookies: { get: () => undefined }, storeSlug: null })).toBeNull();
  });
});
