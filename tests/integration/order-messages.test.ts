/**
 * The customer's messages (issue 17 item 3) through the real order route, the status use case
 * the status API calls and the payment settlement: each message lands in the outbox once, in
 * the order's language, however often or concurrently the status is set, and a mail or SMS
 * adapter that throws never fails the order.
 */
import { randomUUID } from 'node:crypto';
import type { TPlaceOrderRequestInput } from '@/lib/schemas/api/orders';
import type { OutboxMessage } from '@/lib/server/adapters/outbox/outbox';
import { setContainerForTests, type Container } from '@/lib/server/container';
import { DEMO_STORE_API_KEY } from '@/lib/server/env';
import { changeOrderStatus } from '@/lib/server/orders/use-cases/change-order-status';
import { settlePayment } from '@/lib/server/payments/use-cases/settle-payment';
import type { TPlaceOrderResult } from '@/lib/views/order';
import { CARD, CHECKOUT_STORE, CONTACT, createCheckoutApp, drivingMinutesTo, firstSlot, pickupBody, PITT_STREET, placeOrderRequest, teardown } from '../support/checkout';
import { tableCode } from '../support/checkout';

let app: Container;
const SMS_STORE_ID = '11';

beforeAll(async () => {
  app = await createCheckoutApp();
  await app.stores.save({
    ...CHECKOUT_STORE,
    ID: SMS_STORE_ID,
    Slug: 'sms-store',
    Name: 'Text Store',
    ViewComponentConfigs: { ...CHECKOUT_STORE.ViewComponentConfigs, DineInSMSconfirmation: true },
  });
  await app.menus.saveMany(SMS_STORE_ID, [(await app.menus.listByStore('1'))[0]]);
});

afterAll(() => teardown(app));

/** A fresh address per order, so each test reads only its own mail. */
function contact(overrides: Record<string, string> = {}) {
  return { ...CONTACT, Email: `ada+${randomUUID().slice(0, 8)}@example.com`, ...overrides };
}

async function place(body: TPlaceOrderRequestInput, { storeId = '1', locale }: { storeId?: string; locale?: string } = {}): Promise<TPlaceOrderResult> {
  const response = await placeOrderRequest(storeId, body, randomUUID(), locale ? { 'accept-language': locale } : {});
  expect(response.status).toBe(201);
  return (await response.json()) as TPlaceOrderResult;
}

const setStatus = (orderId: string, status: number, description?: string) => changeOrderStatus({ app, orderId, status, description, storeKey: DEMO_STORE_API_KEY });

async function mailTo(email: string): Promise<OutboxMessage[]> {
  return (await app.outbox.list({ to: email, limit: 50 })).reverse();
}

