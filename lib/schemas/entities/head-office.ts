import { z } from 'zod';
import { ZIdSchema, ZImageUrlSchema } from './common';
import { ZThemeSettingsSchema } from './store-content';
import { ZWidgetAllowedOriginsSchema } from './widget';

/**
 * Head office document of a branded group (spec: ProfileImage, TermsAndConditions, IsSushiHub,
 * StripeActivated). ID and Name are ours: stores point at it through HQCompanyID and the brand
 * needs a display name. When branded and TermsAndConditions is present, it replaces the store's.
 */
export const ZHeadOfficeSchema = z.strictObject({
  ID: ZIdSchema,
  Name: z.string().trim().min(1),
  Logo: ZImageUrlSchema.optional(),
  ProfileImage: ZImageUrlSchema.optional(),
  TermsAndConditions: z.string().optional(),
  /** Shows the terms-acceptance checkbox at checkout. */
  IsSushiHub: z.boolean().optional(),
  StripeActivated: z.boolean().optional(),
  ThemeSettings: ZThemeSettingsSchema.optional(),
  /** The company's script, run in the brand's store pages under the page's CSP nonce (trusted head-office content). */
  EmbeddedJavascript: z.string().optional(),
  /** Sites that may embed the widget of every store of the group (added to each store's own list). */
  WidgetAllowedOrigins: ZWidgetAllowedOriginsSchema.optional(),
});
export type THeadOffice = z.infer<typeof ZHeadOfficeSchema>;
