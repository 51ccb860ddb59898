/**
 * JSON shapes of the order API (docs/api.md), shared by the route handlers and the browser.
 */
import type { TimeSlotLabel } from '@/lib/domain/time/time-slot.types';

/** What the browser does after POST /api/stores/{storeId}/orders answered 201. */
export type TPlaceOrderNext =
  /** nothing more to do: go to statusUrl (paid, cash, pay later, zero total) */
  | { type: 'done' }
  /** send the browser to a page of the payment provider (3-D Secure challenge, Alipay, WeChat Pay); it returns to statusUrl */
  | { type: 'redirect'; url: string };

/** 201 body of POST /api/stores/{storeId}/orders (the same body again for a retry with the same key). */
export interface TPlaceOrderResult {
  orderId: string;
  orderNumber: string;
  onlineOrderStatus: number;
  /** dollars, as charged */
  total: number;
  /** the order status page, with the guest's access token; relative, without locale prefix */
  statusUrl: string;
  next: TPlaceOrderNext;
  /** when the card was declined (onlineOrderStatus 6): the provider's code and its message for the customer, if it gave one */
  paymentError?: { code: string; message: string | null };
  /**
   * Only when the guest asked for an account (createUserForGuest) at a store with LogIn:
   * 'created' (the order is the new member's, the link to set their password is mailed, and the
   * answer signs them in), or 'exists' (the email has an account already: a guest's order).
   */
  guestAccount?: 'created' | 'exists';
}

/** One line of the server's priced cart, sent with 409 PRICE_CHANGED so the page can show it. */
export interface TPricedLineView {
  uniqueId: string;
  productId: string;
  name: string;
  quantity: number;
  /** dollars, after discounts */
  total: number;
}

/** `error` of a 409 PRICE_CHANGED answer carries the server's prices. */
export interface TPriceChangedDetails {
  total: number;
  subtotal: number;
  discount: number;
  delivery: number;
  surcharge: number;
  bankCardSurcharge: number;
  lines: TPricedLineView[];
  /** products of the cart the menu no longer sells (removed from the order) */
  removed: string[];
}

/** The order as the status page shows it: GET /api/orders/{orderId} and the page's first render. */
export interface TOrderStatusView {
  orderId: string;
  orderNumber: string;
  storeId: string;
  storeSlug: string;
  storeName: string;
  storeAddress: string;
  storePhone: string | null;
  onlineOrderStatus: number;
  onlineOrderStatusDescription: string | null;
  /** order code: 10 delivery or room, 2 dine in, 8 dine in pay later, 3 pickup */
  orderType: number;
  /** epoch seconds */
  createdOn: number;
  /** epoch seconds */
  scheduledTime: number;
  /** the store's zone, to show dates in the store's time */
  timeZone: string;
  /** estimated minutes: delivery duration + preparation + buffer, or pickup preparation; null for dine in */
  estimateMinutes: { from: number; to: number } | null;
  isDisableStatusTracking: boolean;
  /** dollars */
  total: number;
  /** true when the order was placed without an account */
  guest: boolean;
  /** the order made its customer's account (Become member at checkout): the email-confirmation notice */
  accountCreatedAtCheckout: boolean;
}

/** One server-sent event of GET /api/orders/{orderId}/events (event name `status`). */
export interface TOrderStatusEvent {
  orderId: string;
  onlineOrderStatus: number;
  onlineOrderStatusDescription: string | null;
}

/** One slot of GET /api/stores/{storeId}/slots (the domain's TimeSlot as JSON). */
export interface TSlotView {
  /** epoch seconds: what is sent back as `scheduledTime` */
  start: number;
  end: number;
  /** store-local 'yyyy-MM-dd' */
  date: string;
  /** store-local 'HH:mm' */
  value: string;
  isAsap: boolean;
  label: TimeSlotLabel;
}

/** 200 body of GET /api/stores/{storeId}/slots?orderType=&date= */
export interface TSlotsResponse {
  orderType: number;
  /** the date the slots are for: the asked date, or the next day with slots under pre-order */
  date: string;
  /** dates the date picker offers (empty when pre-order is off for the type) */
  dates: string[];
  slots: TSlotView[];
}

/** The provider's trade status of an Alipay or Wechat payment, as the checkout shows it on a return that did not pay. */
export type TTradeStatus = 'TRADE_SUCCESS' | 'WAIT_BUYER_PAY' | 'TRADE_CLOSED';

/**
 * 200 body of POST /api/orders/{orderId}/payment-return?t=: how an Alipay or Wechat payment went,
 * read from the provider (never from the return's query). 'paid' and 'pending' (the provider is
 * still confirming) go on to the order; 'failed' stays on the checkout with the trade status.
 */
export interface TPaymentReturnResult {
  outcome: 'paid' | 'pending' | 'failed';
  tradeStatus: TTradeStatus;
  /** the provider's words when it refused the payment */
  message: string | null;
  /** the order as placed: for the device's order history and the status page */
  order: TPlaceOrderResult;
}
