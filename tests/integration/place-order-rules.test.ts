import fc from 'fast-check';
import type { TPlaceOrderRequestInput } from '@/lib/schemas/api/orders';
import type { Container } from '@/lib/server/container';
import { CARD, CHECKOUT_STORE, CONTACT, createCheckoutApp, drivingMinutesTo, firstSlot, pickupBody, PITT_STREET, placeOrderRequest, teardown } from '../support/checkout';
import { tableCode } from '../support/checkout';

let app: Container;
/** minutes of driving to the Sydney addresses below: a delivery's slots start after them */
let drive: number;

beforeAll(async () => {
  app = await createCheckoutApp();
  drive = await drivingMinutesTo(app, CHECKOUT_STORE, PITT_STREET);
});

afterAll(() => teardown(app));

async function fieldErrors(storeId: string, body: TPlaceOrderRequestInput): Promise<Record<string, string[]>> {
  const response = await placeOrderRequest(storeId, body);
  const json = await response.json();
  expect({ status: response.status, code: json.error?.code }).toEqual({ status: 422, code: 'INVALID_FIELDS' });
  return json.error.fieldErrors;
}

const NO_ITEMS = 'Your order has no items. Please add something from the menu.';
const card = (overrides: Partial<typeof CARD>) => ({ payment: { method: 1 as const, card: { ...CARD, ...overrides } }, expectedTotal: 25.98 });
const delivery = (address: Record<string, string>): Partial<TPlaceOrderRequestInput> => ({
  orderType: 10,
  scheduledTime: firstSlot(CHECKOUT_STORE, 'delivery', drive),
  deliveryAddress: address,
  payment: { method: 1, card: CARD },
  expectedTotal: 31.06,
});

