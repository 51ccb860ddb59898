import { randomUUID } from 'node:crypto';
import { NextRequest } from 'next/server';
import { POST } from '@/app/api/stores/[storeId]/orders/route';
import { drivingMinutes } from '@/lib/domain/delivery/estimate';
import { selectSlotDate } from '@/lib/domain/time/time-slots';
import type { THeadOffice, TMenu, TStore } from '@/lib/schemas/entities';
import { createSqliteDocumentStore } from '@/lib/server/adapters/sqlite/sqlite-document-store';
import { createContainer, setContainerForTests, type Container, type PaymentsConfig } from '@/lib/server/container';
import { loadCatalogue } from '@/lib/server/catalogue/use-cases/load-catalogue';
import { quoteDelivery } from '@/lib/server/catalogue/quote-delivery';
import { testStore } from './catalogue';
import { ZPlaceOrderResponseSchema, type TPlaceOrderRequestInput } from '@/lib/schemas/api/orders';
import { expectAnswer } from './answer';

const allDay = [1, 2, 3, 4, 5, 6, 7].map((DayOfWeek) => ({ DayOfWeek, OpeningTime: '00:00:00', ClosingTime: '00:00:00' }));

/** The security code of a checkout store table's QR link (`?table={name}&s={code}`). */
export const tableCode = (name: string) => `table-${name}-code-Kq7Xw2`;

/** Store 1: every order type, open around the clock, card surcharge, 3-D Secure above $150, tables 1, 2, 4, 7 and 12. */
export const CHECKOUT_STORE: TStore = testStore({
  ID: '1',
  Slug: 'checkout-store',
  Name: 'Checkout Store',
  OfficePhone: '02 9000 0000',
  OperatingHours: allDay,
  Delivery: true,
  PickUp: true,
  EatIn: true,
  ChargeToRoom: true,
  Tables: ['1', '2', '4', '7', '12'].map((Name) => ({ Name, SecurityCode: tableCode(Name) })),
  DeliveryRadius: 20,
  FreightFeeRules: [{ PriceRangeMinimum: 0, PriceRangeMaximum: 1000, FreightFeeAmount: 5, FreightFeePerKilometer: 0, FreightFeeMinimum: 5 }],
  OrderTypeConstraintRules: { '10': { MinimumTotalPrice: 20 } },
  SurchargeBankSettings: [{ CreditCard: 5, AmountMinimum: 0, AmountMaximum: 10000, RateType: 2, Rate: 0.015, IsTaxable: true }],
  '3DSecureMinimumSpend': 150,
  OrderCancellation: { OrderCancellationAllowed: true, CancellationTimeBufferInMinutes: 1 },
  ViewComponentConfigs: { EnableCashOnPickup: true, EatInPayLater: true, DeliverToRoom: true, ChargeToRoomRadio: true, DineInSMSconfirmation: false },
});

export const CLOSED_STORE: TStore = testStore({ ID: '2', Slug: 'closed-store', Name: 'Closed Store', IsInOperation: false });
export const DISABLED_STORE: TStore = testStore({ ID: '3', Slug: 'disabled-store', Name: 'Disabled Store', IsEnabled: false });
export const TEST_STORE: TStore = testStore({ ID: '4', Slug: 'test-store', Name: 'Test Store', IsTest: true, OperatingHours: allDay });
export const TERMS_STORE: TStore = testStore({ ID: '5', Slug: 'terms-store', Name: 'Terms Store', HQCompanyID: 'hq-terms', OperatingHours: allDay });

/** Store 7: the checkout store again under a head office with StripeActivated (its card payments go to Stripe when configured). */
export const STRIPE_STORE: TStore = { ...CHECKOUT_STORE, ID: '7', Slug: 'stripe-store', Name: 'Stripe Store', HQCompanyID: 'hq-stripe' };

