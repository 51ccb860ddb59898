import { buildDemoData } from '@/lib/seed';
import { createSqliteDocumentStore } from '@/lib/server/adapters/sqlite/sqlite-document-store';
import { INDEXED_FIELDS } from '@/lib/server/collections';
import { createContainer, type Container } from '@/lib/server/container';
import { newAccessToken } from '@/lib/server/orders/order-access';
import { loadCatalogue } from '@/lib/server/catalogue/use-cases/load-catalogue';
import { loadCheckoutPage, type LoadCheckoutPageOptions } from '@/lib/server/pages/load-checkout-page';

// Monday 23 Nov 2026, 12:00 in Sydney.
const NOON_SYDNEY = new Date('2026-11-23T01:00:00Z');

describe('the checkout page loader on the demo data', () => {
  let app: Container;
  const token = newAccessToken();

  beforeAll(async () => {
    app = createContainer(createSqliteDocumentStore({ filename: ':memory:', indexes: INDEXED_FIELDS }));
    await loadCatalogue({ documents: app.documents, catalogue: buildDemoData() });
    // An earlier guest order at the flagship: a burger with cheese, the sold-out barramundi and a product since removed.
    await app.documents.set('historyOrders', 'order-1', {
      UDID: 'order-1',
      OrderType: 10,
      OnlineOrderStatus: 6,
      ScheduledTime: 1_790_000_000,
      CreatedOn: 1_790_000_000,
      StoreID: '1001',
      StoreName: 'Harbour & Co. Circular Quay',
      AccessTokenHash: token.hash,
      DeliveryAddress: { StreetAddress: '1 Macquarie Street', CityTown: 'Sydney', State: 'NSW', PostalCode: '2000', Country: 'AU' },
      OrderItems: [
        { Product_ID: 'classic-cheeseburger', Name: 'Classic cheeseburger', Quantity: 2, Note: 'no pickles', OrderExtras: [] },
        { Product_ID: 'grilled-barramundi', Name: 'Grilled barramundi', Quantity: 1, OrderExtras: [] },
        { Product_ID: 'retired-dish', Name: 'Retired dish', Quantity: 1, OrderExtras: [] },
      ],
    });
  });

  afterAll(() => app.documents.close());

  const load = (overrides: Partial<LoadCheckoutPageOptions>) =>
    loadCheckoutPage({
      app,
      storename: 'harbour-sydney',
      orderId: null,
      token: null,
      menuQuery: null,
      now: NOON_SYDNEY,
      ...overrides,
    });

  it('resolves the store by slug, name or id, with its checkout settings', async () => {
    for (const storename of ['harbour-sydney', 'Harbour & Co. Circular Quay', '1001']) {
      const result = await load({ storename });
      expect(result.status).toBe('ok');
    }
    const result = await load({});
    if (result.status !== 'ok') throw new Error(result.status);
    const { view } = result;
    expect(view.store.ID).toBe('1001');
    expect(view.header).toEqual({ title: 'Harbour & Co.', branded: true });
    expect(view.storeAddress).toBe('1 Alfred Street, Sydney NSW 2000');
    expect(view.mapsUrl).toContain('https://www.google.com/maps/search/?api=1&query=');
    expect(view.payments).toEqual({
      cashOnPickup: true,
      payLaterDineIn: true,
      payLaterOnly: false,
      chargeToRoom: false,
      stripeActivated: true,
      cardForm: { provider: 'sandbox' },
      alipay: true,
      wechat: true,
      applePay: true,
      googlePay: true,
      pointsToDollarRatio: 20,
    });
    expect(view.flags).toMatchObject({
      showNotes: true,
      showMarketingOptIn: true,
      dineInFieldLabel: 'Seat or bar stool',
      showDineInName: true,
      showDineInPhone: true,
      hideTrackingForGuest: false,
      showSurchargePercentage: true,
    });
    // Head office terms replace the store's when branded; IsSushiHub is off in the demo.
    expect(view.termsHtml).toContain('Harbour &amp; Co. group');
    expect(view.termsRequired).toBe(false);
    expect(view.zoneOffsets.length).toBeGreaterThan(0);
    expect(view.reorder).toBeNull();
    // Nothing private or owner-only reaches the page.
    expect(JSON.stringify(view)).not.toMatch(/EmbeddedJavascript|CancellationTermsAndConditions|3DSecureMinimumSpend/);
  });

  it('draws the card form of the provider that takes the store’s cards: Stripe Elements with the publishable key, or none', async () => {
    const stripe = { secretKey: 'sk_test_x', webhookSecret: 'whsec_x' };
    const withStripe = createContainer(app.documents, undefined, { stripe, stripePublishableKey: 'pk_test_storefront' });
    // harbour-sydney has StripeActivated: Stripe takes its cards, in the browser through Elements.
    const sydney = await load({ app: withStripe });
    expect(sydney.status === 'ok' && sydney.view.payments.cardForm).toEqual({ provider: 'stripe', publishableKey: 'pk_test_storefront' });
    // In production with Stripe a store without StripeActivated has no card provider at all.
    const production = createContainer(app.documents, undefined, { stripe, stripePublishableKey: 'pk_test_storefront', production: true });
    const plain = (await app.stores.listAll()).find((store) => store.IsEnabled && !store.StripeActivated && !store.HQCompanyID);
    expect(plain).toBeDefined();
    const loaded = await load({ storename: plain?.Slug ?? '', app: production });
    expect(loaded.status === 'ok' && loaded.view.payments.cardForm).toBeNull();
    // The secret key never reaches the page's data.
    expect(JSON.stringify(sydney)).not.toContain('sk_test_x');
  });

  it('answers not found for an unknown or disabled store', async () => {
    expect(await load({ storename: 'no-such-store' })).toEqual({ status: 'notFound' });
    expect(await load({ storename: 'harbour-hobart' })).toEqual({ status: 'notFound' });
  });

  it('sends a closed store without pre-order back to its store page', async () => {
    expect(await load({ storename: 'harbour-melbourne' })).toEqual({ status: 'storeClosed', slug: 'harbour-melbourne' });
  });

  it('offers an earlier order back with its status link token: sold-out skipped, missing products named, address restored', async () => {
    const result = await load({ orderId: 'order-1', token: token.token });
    if (result.status !== 'ok') throw new Error(result.status);
    const reorder = result.view.reorder;
    expect(reorder?.lines.map((line) => [line.id, line.quantity, line.itemNote])).toEqual([['classic-cheeseburger', 2, 'no pickles']]);
    expect(reorder?.lines[0].price).toBe(18);
    expect(reorder?.missing).toEqual(['Retired dish']);
    expect(reorder?.deliveryAddress).toMatchObject({ StreetAddress: '1 Macquarie Street', PostalCode: '2000' });
  });

  it('opens nothing of an order without its token, or at another store', async () => {
    const noToken = await load({ orderId: 'order-1' });
    expect(noToken.status === 'ok' && noToken.view.reorder).toBeNull();
    const wrong = await load({ orderId: 'order-1', token: 'not-the-token' });
    expect(wrong.status === 'ok' && wrong.view.reorder).toBeNull();
    const elsewhere = await load({ storename: 'harbour-brisbane', orderId: 'order-1', token: token.token });
    expect(elsewhere.status === 'ok' && elsewhere.view.reorder).toBeNull();
  });
});