describe('Checkout details (part 2 §5), each with the spec’s message', () => {
  it.each<[string, Partial<TPlaceOrderRequestInput>, Record<string, string[]>]>([
    ['first name required', { contact: { ...CONTACT, FirstName: '   ' } }, { 'contact.FirstName': ['The First Name field is required'] }],
    ['first name at least 2 after trimming', { contact: { ...CONTACT, FirstName: ' A ' } }, { 'contact.FirstName': ['The first name must be at least 2 characters'] }],
    ['last name required', { contact: { ...CONTACT, LastName: '' } }, { 'contact.LastName': ['The Last Name field is required'] }],
    ['last name at least 2', { contact: { ...CONTACT, LastName: 'L' } }, { 'contact.LastName': ['The last name must be at least 2 characters'] }],
    ['email required', { contact: { ...CONTACT, Email: '' } }, { 'contact.Email': ['The Email field is required'] }],
    ['email valid', { contact: { ...CONTACT, Email: 'ada@' } }, { 'contact.Email': ['Please enter a valid email address'] }],
    ['phone required', { contact: { ...CONTACT, PhoneNumber: '' } }, { 'contact.PhoneNumber': ['The Phone Number field is required'] }],
    ['phone at least 8', { contact: { ...CONTACT, PhoneNumber: '0412' } }, { 'contact.PhoneNumber': ['The phone number must be at least 8 digits'] }],
    ['phone at most 10 in AU', { contact: { ...CONTACT, PhoneNumber: '04123456789' } }, { 'contact.PhoneNumber': ['The phone number must be at most 10 digits'] }],
    [
      'AU mobile pattern',
      { contact: { ...CONTACT, PhoneNumber: '0212345678' } },
      { 'contact.PhoneNumber': ['Please enter a mobile number starting with 04 followed by 8 digits'] },
    ],
    ['notes at most 300', { orderNote: 'x'.repeat(301) }, { orderNote: ['Notes can be at most 300 characters'] }],
    [
      'item note at most 300',
      { items: [{ id: 'p1', quantity: 2, itemNote: 'x'.repeat(301), modifiers: [{ ID: 'm-chilli', quantity: 1 }] }] },
      { 'items.0.itemNote': ['The item note can be at most 300 characters'] },
    ],
    ['pickup time required', { scheduledTime: undefined }, { scheduledTime: ['Please choose a pickup time'] }],
    ['payment method offered by the store', { payment: { method: 4 } }, { 'payment.method': ['payment method not available'] }],
  ])('%s', async (_rule, overrides, expected) => {
    expect(await fieldErrors('1', pickupBody(overrides))).toEqual(expected);
  });

  it.each<[string, Record<string, string>, Record<string, string[]>]>([
    [
      'street required',
      { StreetAddress: ' ', CityTown: 'Sydney', State: 'NSW', PostalCode: '2000' },
      { 'deliveryAddress.StreetAddress': ['The Street Address field is required'] },
    ],
    ['postcode required', { StreetAddress: '1 Pitt St', CityTown: 'Sydney', State: 'NSW', PostalCode: '' }, { 'deliveryAddress.PostalCode': ['The Postcode field is required'] }],
    ['postcode numeric', { StreetAddress: '1 Pitt St', CityTown: 'Sydney', State: 'NSW', PostalCode: '20a0' }, { 'deliveryAddress.PostalCode': ['The postcode must be 4 digits'] }],
    ['suburb required', { StreetAddress: '1 Pitt St', CityTown: '', State: 'NSW', PostalCode: '2000' }, { 'deliveryAddress.CityTown': ['The Suburb field is required'] }],
    [
      'suburb at least 3',
      { StreetAddress: '1 Pitt St', CityTown: 'Sy', State: 'NSW', PostalCode: '2000' },
      { 'deliveryAddress.CityTown': ['The suburb must be at least 3 characters'] },
    ],
    ['state required', { StreetAddress: '1 Pitt St', CityTown: 'Sydney', State: '', PostalCode: '2000' }, { 'deliveryAddress.State': ['The State field is required'] }],
    [
      'state from the list',
      { StreetAddress: '1 Pitt St', CityTown: 'Sydney', State: 'XYZ', PostalCode: '2000' },
      { 'deliveryAddress.State': ['Please choose one of ACT, NSW, NT, QLD, SA, TAS, VIC or WA'] },
    ],
  ])('delivery address: %s', async (_rule, address, expected) => {
    expect(await fieldErrors('1', pickupBody(delivery(address)))).toEqual(expected);
  });

  it('delivery time required', async () => {
    expect(
      await fieldErrors('1', pickupBody({ ...delivery({ StreetAddress: '1 Pitt St', CityTown: 'Sydney', State: 'NSW', PostalCode: '2000' }), scheduledTime: undefined })),
    ).toEqual({ scheduledTime: ['Please choose a delivery time'] });
  });

  it('a postcode outside the store’s delivery areas: delivery not available for {postcode}', async () => {
    await app.stores.save({ ...CHECKOUT_STORE, ID: '6', Slug: 'areas-store', DeliveryAreas: [{ PostcodeFrom: '2000', PostcodeTo: '2010' }] });
    await app.menus.saveMany('6', [(await app.menus.listByStore('1'))[0]]);
    const errors = await fieldErrors('6', pickupBody(delivery({ StreetAddress: '1 Smith St', CityTown: 'Parramatta', State: 'NSW', PostalCode: '2150' })));
    expect(errors).toEqual({ 'deliveryAddress.PostalCode': ['delivery not available for 2150'] });
  });

  it('room number required for deliver-to-room', async () => {
    expect(await fieldErrors('1', pickupBody({ orderType: 10, scheduledTime: firstSlot(CHECKOUT_STORE, 'delivery'), room: { RoomNumber: '  ' }, payment: { method: 8 } }))).toEqual(
      { 'room.RoomNumber': ['The Room Number field is required'] },
    );
  });

  it('dine in: table and first name required, last name too unless the table was scanned', async () => {
    const dineIn = (details: Record<string, string | boolean>): TPlaceOrderRequestInput => ({
      orderType: 2,
      items: [{ id: 'p3', quantity: 1 }],
      dineIn: details,
      payment: { method: 8 },
      expectedTotal: 3.5,
    });
    expect(await fieldErrors('1', dineIn({ TableNumber: '', FirstName: '', LastName: '' }))).toEqual({
      'dineIn.TableNumber': ['The Table Number field is required'],
      'dineIn.FirstName': ['The First Name field is required'],
      'dineIn.LastName': ['The Last Name field is required'],
    });
    expect((await placeOrderRequest('1', dineIn({ TableNumber: '4', SecurityCode: tableCode('4'), FirstName: 'Ada', fromScan: true }))).status).toBe(201);
  });

  it('dine in with SMS confirmation needs the phone', async () => {
    await app.stores.save({ ...CHECKOUT_STORE, ID: '7', Slug: 'sms-store', ViewComponentConfigs: { ...CHECKOUT_STORE.ViewComponentConfigs, DineInSMSconfirmation: true } });
    await app.menus.saveMany('7', [(await app.menus.listByStore('1'))[0]]);
    const body: TPlaceOrderRequestInput = {
      orderType: 2,
      items: [{ id: 'p3', quantity: 1 }],
      dineIn: { TableNumber: '4', SecurityCode: tableCode('4'), FirstName: 'Ada', fromScan: true },
      payment: { method: 8 },
      expectedTotal: 3.5,
    };
    expect(await fieldErrors('7', body)).toEqual({ 'dineIn.PhoneNumber': ['The Phone Number field is required'] });
  });

  it('the terms checkbox is required for head offices with IsSushiHub', async () => {
    expect(await fieldErrors('5', pickupBody({ payment: { method: 1, card: CARD }, expectedTotal: 25.6 }))).toEqual({ agreeToTerms: ['Please accept the terms and conditions'] });
  });

  it('a zero total with a name present skips the form checks', async () => {
    const response = await placeOrderRequest(
      '1',
      pickupBody({ items: [{ id: 'p3', quantity: 1 }], couponCodes: ['FREETEA'], contact: { FirstName: 'Ada' }, payment: { method: 1 }, expectedTotal: 0 }),
    );
    expect(response.status).toBe(201);
  });
});