/** Alipay, Wechat, Apple pay and Google pay on (EnableAlipayPayment, EnableWechatPayment, ApplePayEnabled, EnableGooglePayment), on the sandbox. */
export const ALIPAY_STORE: TStore = {
  ...CHECKOUT_STORE,
  ID: '8',
  Slug: 'alipay-store',
  Name: 'Alipay Store',
  ViewComponentConfigs: { ...CHECKOUT_STORE.ViewComponentConfigs, EnableAlipayPayment: true, EnableWechatPayment: true, ApplePayEnabled: true, EnableGooglePayment: true },
};
/** Members only: LogIn, LogInMandatory and SMSVerification on. */
export const MEMBERS_STORE: TStore = {
  ...CHECKOUT_STORE,
  ID: '9',
  Slug: 'members-store',
  Name: 'Members Store',
  ViewComponentConfigs: { ...CHECKOUT_STORE.ViewComponentConfigs, LogIn: true, LogInMandatory: true, SMSVerification: true },
};
export const TERMS_HEAD_OFFICE: THeadOffice = { ID: 'hq-terms', Name: 'Sushi Hub', IsSushiHub: true };
export const STRIPE_HEAD_OFFICE: THeadOffice = { ID: 'hq-stripe', Name: 'Stripe Group', StripeActivated: true };

export function checkoutMenu(): TMenu {
  return {
    MenuID: 'main',
    MenuName: 'All day',
    Products: {
      p1: { ID: 'p1', Name: 'Pork Dumplings', Price: 12.8, TaxRate: 0.1, ModifierGroups: ['g-sauce', 'g-extra'] },
      p2: { ID: 'p2', Name: 'Sold Out Bun', Price: 4, TaxRate: 0.1, Status: 3 },
      p3: { ID: 'p3', Name: 'Green Tea', Price: 3.5, TaxRate: 0 },
      p4: { ID: 'p4', Name: 'Banquet', Price: 80, TaxRate: 0.1 },
    },
    ModifierGroups: {
      'g-sauce': {
        ID: 'g-sauce',
        Name: 'Sauce',
        IsSingleSel: true,
        IsForceSel: true,
        Modifiers: [
          { ID: 'm-chilli', Name: 'Chilli', Price: 0 },
          { ID: 'm-soy', Name: 'Soy', Price: 0.5 },
        ],
      },
      'g-extra': { ID: 'g-extra', Name: 'Extras', IncludeQuantity: true, MaximumSelection: 3, Modifiers: [{ ID: 'm-egg', Name: 'Egg', Price: 2, MaxQty: 2 }] },
    },
    Categories: [
      {
        ID: 'c1',
        Name: 'Dumplings',
        DisplayOrder: 1,
        SubMenuItems: [
          { ProductID: 'p1', Name: 'Pork Dumplings', Price: 12.8 },
          { ProductID: 'p2', Name: 'Sold Out Bun', Price: 4 },
          { ProductID: 'p4', Name: 'Banquet', Price: 80 },
        ],
      },
      { ID: 'c2', Name: 'Drinks', DisplayOrder: 2, SubMenuItems: [{ ProductID: 'p3', Name: 'Green Tea', Price: 3.5 }] },
    ],
    EarningRules: [{ DollarSpent: 1, Point: 1 }],
  };
}

/** The checkout menu with a $25 gift card in its gift-card category. */
export function menuWithGiftCard(): TMenu {
  const menu = checkoutMenu();
  return {
    ...menu,
    Products: { ...menu.Products, 'gift-25': { ID: 'gift-25', Name: '$25 gift card', Price: 25, TaxRate: 0 } },
    SpecialCategories: { SCTypeGiftcard: { SubMenuItems: [{ ID: 'gc-25', ProductID: 'gift-25', Name: '$25 gift card', Price: 25 }] } },
  };
}

