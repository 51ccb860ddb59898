import { z } from 'zod';
import { ZCssColourSchema, ZEpochSecondsSchema, ZImageUrlSchema, ZMinutesSchema, ZMoneySchema } from './common';

/** Footer policies; a link shows only when the text is present (spec: PolicyTypePrivacy, ...Delivery, ...Refund). */
export const ZPoliciesSchema = z.strictObject({
  PolicyTypePrivacy: z.string().optional(),
  PolicyTypeDelivery: z.string().optional(),
  PolicyTypeRefund: z.string().optional(),
});
export type TPolicies = z.infer<typeof ZPoliciesSchema>;

/** Store pop-up notice, shown until confirmed and again only when CreatedOn is newer. */
export const ZPopUpNotificationSchema = z.strictObject({
  Title: z.string().min(1),
  Message: z.string().min(1),
  CreatedOn: ZEpochSecondsSchema,
});
export type TPopUpNotification = z.infer<typeof ZPopUpNotificationSchema>;

/** Theme (spec: BackgroundPhotos.CommonLogo, Colours.IntroBackground). */
export const ZThemeSettingsSchema = z.strictObject({
  BackgroundPhotos: z.strictObject({ CommonLogo: ZImageUrlSchema.optional() }).optional(),
  Colours: z.strictObject({ IntroBackground: ZCssColourSchema.optional() }).optional(),
});
export type TThemeSettings = z.infer<typeof ZThemeSettingsSchema>;

/** Cancel-request rules: allowed before ScheduledTime minus the buffer, for status 2 or 4. */
export const ZOrderCancellationSchema = z.strictObject({
  OrderCancellationAllowed: z.boolean(),
  CancellationTimeBufferInMinutes: ZMinutesSchema.optional(),
});
export type TOrderCancellation = z.infer<typeof ZOrderCancellationSchema>;

/**
 * Minimum subtotal per order type (excluding delivery). "Keyed by order type": the keys are the
 * order type codes of orders as strings: '10' delivery/room, '2' dine in, '8' dine in pay later, '3' pickup.
 */
export const ZOrderTypeConstraintRulesSchema = z.partialRecord(z.enum(['10', '2', '8', '3']), z.strictObject({ MinimumTotalPrice: ZMoneySchema }));
export type TOrderTypeConstraintRules = z.infer<typeof ZOrderTypeConstraintRulesSchema>;