describe('order confirmation', () => {
  it('a cash pickup is confirmed once as it is placed: items, options, totals with GST, payment and the status link', async () => {
    const who = contact();
    const placed = await place(pickupBody({ contact: who, orderNote: 'Ring <b>twice</b>' }));
    const mail = await mailTo(who.Email);
    expect(mail).toHaveLength(1);
    const [confirmation] = mail;
    expect(confirmation).toMatchObject({ Channel: 'email', Subject: `Order ${placed.orderNumber} at Checkout Store is confirmed` });
    for (const text of [
      '2 × Pork Dumplings',
      '+ Chilli',
      'Subtotal: $25.60',
      'Total: $25.60',
      'Includes GST of $2.33',
      'Payment: Cash on pickup · To pay at the store',
      'Note: Ring <b>twice</b>',
    ])
      expect(confirmation.Text).toContain(text);
    // The link is the placing answer's own, token and all, made absolute.
    expect(confirmation.Text).toContain(`http://localhost:3000${placed.statusUrl}`);
    expect(confirmation.Html).toContain(`href="http://localhost:3000${placed.statusUrl}"`);
    expect(confirmation.Html).toContain('Ring &lt;b&gt;twice&lt;/b&gt;');
    expect(confirmation.Html).not.toContain('<b>twice');
  });

  it('is written in the order’s language (zh-CN), with a /zh-CN status link', async () => {
    const who = contact();
    const placed = await place(pickupBody({ contact: who }), { locale: 'zh-CN' });
    const [confirmation] = await mailTo(who.Email);
    expect(confirmation.Subject).toBe(`您在Checkout Store的订单 ${placed.orderNumber} 已确认`);
    expect(confirmation.Text).toContain('取餐时付现金');
    expect(confirmation.Text).toContain('含商品及服务税 $2.33');
    expect(confirmation.Text).toContain(`http://localhost:3000/zh-CN${placed.statusUrl}`);
  });

  it('a card order is confirmed when its payment succeeds, and a replayed settlement sends nothing again', async () => {
    const who = contact();
    const placed = await place(pickupBody({ contact: who, payment: { method: 1, card: CARD }, expectedTotal: 25.98 }));
    let mail = await mailTo(who.Email);
    expect(mail).toHaveLength(1);
    expect(mail[0].Text).toContain('Card surcharge: $0.38');
    expect(mail[0].Text).toContain('Credit or debit card · Paid');
    const payment = await app.payments.findByOrder(placed.orderId);
    await settlePayment({ app, payment: payment! });
    await settlePayment({ app, payment: payment!, event: { provider: 'sandbox', id: `evt-${randomUUID()}`, type: 'payment_intent.succeeded' } });
    mail = await mailTo(who.Email);
    expect(mail).toHaveLength(1);
  });

  it('a declined card order is not confirmed', async () => {
    const who = contact();
    const response = await placeOrderRequest('1', pickupBody({ contact: who, payment: { method: 1, card: { ...CARD, CardNumber: '4000 0000 0000 0002' } }, expectedTotal: 25.98 }));
    expect(response.status).toBe(201);
    expect(await mailTo(who.Email)).toHaveLength(0);
  });

  it('a pay-later dine-in order is confirmed when the store accepts it (18 → 19)', async () => {
    const who = contact();
    const placed = await place({
      orderType: 2,
      items: [{ id: 'p3', quantity: 1 }],
      dineIn: { TableNumber: '4', SecurityCode: tableCode('4'), FirstName: 'Ada', Email: who.Email, fromScan: true },
      payment: { method: 8 },
      expectedTotal: 3.5,
    });
    expect(placed.onlineOrderStatus).toBe(18);
    expect(await mailTo(who.Email)).toHaveLength(0);
    await setStatus(placed.orderId, 19);
    await setStatus(placed.orderId, 19);
    const mail = await mailTo(who.Email);
    expect(mail.map((m) => m.Subject)).toEqual([`Order ${placed.orderNumber} at Checkout Store is confirmed`]);
    expect(mail[0].Text).toContain('Table: 4');
    expect(mail[0].Text).toContain('Pay later · To pay at the store');
  });
});

