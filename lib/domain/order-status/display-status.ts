import type { ProgressStep } from './progress-step';
import { ORDER_STATUS } from './statuses';

/**
 * The description text that marks a failure as "the store could not be reached" rather than a
 * rejection (headline "order failed" instead of "order rejected"). Matched case-insensitively.
 */
export const STORE_UNREACHABLE_TEXTS: readonly string[] = ['problems reaching the store', 'unreachable'];

export type DisplayStatus =
  'failedOrRejected' | 'paymentFailed' | 'rejected' | 'sent' | 'submitted' | 'beingPrepared' | 'onItsWay' | 'readyForPickup' | 'completed' | 'refunded' | 'cancelRequested';

/** Order types the status page treats as delivery (spec: "10 and 2 are delivery"). */
export function isDeliveryOnStatusPage(orderType: number | null | undefined): boolean {
  return orderType === 10 || orderType === 2;
}

/** Dine-in orders (8 and 2) show no estimated time. */
export function showsEstimatedTime(orderType: number | null | undefined): boolean {
  return orderType !== 8 && orderType !== 2;
}

/** Display status of a progress step (part 1 §4). */
export function displayStatus(step: ProgressStep, orderType: number | null | undefined): DisplayStatus {
  switch (step) {
    case -3:
      return 'failedOrRejected';
    case -2:
      return 'paymentFailed';
    case -1:
      return 'rejected';
    case 0:
      return 'sent';
    case 3:
      return 'submitted';
    case 1:
      return 'beingPrepared';
    case 2:
      return isDeliveryOnStatusPage(orderType) ? 'onItsWay' : 'readyForPickup';
    case 4:
      return 'completed';
    case 5:
      return 'refunded';
    case 6:
      return 'cancelRequested';
  }
}

export function isStoreUnreachable(description: string | null | undefined, texts: readonly string[] = STORE_UNREACHABLE_TEXTS): boolean {
  const lower = (description ?? '').toLowerCase();
  return texts.some((text) => lower.includes(text.toLowerCase()));
}

export type OrderHeadline =
  'orderFailed' | 'orderRejected' | 'paymentFailed' | 'orderSent' | 'orderPending' | 'beingPrepared' | 'onItsWay' | 'readyForPickup' | 'completed' | 'refunded' | 'cancelRequested';

const HEADLINE_BY_STATUS: Record<Exclude<DisplayStatus, 'failedOrRejected'>, OrderHeadline> = {
  paymentFailed: 'paymentFailed',
  rejected: 'orderRejected',
  sent: 'orderSent',
  submitted: 'orderPending',
  beingPrepared: 'beingPrepared',
  onItsWay: 'onItsWay',
  readyForPickup: 'readyForPickup',
  completed: 'completed',
  refunded: 'refunded',
  cancelRequested: 'cancelRequested',
};

/**
 * The status page headline: at -3 "order failed" when the description carries the
 * store-unreachable text, else "order rejected"; the other steps follow the display status.
 */
export function orderHeadline(step: ProgressStep, orderType: number | null | undefined, description?: string | null): OrderHeadline {
  const status = displayStatus(step, orderType);
  if (status === 'failedOrRejected') return isStoreUnreachable(description) ? 'orderFailed' : 'orderRejected';
  return HEADLINE_BY_STATUS[status];
}

/** "Your payment will be refunded" follows a rejection, except at status 20. */
export function showsRefundText(step: ProgressStep, status: number): boolean {
  return (step === -1 || step === -3) && status !== ORDER_STATUS.payLaterRejected;
}