describe('Cards (part 2 §5), each with the spec’s message', () => {
  it.each<[string, Partial<typeof CARD>, Record<string, string[]>]>([
    ['holder required', { CardHolder: '' }, { 'payment.card.CardHolder': ['The Card Holder field is required'] }],
    ['holder 2 to 40', { CardHolder: 'A' }, { 'payment.card.CardHolder': ['The card holder name must be 2 to 40 characters'] }],
    ['holder letters, spaces, hyphens', { CardHolder: 'Ada L0velace' }, { 'payment.card.CardHolder': ['The card holder name may contain letters, spaces and hyphens only'] }],
    ['number required', { CardNumber: '' }, { 'payment.card.CardNumber': ['The Card Number field is required'] }],
    ['number starts with 4, 5 or 3', { CardNumber: '6011 1111 1111 1117' }, { 'payment.card.CardNumber': ['The card number must start with 4, 5 or 3'] }],
    ['number valid (Luhn)', { CardNumber: '4242 4242 4242 4241' }, { 'payment.card.CardNumber': ['The card number is not valid'] }],
    ['American Express only with StripeActivated', { CardNumber: '3782 822463 10005' }, { 'payment.card.CardNumber': ['This card type is not accepted'] }],
    ['expiry required', { ExpireDate: '' }, { 'payment.card.ExpireDate': ['The Expiry Date field is required'] }],
    ['expiry MM/YY', { ExpireDate: '1239' }, { 'payment.card.ExpireDate': ['The expiry date should be MM/YY format'] }],
    ['expiry month 1 to 12', { ExpireDate: '13/39' }, { 'payment.card.ExpireDate': ['The expiry month must be between 01 and 12'] }],
    ['expiry not in the past', { ExpireDate: '01/20' }, { 'payment.card.ExpireDate': ['The card has expired'] }],
    ['CVV required', { CVV: '' }, { 'payment.card.CVV': ['The CVV field is required'] }],
    ['CVV 3 digits without StripeActivated', { CVV: '1234' }, { 'payment.card.CVV': ['The CVV must be 3 digits'] }],
  ])('%s', async (_rule, overrides, expected) => {
    expect(await fieldErrors('1', pickupBody(card(overrides)))).toEqual(expected);
  });

  it('the card form is not checked when paying cash', async () => {
    expect((await placeOrderRequest('1', pickupBody({ payment: { method: 3, card: { CardNumber: 'nonsense' } } }))).status).toBe(201);
  });
});

