import { describe, expect, it } from '@jest/globals';
import { priceCart } from '@/lib/domain/cart';
import {
  buildOrderPayload,
  buildTrackingOrder,
  carriesReferenceNumber,
  GiftOrderDiscountError,
  orderTotalCents,
  orderTotals,
  orderTypeCode,
  paymentGateway,
  priceGiftCart,
  transactionTypeCode,
  type BuildOrderInput,
  type PaymentMethod,
} from '@/lib/domain/order';
import { line, mod } from './fixtures';

const NOW = 1_800_000_000;
const contact = { FirstName: 'Ada', LastName: 'Lovelace', Email: 'ada@example.com', Phone: '0412345678' };

function input(overrides: Partial<BuildOrderInput> = {}): BuildOrderInput {
  const cart = priceCart({
    now: NOW,
    items: [
      line({
        id: 'burger',
        uniqueId: 'i1',
        name: 'Burger',
        price: 12.5,
        quantity: 2,
        categoryId: 'c1',
        categoryName: 'Burgers',
        itemNote: 'no onion',
        modifiers: [mod('cheese', 1.1, 1, [mod('extra', 0.55, 2)])],
      }),
      line({ id: 'cola', uniqueId: 'i2', name: 'Cola', price: 4.4, DisplayingOrder: 7 }),
    ],
    coupon: { CouponCode: 'SAVE', Name: 'Save 10%', PercentageValue: 0.1 },
    deliveryFee: 5.5,
    bankSurcharges: [{ CreditCard: 5, RateType: 2, Rate: 0.01, IsTaxable: true }],
    cardTypeCode: 5,
  });
  return {
    cart,
    kind: 'delivery',
    paymentMethod: 1,
    store: { ID: 's1', Name: 'Fitzroy' },
    ids: { orderUdid: 'o1', paymentUdid: 'p1', surchargeUdids: ['s1'], orderNumber: 'A-1', invoiceNumber: 'INV-1' },
    createdOn: NOW,
    scheduledTime: NOW + 1800,
    contact,
    deliveryAddress: { StreetAddress: '1 Smith St', PostalCode: '3065', CityTown: 'Fitzroy', State: 'VIC' },
    ...overrides,
  };
}

describe('order codes', () => {
  it('maps order types: delivery or room 10, dine in 2 or 8 if pay later, pickup 3', () => {
    expect(orderTypeCode('delivery')).toBe(10);
    expect(orderTypeCode('room')).toBe(10);
    expect(orderTypeCode('dineIn')).toBe(2);
    expect(orderTypeCode('dineIn', true)).toBe(8);
    expect(orderTypeCode('pickup')).toBe(3);
  });

  it('maps UI payment methods to transaction types', () => {
    const methods: PaymentMethod[] = [1, 2, 3, 4, 5, 6, 7, 8];
    expect(methods.map(transactionTypeCode)).toEqual([99, 10, 1, 12, 13, 15, 14, null]);
    expect(methods.filter(carriesReferenceNumber)).toEqual([6, 7]);
    expect(methods.map(paymentGateway)).toEqual([null, null, null, null, null, 6, null, null]);
  });
});

