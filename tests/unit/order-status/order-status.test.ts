import { describe, expect, it } from '@jest/globals';
import { displayStatus, isStoreUnreachable, orderHeadline, showsEstimatedTime, showsRefundText } from '../../../lib/domain/order-status/display-status';
import { CANCEL_REQUESTED_STATUS, isPayLaterStatus, progressStep, type ProgressStep } from '../../../lib/domain/order-status/progress-step';
import { orderStatusView } from '../../../lib/domain/order-status/status-view';

describe('OnlineOrderStatus to progress step (part 1 §4)', () => {
  it.each([
    [1, 0],
    [7, 0],
    [8, 0],
    [18, 0],
    [2, 1],
    [19, 1],
    [4, 2],
    [9, 3],
    [5, 4],
    [10, 5],
    [12, 6],
    [11, -1],
    [20, -1],
    [6, -2],
    [3, -3],
  ])('status %i gives step %i', (status, step) => {
    expect(progressStep(status)).toBe(step);
  });

  it.each([[0], [13], [99], [null], [undefined]])('status %s is not mapped', (status) => {
    expect(progressStep(status)).toBeNull();
  });

  it('pay later statuses are 18 to 20; cancel request writes 12', () => {
    expect([17, 18, 19, 20, 21].map(isPayLaterStatus)).toEqual([false, true, true, true, false]);
    expect(CANCEL_REQUESTED_STATUS).toBe(12);
  });
});

describe('display status and headline', () => {
  it.each([
    [-3, 3, 'failedOrRejected'],
    [-2, 3, 'paymentFailed'],
    [-1, 3, 'rejected'],
    [0, 3, 'sent'],
    [3, 3, 'submitted'],
    [1, 3, 'beingPrepared'],
    [2, 10, 'onItsWay'],
    [2, 2, 'onItsWay'],
    [2, 3, 'readyForPickup'],
    [2, 8, 'readyForPickup'],
    [4, 3, 'completed'],
    [5, 3, 'refunded'],
    [6, 3, 'cancelRequested'],
  ] as [ProgressStep, number, string][])('step %i, order type %i: %s', (step, orderType, expected) => {
    expect(displayStatus(step, orderType)).toBe(expected);
  });

  it.each([
    [-3, 'We are having problems reaching the store', 'orderFailed'],
    [-3, 'Store UNREACHABLE', 'orderFailed'],
    [-3, 'Out of stock', 'orderRejected'],
    [-3, null, 'orderRejected'],
    [-2, null, 'paymentFailed'],
    [-1, 'Too busy', 'orderRejected'],
    [0, null, 'orderSent'],
    [3, null, 'orderPending'],
    [1, null, 'beingPrepared'],
    [2, null, 'onItsWay'],
    [4, null, 'completed'],
    [5, null, 'refunded'],
    [6, null, 'cancelRequested'],
  ] as [ProgressStep, string | null, string][])('step %i with description %s: %s', (step, description, expected) => {
    expect(orderHeadline(step, 10, description)).toBe(expected);
  });

  it('matches a custom store-unreachable text', () => {
    expect(isStoreUnreachable('POS offline', ['pos offline'])).toBe(true);
    expect(isStoreUnreachable(undefined)).toBe(false);
  });

  it.each([
    [-1, 11, true],
    [-1, 20, false],
    [-3, 3, true],
    [-2, 6, false],
    [1, 2, false],
  ] as [ProgressStep, number, boolean][])('refund text at step %i status %i: %s', (step, status, expected) => {
    expect(showsRefundText(step, status)).toBe(expected);
  });

  it.each([
    [10, true],
    [3, true],
    [2, false],
    [8, false],
    [null, true],
  ])('order type %s shows an estimate: %s', (orderType, expected) => {
    expect(showsEstimatedTime(orderType)).toBe(expected);
  });
});

describe('stepper or two-column view', () => {
  const view = (status: number, orderType = 10, store?: { IsDisableStatusTracking?: boolean }) => orderStatusView(status, progressStep(status)!, orderType, store);
  it.each([
    ['sent (1): pending node', view(1), { mode: 'stepper', active: 0, nodes: ['pending', 'preparing', 'onItsWay'] }],
    ['submitted (9): pending node', view(9), { mode: 'stepper', active: 0 }],
    ['accepted (2): preparing', view(2), { mode: 'stepper', active: 1 }],
    ['on its way (4, delivery)', view(4), { mode: 'stepper', active: 2, nodes: ['pending', 'preparing', 'onItsWay'] }],
    ['ready (4, pickup)', view(4, 3), { mode: 'stepper', active: 2, nodes: ['pending', 'preparing', 'ready'] }],
    ['completed (5): header', view(5), { mode: 'header', header: 'completed' }],
    ['refunded (10): header', view(10), { mode: 'header', header: 'refunded' }],
    ['cancel requested (12): header', view(12), { mode: 'header', header: 'cancelRequested' }],
    ['failed (3)', view(3), { mode: 'failure' }],
    ['pay later created (18): pending column', view(18, 8), { mode: 'twoColumn', column: 'pending' }],
    ['pay later accepted (19): accepted column', view(19, 8), { mode: 'twoColumn', column: 'accepted' }],
    ['pay later rejected (20): failure', view(20, 8), { mode: 'failure' }],
    ['tracking disabled, sent (1): pending', view(1, 10, { IsDisableStatusTracking: true }), { mode: 'twoColumn', column: 'pending' }],
    ['tracking disabled, submitted (9): pending', view(9, 10, { IsDisableStatusTracking: true }), { mode: 'twoColumn', column: 'pending' }],
    ['tracking disabled, accepted (2)', view(2, 10, { IsDisableStatusTracking: true }), { mode: 'twoColumn', column: 'accepted' }],
    ['tracking disabled, on its way (4)', view(4, 10, { IsDisableStatusTracking: true }), { mode: 'twoColumn', column: 'accepted' }],
    ['tracking disabled, completed (5)', view(5, 10, { IsDisableStatusTracking: true }), { mode: 'twoColumn', column: 'accepted' }],
    ['tracking disabled, refunded (10)', view(10, 10, { IsDisableStatusTracking: true }), { mode: 'twoColumn', column: 'refunded' }],
    ['tracking disabled, cancel requested (12)', view(12, 10, { IsDisableStatusTracking: true }), { mode: 'twoColumn', column: 'cancelRequested' }],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toMatchObject(expected);
  });
});