/** The checkout stores on a fresh in-memory database; `payments` adds Stripe (and production) to the sandbox; `menu` is every store's menu. */
export async function createCheckoutApp(payments: PaymentsConfig = {}, menu: () => TMenu = checkoutMenu): Promise<Container> {
  const app = createContainer(createSqliteDocumentStore({ filename: ':memory:' }), undefined, payments);
  await loadCatalogue({
    documents: app.documents,
    catalogue: {
      headOffices: [TERMS_HEAD_OFFICE, STRIPE_HEAD_OFFICE],
      stores: [CHECKOUT_STORE, CLOSED_STORE, DISABLED_STORE, TEST_STORE, TERMS_STORE, STRIPE_STORE, ALIPAY_STORE, MEMBERS_STORE],
      menus: Object.fromEntries(['1', '2', '3', '4', '5', '7', '8', '9'].map((id) => [id, [menu()]])),
      coupons: [
        { CouponCode: 'TEA50', StoreID: '1', Product: 'p3', PercentageValue: 0.5 },
        { CouponCode: 'NOTHING', StoreID: '1', Product: 'p-none', FreeDollar: 5 },
        { CouponCode: 'FREETEA', StoreID: '1', Product: 'p3', PercentageValue: 1 },
      ],
    },
  });
  setContainerForTests(app);
  return app;
}

/**
 * The first pickup or delivery slot the store offers now (what the page's time list shows
 * first); a delivery's list counts the drive to the address (`drivingMinutesTo`).
 */
export function firstSlot(store: TStore, kind: 'pickup' | 'delivery' = 'pickup', deliveryDurationMinutes?: number): number {
  const selected = selectSlotDate(store, { kind, now: new Date(), deliveryDurationMinutes }).selected;
  if (!selected) throw new Error('the test store has no slot');
  return Math.floor(selected.start.getTime() / 1000);
}

/** The 10 Pitt Street delivery of the checkout tests, inside the checkout store's zone. */
export const PITT_STREET = { StreetAddress: '10 Pitt Street', CityTown: 'Sydney', State: 'NSW', PostalCode: '2000' };

/** Minutes of driving the store's delivery quote measures to an address, as the checkout page's time list counts them. */
export async function drivingMinutesTo(app: Container, store: TStore, address: typeof PITT_STREET): Promise<number> {
  const quote = await quoteDelivery({
    store,
    maps: app.maps,
    address: { Street: address.StreetAddress, Suburb: address.CityTown, State: address.State, Postcode: address.PostalCode },
    orderValue: 0,
  });
  return drivingMinutes(quote.DeliveryDuration);
}

export const CONTACT = { FirstName: 'Ada', LastName: 'Lovelace', Email: 'ada@example.com', PhoneNumber: '0412345678' };
export const CARD = { CardHolder: 'Ada Lovelace', CardNumber: '4242 4242 4242 4242', ExpireDate: '12/39', CVV: '123' };
export const DECLINED_CARD = { ...CARD, CardNumber: '4000 0000 0000 0002' };
export const CHALLENGE_CARD = { ...CARD, CardNumber: '4000 0027 6000 3184' };

/** A cash pickup of two Pork Dumplings with chilli: $25.60. */
export function pickupBody(overrides: Partial<TPlaceOrderRequestInput> = {}): TPlaceOrderRequestInput {
  return {
    orderType: 3,
    scheduledTime: firstSlot(CHECKOUT_STORE),
    items: [{ id: 'p1', uniqueId: 'line-a', quantity: 2, modifiers: [{ ID: 'm-chilli', quantity: 1 }] }],
    contact: CONTACT,
    payment: { method: 3 },
    expectedTotal: 25.6,
    ...overrides,
  };
}

export async function placeOrderRequest(storeId: string, body: unknown, key: string | null = randomUUID(), headers: Record<string, string> = {}) {
  const all: Record<string, string> = { 'content-type': 'application/json', ...headers };
  if (key !== null) all['idempotency-key'] = key;
  const response = await POST(
    new NextRequest(`http://localhost/api/stores/${storeId}/orders`, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers: all }),
    {
      params: Promise.resolve({ storeId }),
    },
  );
  if (response.status === 201) await expectAnswer(response, ZPlaceOrderResponseSchema);
  return response;
}

export async function teardown(app: Container): Promise<void> {
  setContainerForTests(undefined);
  await app.documents.close();
}
