import { z } from 'zod';
import { ZLogTypeSchema } from './codes';
import { ZEpochSecondsSchema, ZIdSchema } from './common';

export { ZGuestCheckInSchema, type TGuestCheckIn } from './browser-entities';

/** A log entry shown by /LogViewer (spec: category, desc, path, logType, dateCreated). dateCreated in seconds. */
export const ZLogEntrySchema = z.strictObject({
  category: z.string(),
  desc: z.string(),
  path: z.string(),
  logType: ZLogTypeSchema,
  dateCreated: ZEpochSecondsSchema,
});
export type TLogEntry = z.infer<typeof ZLogEntrySchema>;

/**
 * An email/SMS message template. The spec names the collection without fields; ours: a Name
 * (e.g. 'order-confirmation'), optional store/group scope, locale, subject and body with
 * {placeholders}.
 */
export const ZMessageTemplateSchema = z.strictObject({
  ID: ZIdSchema,
  Name: z.string().min(1),
  Channel: z.enum(['email', 'sms']),
  Locale: z.enum(['en', 'zh-CN']).optional(),
  StoreID: ZIdSchema.optional(),
  HQCompanyID: ZIdSchema.optional(),
  Subject: z.string().optional(),
  Body: z.string().min(1),
});
export type TMessageTemplate = z.infer<typeof ZMessageTemplateSchema>;
