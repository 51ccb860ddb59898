/**
 * The order board's view models (issue 17): the page's data and the JSON of /api/board/{storeId}/...
 */
import type { BoardAction, BoardColumn } from '@/lib/domain/board/board-flow';

export interface TBoardOption {
  name: string;
  quantity: number;
  /** sub-options (a meal upgrade's drink, a side's sauce) */
  children: TBoardOption[];
}

export interface TBoardItem {
  name: string;
  quantity: number;
  note: string;
  options: TBoardOption[];
}

/** One order's card: what the kitchen needs, nothing of the payment beyond method and paid. */
export interface TBoardOrder {
  orderId: string;
  orderNumber: string;
  /** its kitchen column, or 'giftCards' for a gift-card sale (nothing to prepare, no actions) */
  column: BoardColumn;
  onlineOrderStatus: number;
  description: string | null;
  /** 10 delivery or room, 3 pickup, 2 dine in, 8 dine in pay later */
  orderType: number;
  roomNumber: string | null;
  table: string | null;
  /** the spec's DineInField (a custom label's answer), if any */
  dineInField: string | null;
  deliveryAddress: string | null;
  deliveryNote: string;
  /** seconds */
  createdOn: number;
  scheduledTime: number;
  asap: boolean;
  /** seconds: when the order shows on the board (scheduled orders: OrderPreparationTime before they are due) */
  visibleFrom: number;
  customerName: string;
  customerPhone: string;
  items: TBoardItem[];
  orderNote: string;
  /** card, points, cash, alipay, wechat, applePay, googlePay, payLater */
  paymentMethod: string;
  paid: boolean;
  payLater: boolean;
  /** 'paid', 'refunded', ... (the order's PaymentStatus; a cash or pay-later order is paid once completed) */
  paymentStatus: string;
  /** what the customer paid or pays, in cents */
  totalCents: number;
  actions: BoardAction[];
}

export interface TBoardProduct {
  id: string;
  name: string;
  soldOut: boolean;
}

/**
 * The store's board sign-in was locked by too many wrong passcodes (from any address): the boards
 * already signed in tell their staff, for a day after it began.
 */
export interface TBoardSignInLock {
  /** seconds since the epoch */
  lockedAt: number;
  /** seconds since the epoch: sign-ins are refused until then */
  lockedUntil: number;
  /** the wrong passcodes that locked it */
  failures: number;
}

/** GET /api/board/{storeId}/orders and the board page's first data. */
export interface TBoardSnapshot {
  storeId: string;
  storeName: string;
  timeZone: string;
  currencyLocale: string | null;
  paused: boolean;
  orders: TBoardOrder[];
  products: TBoardProduct[];
  signInLock: TBoardSignInLock | null;
}

/** The `orders` event of GET /api/board/{storeId}/events: the board's orders now, and the store's latest board sign-in lock. */
export interface TBoardOrdersEvent {
  orders: TBoardOrder[];
  signInLock: TBoardSignInLock | null;
}

/** The board page: the sign-in form, or the board itself. */
export type TBoardPage = { status: 'signIn'; storeId: string; storeName: string } | { status: 'board'; snapshot: TBoardSnapshot };

/** POST /api/board/{storeId}/orders/{orderId}/actions: the order's card after the action (null when it left the board). */
export interface TBoardActionResult {
  orderId: string;
  onlineOrderStatus: number;
  paymentStatus: string;
  order: TBoardOrder | null;
}
