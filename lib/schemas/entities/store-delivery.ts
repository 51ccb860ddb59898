import { z } from 'zod';
import { ZDayOfWeekSchema, ZMoneySchema, ZTimeOfDaySchema } from './common';

/**
 * A delivery fee band by order value (spec: PriceRangeMinimum, PriceRangeMaximum,
 * FreightFeeAmount, FreightFeePerKilometer, FreightFeeMinimum). Fee = amount + per-km x km,
 * at least FreightFeeMinimum.
 */
export const ZFreightFeeRuleSchema = z
  .strictObject({
    PriceRangeMinimum: ZMoneySchema,
    PriceRangeMaximum: ZMoneySchema.optional(),
    FreightFeeAmount: ZMoneySchema,
    FreightFeePerKilometer: ZMoneySchema.optional(),
    FreightFeeMinimum: ZMoneySchema.optional(),
  })
  .refine((r) => r.PriceRangeMaximum === undefined || r.PriceRangeMaximum >= r.PriceRangeMinimum, {
    message: 'PriceRangeMaximum must not be below PriceRangeMinimum',
    path: ['PriceRangeMaximum'],
  });
export type TFreightFeeRule = z.infer<typeof ZFreightFeeRuleSchema>;

/**
 * A delivery window of a delivery area. The spec names TimeSlots without fields; we model a
 * local time range, optionally for one weekday only.
 */
export const ZDeliveryTimeSlotSchema = z.strictObject({
  DayOfWeek: ZDayOfWeekSchema.optional(),
  StartTime: ZTimeOfDaySchema,
  EndTime: ZTimeOfDaySchema,
});
export type TDeliveryTimeSlot = z.infer<typeof ZDeliveryTimeSlotSchema>;

/** Postcodes may arrive as strings ('2000') or numbers (2000) from existing data. */
const ZPostcodeBoundSchema = z.union([z.string().regex(/^\d{3,6}$/, 'Postcode must be digits'), z.number().int().nonnegative()]);

/** A delivery area: an inclusive postcode range (spec: PostcodeFrom, PostcodeTo, TimeSlots). */
export const ZDeliveryAreaSchema = z
  .strictObject({
    PostcodeFrom: ZPostcodeBoundSchema,
    PostcodeTo: ZPostcodeBoundSchema,
    TimeSlots: z.array(ZDeliveryTimeSlotSchema).optional(),
  })
  .refine((a) => Number(a.PostcodeTo) >= Number(a.PostcodeFrom), {
    message: 'PostcodeTo must not be below PostcodeFrom',
    path: ['PostcodeTo'],
  });
export type TDeliveryArea = z.infer<typeof ZDeliveryAreaSchema>;

/** Third-party delivery switches (spec: EnableThirdPartyDelivery.DoorDash). */
export const ZThirdPartyDeliverySchema = z.strictObject({
  DoorDash: z.boolean().optional(),
});
export type TThirdPartyDelivery = z.infer<typeof ZThirdPartyDeliverySchema>;
