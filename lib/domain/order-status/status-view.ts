import { isPayLaterStatus, type ProgressStep } from './progress-step';
import { isDeliveryOnStatusPage } from './display-status';

export type StepperNode = 'pending' | 'preparing' | 'onItsWay' | 'ready';

export type OrderStatusView =
  /** Three-node stepper with the active node (0 pending, 1 preparing, 2 on its way or ready). */
  | { mode: 'stepper'; nodes: [StepperNode, StepperNode, StepperNode]; active: 0 | 1 | 2 }
  | { mode: 'header'; header: 'completed' | 'refunded' | 'cancelRequested' }
  /** Pay later or IsDisableStatusTracking: one of two columns, or a closing state. */
  | { mode: 'twoColumn'; column: 'pending' | 'accepted' | 'refunded' | 'cancelRequested' }
  | { mode: 'failure' };

/**
 * Part 1 §4: the three-node stepper for steps 0 to 3 in normal mode, a completed or refunded
 * header for 4 or 5; two-column mode (pay-later statuses 18 to 20 or IsDisableStatusTracking)
 * shows pending for 0 or 3, accepted for 1, 2 and 4, then refunded or cancel requested.
 */
export function orderStatusView(
  status: number,
  step: ProgressStep,
  orderType: number | null | undefined,
  store?: { IsDisableStatusTracking?: boolean | null } | null,
): OrderStatusView {
  if (step < 0) return { mode: 'failure' };
  if (isPayLaterStatus(status) || store?.IsDisableStatusTracking === true) {
    if (step === 0 || step === 3) return { mode: 'twoColumn', column: 'pending' };
    if (step === 5) return { mode: 'twoColumn', column: 'refunded' };
    if (step === 6) return { mode: 'twoColumn', column: 'cancelRequested' };
    return { mode: 'twoColumn', column: 'accepted' };
  }
  if (step === 4) return { mode: 'header', header: 'completed' };
  if (step === 5) return { mode: 'header', header: 'refunded' };
  if (step === 6) return { mode: 'header', header: 'cancelRequested' };
  const last: StepperNode = isDeliveryOnStatusPage(orderType) ? 'onItsWay' : 'ready';
  // Sent (0) and submitted (3) are both the pending node.
  return { mode: 'stepper', nodes: ['pending', 'preparing', last], active: step === 1 ? 1 : step === 2 ? 2 : 0 };
}