describe('status messages, through the status use case', () => {
  it('pickup: accepted, ready (once), completed: the confirmation and one "ready for pickup"', async () => {
    const who = contact();
    const placed = await place(pickupBody({ contact: who }));
    for (const status of [2, 4, 4, 5]) await setStatus(placed.orderId, status);
    const mail = await mailTo(who.Email);
    expect(mail.map((m) => m.Subject)).toEqual([`Order ${placed.orderNumber} at Checkout Store is confirmed`, `Order ${placed.orderNumber} is ready for pickup`]);
    expect(await app.trackingOrders.findById(placed.orderId)).toMatchObject({ OnlineOrderStatus: 5, MessagesSent: ['confirmation', 'ready'] });
  });

  it('delivery: "on its way" at status 4, with the delivery fee in the confirmation', async () => {
    const who = contact();
    const placed = await place(
      pickupBody({
        orderType: 10,
        scheduledTime: firstSlot(CHECKOUT_STORE, 'delivery', await drivingMinutesTo(app, CHECKOUT_STORE, PITT_STREET)),
        deliveryAddress: PITT_STREET,
        contact: who,
        payment: { method: 1, card: CARD },
        expectedTotal: 31.06,
      }),
    );
    await setStatus(placed.orderId, 4);
    const mail = await mailTo(who.Email);
    expect(mail.map((m) => m.Subject)).toEqual([`Order ${placed.orderNumber} at Checkout Store is confirmed`, `Order ${placed.orderNumber} is on its way`]);
    expect(mail[0].Text).toContain('Delivery fee: $5.00');
    expect(mail[0].Text).toContain('Deliver to: 10 Pitt Street, Sydney, NSW, 2000');
  });

  it('concurrent duplicate changes send each message once', async () => {
    const who = contact();
    const placed = await place(pickupBody({ contact: who }));
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => setStatus(placed.orderId, 4)));
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    const rejections = await Promise.allSettled(Array.from({ length: 4 }, () => setStatus(placed.orderId, 11, 'Kitchen closed')));
    expect(rejections.filter((r) => r.status === 'fulfilled').length).toBeGreaterThan(0);
    const subjects = (await mailTo(who.Email)).map((m) => m.Subject);
    expect(subjects).toEqual([
      `Order ${placed.orderNumber} at Checkout Store is confirmed`,
      `Order ${placed.orderNumber} is ready for pickup`,
      `Order ${placed.orderNumber} could not be accepted`,
    ]);
  });

  it('a rejected paid order says why and that the money is being refunded', async () => {
    const who = contact();
    const placed = await place(pickupBody({ contact: who, payment: { method: 1, card: CARD }, expectedTotal: 25.98 }));
    await Promise.all([setStatus(placed.orderId, 11, 'Out of <dumplings>'), setStatus(placed.orderId, 11, 'Out of <dumplings>')]);
    const mail = await mailTo(who.Email);
    expect(mail).toHaveLength(2);
    const rejection = mail[1];
    expect(rejection.Subject).toBe(`Order ${placed.orderNumber} could not be accepted`);
    expect(rejection.Text).toContain('Reason: Out of <dumplings>');
    expect(rejection.Text).toContain('Your payment of $25.98 is being refunded');
    expect(rejection.Html).toContain('Out of &lt;dumplings&gt;');
  });

  it('a refunded order (10) is told so once; a cash order’s rejection says nothing was charged', async () => {
    const card = contact();
    const paid = await place(pickupBody({ contact: card, payment: { method: 1, card: CARD }, expectedTotal: 25.98 }));
    await setStatus(paid.orderId, 2);
    await setStatus(paid.orderId, 10);
    await setStatus(paid.orderId, 10);
    expect((await mailTo(card.Email)).map((m) => m.Subject)).toEqual([`Order ${paid.orderNumber} at Checkout Store is confirmed`, `Order ${paid.orderNumber} has been refunded`]);

    const cash = contact();
    const order = await place(pickupBody({ contact: cash }));
    await setStatus(order.orderId, 11);
    expect((await mailTo(cash.Email))[1].Text).toContain('Nothing was charged for this order.');
  });
});

describe('dine-in SMS confirmation (DineInSMSconfirmation)', () => {
  const dineIn = (phone: string): TPlaceOrderRequestInput => ({
    orderType: 2,
    items: [{ id: 'p3', quantity: 1 }],
    dineIn: { TableNumber: '7', SecurityCode: tableCode('7'), FirstName: 'Ada', PhoneNumber: phone, fromScan: true },
    payment: { method: 8 },
    expectedTotal: 3.5,
  });

  it('texts the table’s phone once, when the order is confirmed', async () => {
    const placed = await place(dineIn('0412 000 111'), { storeId: SMS_STORE_ID });
    await setStatus(placed.orderId, 19);
    await Promise.all([setStatus(placed.orderId, 4), setStatus(placed.orderId, 4)]);
    const texts = await app.outbox.list({ to: '+61412000111', channel: 'sms' });
    expect(texts).toHaveLength(1);
    expect(texts[0].Text).toMatch(
      new RegExp(
        `^Text Store: thanks Ada, your order ${placed.orderNumber} for table 7 is confirmed\\. Total \\$3\\.50\\. Follow it: http://localhost:3000/store/sms-store/completeorder/`,
      ),
    );
  });

  it('sends no text where the store has the flag off', async () => {
    const placed = await place(dineIn('0412 000 222'));
    await setStatus(placed.orderId, 19);
    expect(await app.outbox.list({ to: '+61412000222', channel: 'sms' })).toHaveLength(0);
  });
});