describe('tampered carts are repriced or refused', () => {
  it('ignores prices and names sent by the browser', async () => {
    const tampered = {
      ...pickupBody(),
      items: [{ id: 'p1', uniqueId: 'line-a', quantity: 2, price: 0.01, name: 'Free', modifiers: [{ ID: 'm-chilli', quantity: 1, Price: -5 }] }],
    };
    const response = await placeOrderRequest('1', tampered);
    expect(response.status).toBe(201);
    expect((await response.json()).total).toBe(25.6);
  });

  it('answers 409 when the browser claims a lower total', async () => {
    const response = await placeOrderRequest('1', pickupBody({ expectedTotal: 0.01 }));
    expect(response.status).toBe(409);
    expect((await response.json()).error.details.total).toBe(25.6);
  });

  it.each<[string, TPlaceOrderRequestInput['items'], Record<string, string[]>]>([
    // A cart left with no line is refused on `items` too (issue 35).
    ['an unknown product', [{ id: 'p-ghost', quantity: 1 }], { 'items.0': ['p-ghost is no longer available'], items: [NO_ITEMS] }],
    ['a sold-out product', [{ id: 'p2', quantity: 1 }], { 'items.0': ['Sold Out Bun is no longer available'], items: [NO_ITEMS] }],
    ['an option of another product', [{ id: 'p3', quantity: 1, modifiers: [{ ID: 'm-egg', quantity: 1 }] }], { 'items.0.modifiers': ['An option of Green Tea is not available'] }],
    [
      'an unknown option id',
      [
        {
          id: 'p1',
          quantity: 1,
          modifiers: [
            { ID: 'm-chilli', quantity: 1 },
            { ID: 'm-gold', quantity: 1 },
          ],
        },
      ],
      { 'items.0.modifiers': ['An option of Pork Dumplings is not available'] },
    ],
    ['a required group left empty', [{ id: 'p1', quantity: 1 }], { 'items.0.modifiers': ['Please choose 1 item(s) from the list below'] }],
    [
      'two choices in a single-choice group',
      [
        {
          id: 'p1',
          quantity: 1,
          modifiers: [
            { ID: 'm-chilli', quantity: 1 },
            { ID: 'm-soy', quantity: 1 },
          ],
        },
      ],
      { 'items.0.modifiers': ['Maximum of 1 item(s) have been selected'] },
    ],
    [
      'an option quantity over its MaxQty',
      [
        {
          id: 'p1',
          quantity: 1,
          modifiers: [
            { ID: 'm-chilli', quantity: 1 },
            { ID: 'm-egg', quantity: 3 },
          ],
        },
      ],
      { 'items.0.modifiers': ['Egg: choose between 1 and 2'] },
    ],
    [
      'a quantity on an option that takes none',
      [{ id: 'p1', quantity: 1, modifiers: [{ ID: 'm-chilli', quantity: 5 }] }],
      { 'items.0.modifiers': ['Chilli: choose between 1 and 1'] },
    ],
  ])('refuses %s naming the item', async (_case, items, expected) => {
    expect(await fieldErrors('1', pickupBody({ items }))).toEqual(expected);
  });

  it('refuses quantities outside 1 to 20 as a bad request', async () => {
    for (const quantity of [0, 21, 1.5, -1]) expect((await placeOrderRequest('1', pickupBody({ items: [{ id: 'p1', quantity }] }))).status).toBe(400);
  });
});

