import type { Container } from '@/lib/server/container';
import { loadCheckoutPage } from '@/lib/server/pages/load-checkout-page';
import { AccountClient, registration } from '../support/accounts';
import { MEMBERS_STORE, createCheckoutApp, pickupBody, placeOrderRequest, teardown } from '../support/checkout';

let app: Container;
beforeAll(async () => {
  app = await createCheckoutApp();
});
afterAll(() => teardown(app));

const body = () => pickupBody({ scheduledTime: pickupBody().scheduledTime });

async function member(email: string): Promise<AccountClient> {
  const client = new AccountClient(`192.0.2.${email.length}`);
  await client.register(registration({ email, confirmEmail: email }));
  return client;
}

describe('a store with mandatory login and SMS verification (part 1 §2, part 2 §6)', () => {
  it('refuses a guest’s order with 401 "Please sign in first.", placing nothing', async () => {
    const before = await app.documents.count('historyOrders');
    const response = await placeOrderRequest(MEMBERS_STORE.ID, body());
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Please sign in first.' } });
    expect(await app.documents.count('historyOrders')).toBe(before);
  });

  it('refuses an unverified member’s order with 403, and takes a verified member’s', async () => {
    const client = await member('mandatory@example.com');
    const unverified = await placeOrderRequest(MEMBERS_STORE.ID, body(), undefined, { cookie: client.cookie! });
    expect(unverified.status).toBe(403);
    expect(((await unverified.json()) as { error: { message: string } }).error.message).toBe('Please verify your mobile number first.');
    const { json } = await client.session();
    const user = (await app.users.findById((json.member as unknown as { id: string }).id))!;
    await app.users.save(user.ID, { ...user, isVerified: true });
    expect((await placeOrderRequest(MEMBERS_STORE.ID, body(), undefined, { cookie: client.cookie! })).status).toBe(201);
  });

  it('refuses a tampered session cookie like no session', async () => {
    const client = await member('tamper@example.com');
    const cookie = client.cookie!;
    // One character of the sealed data changed: its HMAC no longer holds.
    const at = Math.floor(cookie.length / 2);
    const tampered = `${cookie.slice(0, at)}${cookie[at] === 'A' ? 'B' : 'A'}${cookie.slice(at + 1)}`;
    expect((await placeOrderRequest(MEMBERS_STORE.ID, body(), undefined, { cookie: tampered })).status).toBe(401);
  });

  it('sends a guest from the checkout page back to the store page', async () => {
    const options = {
      app,
      storename: MEMBERS_STORE.Slug,
      orderId: null,
      token: null,
      menuQuery: null,
      now: new Date(),
    };
    expect(await loadCheckoutPage({ ...options, member: null })).toEqual({ status: 'signInRequired', slug: MEMBERS_STORE.Slug });
    expect(await loadCheckoutPage({ ...options, member: { userId: 'u', isVerified: false } })).toEqual({ status: 'signInRequired', slug: MEMBERS_STORE.Slug });
    expect((await loadCheckoutPage({ ...options, member: { userId: 'u', isVerified: true } })).status).toBe('ok');
  });
});