describe('a store’s own templates', () => {
  it('are used in their language, with escaped values; other languages keep the built-in text', async () => {
    await app.messageTemplates.save('store-1-ready-en', {
      ID: 'store-1-ready-en',
      Name: 'order-ready',
      Channel: 'email',
      Locale: 'en',
      StoreID: '1',
      Subject: 'Ready: #{orderNumber}',
      Body: 'Come and get it, {firstName}! <b>Hot</b>',
    });
    const who = contact({ FirstName: '<img src=x onerror=alert(1)>' });
    const placed = await place(pickupBody({ contact: who }));
    await setStatus(placed.orderId, 4);
    const ready = (await mailTo(who.Email))[1];
    expect(ready.Subject).toBe(`Ready: #${placed.orderNumber}`);
    expect(ready.Text).toContain('Come and get it, <img src=x onerror=alert(1)>! <b>Hot</b>');
    expect(ready.Html).toContain('Come and get it, &lt;img src=x onerror=alert(1)&gt;! &lt;b&gt;Hot&lt;/b&gt;');
    expect(ready.Html).not.toContain('<img');

    const zh = contact();
    const other = await place(pickupBody({ contact: zh }), { locale: 'zh-CN' });
    await setStatus(other.orderId, 4);
    expect((await mailTo(zh.Email))[1].Subject).toBe(`订单 ${other.orderNumber} 已可取餐`);
  });
});

describe('a failing mail or SMS adapter', () => {
  it('never fails the order nor its status changes', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    const broken: Container = { ...app, email: { send: () => Promise.reject(new Error('SMTP down')) }, sms: { send: () => Promise.reject(new Error('SMS down')) } };
    setContainerForTests(broken);
    try {
      const who = contact();
      const response = await placeOrderRequest(
        SMS_STORE_ID,
        {
          orderType: 2,
          items: [{ id: 'p3', quantity: 1 }],
          dineIn: { TableNumber: '2', SecurityCode: tableCode('2'), FirstName: 'Ada', PhoneNumber: '0412000333', Email: who.Email, fromScan: true },
          payment: { method: 8 },
          expectedTotal: 3.5,
        },
        randomUUID(),
      );
      expect(response.status).toBe(201);
      const placed = (await response.json()) as TPlaceOrderResult;
      expect((await changeOrderStatus({ app: broken, orderId: placed.orderId, status: 19, storeKey: DEMO_STORE_API_KEY })).onlineOrderStatus).toBe(19);
      const changed = await changeOrderStatus({ app: broken, orderId: placed.orderId, status: 4, storeKey: DEMO_STORE_API_KEY });
      expect(changed.onlineOrderStatus).toBe(4);
      // The claims stand: a later change does not send them again.
      expect(await app.trackingOrders.findById(placed.orderId)).toMatchObject({ OnlineOrderStatus: 4, MessagesSent: ['confirmation', 'dineInSms', 'ready'] });
      expect(await mailTo(who.Email)).toHaveLength(0);
      // The server's JSON log lines (tests/support/setup.ts hands errors to console.error).
      const logged = quiet.mock.calls.map(([line]) => JSON.parse(String(line)) as { component: string; event: string; orderId: string; err: { message: string } });
      const notSent = logged.filter((line) => line.component === 'order-messages').map((line) => [line.event, line.orderId, line.err.message]);
      expect(notSent).toEqual([
        ['confirmation', placed.orderId, 'SMTP down'],
        ['dineInSms', placed.orderId, 'SMS down'],
        ['ready', placed.orderId, 'SMTP down'],
      ]);
    } finally {
      setContainerForTests(app);
      quiet.mockRestore();
    }
  });
});