describe('the store and its hours', () => {
  it('answers 404 STORE_NOT_FOUND for a disabled, unknown or malformed store', async () => {
    for (const storeId of ['3', '999', 'checkout-store']) {
      const response = await placeOrderRequest(storeId, pickupBody());
      expect(response.status).toBe(404);
      expect((await response.json()).error).toEqual({ code: 'STORE_NOT_FOUND', message: 'Store cannot be found, please contact support' });
    }
  });

  it('answers 409 STORE_CLOSED for a store not in operation', async () => {
    const response = await placeOrderRequest('2', pickupBody());
    expect(response.status).toBe(409);
    expect((await response.json()).error).toEqual({ code: 'STORE_CLOSED', message: 'Currently not taking online orders' });
  });

  it('takes orders at a test store, which opens by its link', async () => {
    expect((await placeOrderRequest('4', pickupBody({ payment: { method: 1, card: CARD }, expectedTotal: 25.6 }))).status).toBe(201);
  });

  it('answers InvalidDeliveryTime for a time that is no slot', async () => {
    const response = await placeOrderRequest('1', pickupBody({ scheduledTime: firstSlot(CHECKOUT_STORE) + 7 }));
    expect(response.status).toBe(422);
    expect((await response.json()).error.code).toBe('INVALID_DELIVERY_TIME');
  });

  it('answers the minimum per order type: minimum purchase is $20.00 (excluding delivery fee)', async () => {
    const response = await placeOrderRequest(
      '1',
      pickupBody({ ...delivery({ StreetAddress: '1 Pitt St', CityTown: 'Sydney', State: 'NSW', PostalCode: '2000' }), items: [{ id: 'p3', quantity: 1 }] }),
    );
    expect(response.status).toBe(422);
    expect((await response.json()).error).toEqual({ code: 'MINIMUM_NOT_MET', message: 'minimum purchase is $20.00 (excluding delivery fee)' });
  });

  it('refuses an order type the store does not offer', async () => {
    await app.stores.save({ ...CHECKOUT_STORE, ID: '8', Slug: 'no-dine-in', EatIn: false });
    const response = await placeOrderRequest('8', {
      orderType: 2,
      items: [{ id: 'p3', quantity: 1 }],
      dineIn: { TableNumber: '1', FirstName: 'Ada', fromScan: true },
      payment: { method: 8 },
      expectedTotal: 3.5,
    });
    expect(response.status).toBe(422);
    expect((await response.json()).error.code).toBe('INVALID_ORDER_TYPE');
  });
});

describe('never a 500 for anything a client can send', () => {
  it('answers 4xx (or 201) to random bodies', async () => {
    const item = fc.record(
      {
        id: fc.oneof(fc.constantFrom('p1', 'p2', 'p3', 'p4', 'x'), fc.integer()),
        quantity: fc.oneof(fc.integer({ min: -2, max: 25 }), fc.double()),
        modifiers: fc.option(fc.array(fc.record({ ID: fc.constantFrom('m-chilli', 'm-soy', 'm-egg', 'zz'), quantity: fc.integer({ min: 0, max: 30 }) }), { maxLength: 4 })),
      },
      { requiredKeys: ['id'] },
    );
    const body = fc.record(
      {
        orderType: fc.constantFrom(10, 2, 3, 7, '3'),
        scheduledTime: fc.option(fc.oneof(fc.integer({ min: 0 }), fc.constant(firstSlot(CHECKOUT_STORE)))),
        items: fc.array(item, { maxLength: 4 }),
        contact: fc.option(fc.record({ FirstName: fc.string(), Email: fc.string(), PhoneNumber: fc.string() })),
        deliveryAddress: fc.option(fc.record({ StreetAddress: fc.string(), PostalCode: fc.string({ maxLength: 5 }), State: fc.constantFrom('NSW', 'VIC', 'x') })),
        room: fc.option(fc.record({ RoomNumber: fc.string() })),
        dineIn: fc.option(fc.record({ TableNumber: fc.oneof(fc.string(), fc.integer()), FirstName: fc.string(), fromScan: fc.boolean() })),
        couponCodes: fc.option(fc.array(fc.constantFrom('TEA50', 'FREETEA', 'NOTHING', 'nope'), { maxLength: 2 })),
        payment: fc.oneof(
          fc.record({ method: fc.integer({ min: 0, max: 9 }) }),
          fc.record({
            method: fc.constant(1),
            card: fc.record({ CardHolder: fc.string(), CardNumber: fc.constantFrom('4242424242424242', '4000000000000002', '12'), ExpireDate: fc.string(), CVV: fc.string() }),
          }),
        ),
        expectedTotal: fc.oneof(fc.double({ min: -1, max: 500, noNaN: true }), fc.constant(25.6)),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(body, fc.anything()), async (input) => {
        const response = await placeOrderRequest('1', input);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });

  it('answers 400 to a body that is not JSON', async () => {
    expect((await placeOrderRequest('1', '{oops')).status).toBe(400);
  });
});
