import { ORDER_STATUS } from './statuses';

export interface CancellationStore {
  OrderCancellation?: {
    OrderCancellationAllowed?: boolean | null;
    CancellationTimeBufferInMinutes?: number | string | null;
  } | null;
}

/** Seconds since the epoch (as stored) or an instant. */
export type ScheduledTime = number | Date;

function scheduledMs(time: ScheduledTime | null | undefined): number | null {
  if (time === null || time === undefined) return null;
  const ms = typeof time === 'number' ? time * 1000 : time.getTime();
  return Number.isFinite(ms) ? ms : null;
}

/**
 * Part 2 §5: cancellation is allowed only if the store allows it, the status is 2 or 4, and now
 * is before the scheduled time minus CancellationTimeBufferInMinutes.
 */
export function canCancelOrder(store: CancellationStore | null | undefined, order: { OnlineOrderStatus: number; ScheduledTime?: ScheduledTime | null }, now: Date): boolean {
  const settings = store?.OrderCancellation;
  if (settings?.OrderCancellationAllowed !== true) return false;
  if (order.OnlineOrderStatus !== ORDER_STATUS.accepted && order.OnlineOrderStatus !== ORDER_STATUS.readyOrOnItsWay) return false;
  const scheduled = scheduledMs(order.ScheduledTime);
  if (scheduled === null) return false;
  const buffer = Number(settings.CancellationTimeBufferInMinutes ?? 0);
  const bufferMs = (Number.isFinite(buffer) && buffer > 0 ? buffer : 0) * 60_000;
  return now.getTime() < scheduled - bufferMs;
}
