import { describe, expect, it } from '@jest/globals';
import {
  ONLINE_ORDER_STATUS,
  ORDER_TYPE,
  PAYMENT_METHOD,
  TRANSACTION_TYPE,
  ZCartItemSchema,
  ZGuestCheckInSchema,
  ZHistoryOrderSchema,
  ZLogEntrySchema,
  ZMessageTemplateSchema,
  ZOrderSchema,
  ZPaymentMethodSchema,
  ZTrackingOrderSchema,
} from '@/lib/schemas/entities';
import { issuePaths } from './examples';

const item = {
  Product_ID: 'p1',
  Name: 'Burger',
  Quantity: 2,
  UsingUnitPrice: 16,
  UsingTaxRate: 0.1,
  FinalTotalTax: 2.91,
  FinalTotalExcludingTax: 29.09,
  OrderExtras: [
    {
      Extra_ID: 'm1',
      Name: 'Steak',
      Quantity: 1,
      UsingUnitPrice: 4,
      FinalPriceExcludingTax: 3.64,
      FinalTax: 0.36,
      ChildrenOrderExtras: [{ Extra_ID: 'd1', Name: 'Medium rare', Quantity: 1, UsingUnitPrice: 0, FinalPriceExcludingTax: 0, FinalTax: 0 }],
    },
  ],
};
const order = {
  StoreID: '1001',
  StoreName: 'Harbour',
  OrderType: 10,
  OnlineOrderStatus: 1,
  CreatedOn: 1790000000,
  ScheduledTime: 1790001800,
  OrderItems: [item],
  PaymentTransactions: [{ Amount: 32, PaymentMethodType: 99 }],
  SubtotalExcludingTax: 29.09,
  SubtotalTax: 2.91,
  TotalExcludingTax: 29.09,
  TotalTax: 2.91,
};

describe('orders', () => {
  it('accepts an order with nested extras', () => {
    expect(issuePaths(ZOrderSchema.safeParse(order))).toEqual([]);
  });
  it.each([10, 2, 8, 3])('accepts order type %i', (OrderType) => {
    expect(ZOrderSchema.safeParse({ ...order, OrderType }).success).toBe(true);
  });
  it.each([99, 10, 1, 12, 13, 15, 14, null])('accepts transaction type %p', (PaymentMethodType) => {
    expect(ZOrderSchema.safeParse({ ...order, PaymentTransactions: [{ Amount: 1, PaymentMethodType }] }).success).toBe(true);
  });
  it.each([
    ['OrderType', { OrderType: 0 }],
    ['OnlineOrderStatus', { OnlineOrderStatus: 13 }],
    ['PaymentTransactions.0.PaymentMethodType', { PaymentTransactions: [{ Amount: 1, PaymentMethodType: 2 }] }],
    [
      'OrderItems.0.OrderExtras.0.ChildrenOrderExtras.0.Quantity',
      { OrderItems: [{ ...item, OrderExtras: [{ ...item.OrderExtras[0], ChildrenOrderExtras: [{ ...item.OrderExtras[0].ChildrenOrderExtras[0], Quantity: 0 }] }] }] },
    ],
    ['CreatedOn', { CreatedOn: '2026-01-01' }],
    ['OrderItems', { OrderItems: [] }],
  ])('rejects a bad %s', (path, patch) => {
    expect(issuePaths(ZOrderSchema.safeParse({ ...order, ...patch }))).toContain(path);
  });
  it('tracking orders carry Source "Online Order"', () => {
    expect(ZTrackingOrderSchema.safeParse({ ...order, Source: 'Online Order', AppliedCouponCodes: ['WELCOME10'], Tables: [{ Name: '12', SecurityCode: 'x' }] }).success).toBe(true);
    expect(issuePaths(ZTrackingOrderSchema.safeParse({ ...order, Source: 'POS' }))).toEqual(['Source']);
  });
  it('history orders', () => {
    expect(ZHistoryOrderSchema.safeParse({ UDID: 'o1', OrderType: 3, OnlineOrderStatus: 20, ScheduledTime: 1, CreatedOn: 1, StoreID: '1001', StoreName: 'H' }).success).toBe(true);
  });
  it('names the codes of the spec', () => {
    expect(ORDER_TYPE).toMatchObject({ Delivery: 10, DineIn: 2, DineInPayLater: 8, Pickup: 3 });
    expect(TRANSACTION_TYPE).toEqual({ Card: 99, Points: 10, Cash: 1, Alipay: 12, Wechat: 13, ApplePay: 15, GooglePay: 14 });
    expect(Object.values(PAYMENT_METHOD)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ZPaymentMethodSchema.safeParse(9).success).toBe(false);
    expect(ONLINE_ORDER_STATUS.CancelRequested).toBe(12);
  });
});

describe('other entities', () => {
  it('guest check-in, log entry, message template, cart item', () => {
    expect(ZGuestCheckInSchema.safeParse({ Name: 'Al', Phone: '0412345678', Email: '', Table: '0', AgreeToReceivePromotionalOffers: false, HQCompanyID: 'hq' }).success).toBe(true);
    expect(issuePaths(ZGuestCheckInSchema.safeParse({ Name: 'A', Phone: '04', Table: '1' }))).toEqual(['Name']);
    expect(ZLogEntrySchema.safeParse({ category: 'api', desc: 'boom', path: '/store/1', logType: 'Error', dateCreated: 1 }).success).toBe(true);
    expect(issuePaths(ZLogEntrySchema.safeParse({ category: 'api', desc: 'x', path: '/', logType: 'Debug', dateCreated: 1 }))).toEqual(['logType']);
    expect(ZMessageTemplateSchema.safeParse({ ID: 't', Name: 'order-confirmation', Channel: 'email', Body: 'Hi {name}' }).success).toBe(true);
    const cartItem = {
      id: 'p1',
      uniqueId: 'u',
      name: 'Burger',
      price: 16,
      tax: 0.1,
      quantity: 1,
      modifiers: [{ ID: 'm', Name: 'Steak', quantity: 1, Price: 4, selectedSubmodifiers: [{ ID: 'd', Name: 'Rare', quantity: 1, Price: 0 }] }],
      created: 1,
    };
    expect(ZCartItemSchema.safeParse(cartItem).success).toBe(true);
    expect(issuePaths(ZCartItemSchema.safeParse({ ...cartItem, quantity: 21 }))).toEqual(['quantity']);
  });
});
