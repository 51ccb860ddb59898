import { z } from 'zod';
import { toAuStateCode } from '@/lib/domain/delivery/au-states';
import { AU_STATES } from '../entities/store';
import { ZCouponSchema } from '../entities/coupon';
import { ZMenuSchema } from '../entities/menu';

/**
 * The store-scoped reads of the public API (/api/stores/{storeId}/...): each request schema beside
 * the schema of its answer. The answers keep the spec's field names where the spec defines the
 * call (coupons, delivery quote).
 */

/** GET /api/stores/{storeId}/state: what an open store page polls every 30 s. */
export const ZStoreStateResponseSchema = z.object({
  /** IsInOperation: false while the board has paused online ordering */
  inOperation: z.boolean(),
  /** product ids the board marked sold out, sorted */
  soldOut: z.array(z.string()),
});

/** GET /api/stores/{storeId}/slots?orderType=3&date=YYYY-MM-DD&postcode= */
export const ZSlotsQuerySchema = z.object({
  orderType: z.enum(['10', '3'], { error: 'errors.field.orderTypeForSlots' }).transform((value) => (value === '3' ? 3 : 10) as 10 | 3),
  date: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'errors.field.dateFormat')
    .optional(),
  postcode: z
    .string()
    .regex(/^\d{4}$/, 'validation.postcodeFormat')
    .optional(),
});

const ZDayPeriodSchema = z.enum(['am', 'pm']);
const ZSlotLabelSchema = z.discriminatedUnion('key', [
  z.object({ key: z.literal('timeSlot.asap'), params: z.object({ time: z.string(), period: ZDayPeriodSchema }) }),
  z.object({ key: z.literal('timeSlot.range'), params: z.object({ from: z.string(), fromPeriod: ZDayPeriodSchema, to: z.string(), toPeriod: ZDayPeriodSchema }) }),
]);

export const ZSlotsResponseSchema = z.object({
  orderType: z.number().int(),
  /** the asked date, or the next day with slots under pre-order */
  date: z.string(),
  dates: z.array(z.string()),
  slots: z.array(
    z.object({
      /** epoch seconds: what is sent back as `scheduledTime` */
      start: z.number().int(),
      end: z.number().int(),
      date: z.string(),
      value: z.string(),
      isAsap: z.boolean(),
      label: ZSlotLabelSchema,
    }),
  ),
});

/** GET /api/stores/{storeId}/menu?menu= (a menu's name or id, else the active one) */
export const ZMenuQuerySchema = z.object({ menu: z.string().trim().max(100).optional() });

export const ZMenuResponseSchema = z.object({
  storeId: z.string(),
  menu: ZMenuSchema,
  /** ids of products only the store's other menus sell */
  soldAtOtherTimes: z.array(z.string()),
});

/** GET /api/stores/{storeId}/coupons/{code}: the code of the path. */
export const ZCouponCodeSchema = z
  .string()
  .trim()
  .min(1, 'coupon.enterCode')
  .max(40, 'coupon.notFound')
  .regex(/^[A-Za-z0-9_-]+$/, 'coupon.notFound');

/** The spec's coupon answer: `{ Success, Coupon }` in the spec's field names. */
export const ZCouponResponseSchema = z.object({ Success: z.literal(true), Coupon: ZCouponSchema });

/**
 * GET /api/stores/{storeId}/delivery-quote query, the spec's delivery fee call (part 2 §7: OrderValue,
 * Street, Suburb, State, Postcode, ScheduledTime). Messages are keys of the spec's address texts,
 * translated by the route wrapper.
 */
export const ZDeliveryQuoteQuerySchema = z.object({
  OrderValue: z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, 'errors.field.orderValue')
    .transform(Number),
  Street: z.string().trim().min(1, 'validation.streetAddressRequired').max(200),
  Suburb: z.string().trim().min(1, 'validation.suburbRequired').max(100),
  State: z
    .string()
    .trim()
    .transform((state) => toAuStateCode(state) ?? state)
    .pipe(z.enum(AU_STATES, { error: 'validation.stateInvalid' })),
  Postcode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'validation.postcodeFormat'),
  /** Accepted for the spec's shape; the fee does not depend on the time. */
  ScheduledTime: z.string().trim().max(40).optional(),
});
export type TDeliveryQuoteQuery = z.infer<typeof ZDeliveryQuoteQuerySchema>;

/** 200 body of GET /api/stores/{storeId}/delivery-quote (the spec's delivery fee call). */
export const ZDeliveryQuoteResponseSchema = z.object({
  Success: z.literal(true),
  /** dollars */
  Fee: z.number(),
  /** seconds of driving, at least 60 */
  DeliveryDuration: z.number(),
  SubsidyFee: z.number(),
  /** billable distance: whole km, at least 1 */
  distanceKm: z.number(),
  /** minutes from now: duration + preparation + buffer, to 10 minutes later */
  estimate: z.object({ fromMinutes: z.number(), toMinutes: z.number() }),
});
