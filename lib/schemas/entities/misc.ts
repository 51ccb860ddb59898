import { z } from 'zod';
import { ZLogTypeSchema } from './codes';
import { ZEpochSecondsSchema, ZIdSchema } from './common';

/** A guest check-in (visit registration) (spec: Name, Phone, Email, Table, AgreeToReceivePromotionalOffers, HQCompanyID). */
export const ZGuestCheckInSchema = z.looseObject({
  Name: z.string().trim().min(2),
  Phone: z.string().trim().min(2),
  Email: z.email().optional().or(z.literal('')),
  Table: z.string(),
  AgreeToReceivePromotionalOffers: z.boolean().optional(),
  HQCompanyID: ZIdSchema.optional(),
  StoreID: ZIdSchema.optional(),
  CreatedOn: ZEpochSecondsSchema.optional(),
});
export type TGuestCheckIn = z.infer<typeof ZGuestCheckInSchema>;

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
