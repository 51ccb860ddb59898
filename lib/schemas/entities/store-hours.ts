import { z } from 'zod';
import { ZDayOfWeekSchema, ZLocalDateSchema, ZTimeOfDaySchema } from './common';

/** One day of opening hours, local time of the store (spec: DayOfWeek, OpeningTime, ClosingTime HH:mm:ss). */
export const ZOperatingHoursSchema = z.strictObject({
  DayOfWeek: ZDayOfWeekSchema,
  OpeningTime: ZTimeOfDaySchema,
  ClosingTime: ZTimeOfDaySchema,
});
export type TOperatingHours = z.infer<typeof ZOperatingHoursSchema>;

/**
 * The spec's "second hours list for pre-order or delivery" (DayOfWeek, StartTime, EndTime). The
 * spec does not name the field; we call it PreOrderOperatingHours on the store.
 */
export const ZPreOrderOperatingHoursSchema = z.strictObject({
  DayOfWeek: ZDayOfWeekSchema,
  StartTime: ZTimeOfDaySchema,
  EndTime: ZTimeOfDaySchema,
});
export type TPreOrderOperatingHours = z.infer<typeof ZPreOrderOperatingHoursSchema>;

/** A day (or part of a day) the store takes no orders. Missing times mean the whole day. */
export const ZBlackoutDateSchema = z
  .strictObject({
    Date: ZLocalDateSchema,
    StartTime: ZTimeOfDaySchema.optional(),
    EndTime: ZTimeOfDaySchema.optional(),
    /** Free text shown to staff; not in the spec. */
    Reason: z.string().optional(),
  })
  .refine((b) => (b.StartTime === undefined) === (b.EndTime === undefined), {
    message: 'Give both StartTime and EndTime, or neither for the whole day',
    path: ['EndTime'],
  });
export type TBlackoutDate = z.infer<typeof ZBlackoutDateSchema>;