describe('order payload', () => {
  it('builds order items with extras, tax splits and the applied coupon', () => {
    const payload = buildOrderPayload(input());
    expect(payload.OrderItems[0]).toEqual({
      Product_ID: 'burger',
      Name: 'Burger',
      Note: 'no onion',
      Quantity: 2,
      UsingUnitPrice: 12.5,
      UsingTaxRate: 0.1,
      FinalTotalTax: 2.27,
      FinalTotalExcludingTax: 22.73,
      BaseUnitPrice: 12.5,
      ModifyingTax: -0.27,
      ModifyingExcludingTax: -2.67,
      AppliedCoupon: { CouponCode: 'SAVE', Name: 'Save 10%', Amount: 2.94 },
      OrderExtras: [
        {
          Extra_ID: 'cheese',
          Name: 'cheese',
          Quantity: 2,
          UsingUnitPrice: 1.1,
          FinalPriceExcludingTax: 2,
          FinalTax: 0.2,
          ChildrenOrderExtras: [{ Extra_ID: 'extra', Name: 'extra', Quantity: 4, UsingUnitPrice: 0.55, FinalPriceExcludingTax: 2, FinalTax: 0.2, ChildrenOrderExtras: [] }],
        },
      ],
      UDID: 'i1',
      CategoryId: 'c1',
      CategoryName: 'Burgers',
      DisplayingOrder: 0,
    });
    expect(payload.OrderItems[1].DisplayingOrder).toBe(7);
    expect(payload.OrderItems[1].CategoryId).toBeNull();
  });

  it('carries every total with its tax split, the status, type and payment', () => {
    const payload = buildOrderPayload(input());
    // subtotal 2×14.70 + 4.40 = 33.80; coupon 10% = 3.38; delivery 5.50; 1% card surcharge on 35.92 = 0.36
    expect(payload).toMatchObject({
      UDID: 'o1',
      OrderNumber: 'A-1',
      StoreID: 's1',
      OrderType: 10,
      OnlineOrderStatus: 1,
      SubtotalExcludingTax: 30.73,
      SubtotalTax: 3.07,
      DiscountExcludingTax: 3.07,
      DiscountTax: 0.31,
      FreightExcludingTax: 5,
      FreightTax: 0.5,
      POSSurchargeExcludingTax: 0,
      POSSurchargeTax: 0,
      BankCardSurcharge: 0.36,
      BankCardSurchargeTax: 0.03,
      TotalExcludingTax: 32.99,
      TotalTax: 3.29,
      PaymentTransactions: [{ Amount: 36.28, PaymentMethodType: 0, TransactionType: 99, ReferenceNumber: null, UDID: 'p1' }],
      SurchargeTransactions: [{ Amount: 0.36, Surcharge_ID: null, TransactionTime: NOW, UDID: 's1' }],
      DeliveryAddress: { StreetAddress: '1 Smith St', PostalCode: '3065', CityTown: 'Fitzroy', State: 'VIC' },
    });
    expect(payload.IsLiability).toBeUndefined();
  });

  it('charges the createpayment amount: the total excluding tax plus the tax, in cents, the cart’s total', () => {
    const { cart } = input();
    const payload = buildOrderPayload(input());
    expect(orderTotalCents(payload)).toBe(cart.total);
    expect(orderTotalCents({ TotalExcludingTax: 32.98, TotalTax: 3.3 })).toBe(3628);
  });

  it('reads an order written before its discount lines were kept with one Discount line; fees of 0 are left out', () => {
    const stored = {
      SubtotalExcludingTax: 30,
      SubtotalTax: 3,
      DiscountExcludingTax: -2.7,
      DiscountTax: -0.3,
      DeliveryFee: 0,
      HolidaySurcharge: 1.5,
      TotalExcludingTax: 28.77,
      TotalTax: 2.73,
    };
    expect(orderTotals(stored)).toEqual({
      lines: [
        { kind: 'subtotal', cents: 3300 },
        { kind: 'discount', cents: -300 },
        { kind: 'surcharge', cents: 150 },
      ],
      totalCents: 3150,
      taxCents: 273,
    });
  });

  it('the order items and extras add up to the order totals', () => {
    const payload = buildOrderPayload(input());
    const cents = (x: number) => Math.round(x * 100);
    type Extra = (typeof payload.OrderItems)[number]['OrderExtras'][number];
    const extras = (list: Extra[]): number => list.reduce((s, e) => s + cents(e.FinalPriceExcludingTax) + cents(e.FinalTax) + extras(e.ChildrenOrderExtras), 0);
    const items = payload.OrderItems.reduce((s, i) => s + cents(i.FinalTotalExcludingTax) + cents(i.FinalTotalTax) + extras(i.OrderExtras), 0);
    expect(items).toBe(cents(payload.SubtotalExcludingTax) + cents(payload.SubtotalTax));
    const modifying = payload.OrderItems.reduce((s, i) => s + cents(i.ModifyingExcludingTax) + cents(i.ModifyingTax), 0);
    expect(-modifying).toBe(cents(payload.DiscountExcludingTax) + cents(payload.DiscountTax));
  });

  it('carries the reference number for Apple and Google pay, and Apple pay sets PaymentGateway 6', () => {
    const apple = buildTrackingOrder(input({ paymentMethod: 6, paymentReference: 'pi_1' }));
    expect(apple.PaymentTransactions[0]).toMatchObject({ TransactionType: 15, ReferenceNumber: 'pi_1' });
    expect(apple.PaymentGateway).toBe(6);
    const later = buildOrderPayload(input({ kind: 'dineIn', payLater: true, paymentMethod: 8, paymentReference: 'ignored' }));
    expect(later.OrderType).toBe(8);
    expect(later.PaymentTransactions[0]).toMatchObject({ TransactionType: null, ReferenceNumber: null });
    expect(later.DeliveryAddress).toBeNull();
  });

  it('builds the tracking order with Source "Online Order" and the contact fields', () => {
    const tracking = buildTrackingOrder(input({ kind: 'room', roomNumber: '204' }));
    expect(tracking).toMatchObject({
      Source: 'Online Order',
      InvoiceNumber: 'INV-1',
      ContactCustomer_FirstName: 'Ada',
      ContactCustomer_LastName: 'Lovelace',
      ContactCustomer_Email_Address: 'ada@example.com',
      ContactCustomer_Contact_Number: '0412345678',
      AppliedCouponCodes: ['SAVE'],
      RoomNumber: '204',
      Tables: [],
      PaymentGateway: null,
      freeOrderItems: [],
      HolidaySurcharge: 0,
      DeliveryFee: 5.5,
    });
    const dineIn = buildTrackingOrder(input({ kind: 'dineIn', table: { Name: '12', SecurityCode: 'x9' } }));
    expect(dineIn.Tables).toEqual([{ Name: '12', SecurityCode: 'x9' }]);
    expect(dineIn.RoomNumber).toBeNull();
    const bare = buildTrackingOrder({ ...input(), ids: { orderUdid: 'o', paymentUdid: 'p' } });
    expect(bare.InvoiceNumber).toBeNull();
    expect(bare.OrderNumber).toBeNull();
  });

  it('lists lines made free by a rule as freeOrderItems', () => {
    const cart = priceCart({
      now: NOW,
      items: [line({ uniqueId: 'f', price: 3 })],
      priceTriggers: [{ ID: 'free', TriggerType: 2, OutcomePriceType: 1, DiscountPercentageValue: 1 }],
    });
    const tracking = buildTrackingOrder({ ...input(), cart });
    expect(tracking.freeOrderItems.map((i) => i.UDID)).toEqual(['f']);
    expect(tracking.AppliedCouponCodes).toEqual([]);
  });

  it('gift orders are liabilities with no discounts', () => {
    const cart = priceGiftCart([line({ price: 50, quantity: 2 })], NOW, { settings: [{ CreditCard: 5, RateType: 1, Rate: 0.3 }], cardTypeCode: 5 });
    const gift = buildTrackingOrder({ ...input(), cart, kind: 'pickup', isGift: true });
    expect(gift.IsLiability).toBe(true);
    expect(gift.DiscountTax + gift.DiscountExcludingTax).toBe(0);
    expect(gift.AppliedPriceTriggerRecords).toEqual([]);
    expect(gift.BankCardSurcharge).toBe(0.3);
    expect(gift.OrderType).toBe(3);
    expect(() => buildOrderPayload({ ...input(), isGift: true })).toThrow(GiftOrderDiscountError);
  });
});
