import { z } from 'zod';
import { AU_STATE_CODES } from '../../domain/delivery/au-states';
import { ZEpochSecondsSchema, ZIanaTimeZoneSchema, ZIdSchema, ZImageUrlSchema, ZLocaleNameSchema, ZMinutesSchema, ZMoneySchema, ZTimeOfDaySchema } from './common';
import { ZStoreIdSchema } from './common';
export { ZStoreIdSchema };
import { ZBlackoutDateSchema, ZOperatingHoursSchema, ZPreOrderOperatingHoursSchema } from './store-hours';
import { ZDeliveryAreaSchema, ZFreightFeeRuleSchema, ZThirdPartyDeliverySchema } from './store-delivery';
import { ZSurchargeBankSettingSchema, ZSurchargeHolidaySettingSchema } from './surcharge';
import { ZViewComponentConfigsSchema } from './view-component-configs';
import { ZWidgetAllowedOriginsSchema } from './widget';
import { ZOrderCancellationSchema, ZOrderTypeConstraintRulesSchema, ZPoliciesSchema, ZPopUpNotificationSchema, ZThemeSettingsSchema } from './store-content';
import { ZStoreTablesSchema } from './store-tables';

/** Australian state codes used by the store list tabs and address validation (spec §9). */
export const AU_STATES = AU_STATE_CODES;
export const ZAuStateSchema = z.enum(AU_STATES);
export type TAuState = z.infer<typeof ZAuStateSchema>;

/** Short URL name used by /s/{slug}: lowercase letters, digits and single hyphens. */
export const ZSlugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Slug must be lowercase words joined by '-' (e.g. 'harbour-sydney')");

/** Store address and coordinates (coordinates feed distance sorting and "near me"). */
export const ZStoreLocationSchema = z.strictObject({
  Address: z.string().min(1),
  Suburb: z.string().min(1),
  State: z.string().min(1),
  Postcode: z.string().regex(/^[0-9A-Za-z -]{3,10}$/, 'Postcode is not valid'),
  Country: z.string().min(2),
  Latitude: z.number().min(-90).max(90).optional(),
  Longitude: z.number().min(-180).max(180).optional(),
});
export type TStoreLocation = z.infer<typeof ZStoreLocationSchema>;

const isAustralia = (country: string) => /^(AU|AUS|Australia)$/i.test(country.trim());

/**
 * A store (the spec's "company"). Required: what the product cannot work without (identity,
 * time zone, address, operation switches). Settings are optional; defaults where the spec gives
 * them are in STORE_DEFAULTS. Strict: an unknown or misspelled key is reported by the import.
 * Its Base schema is the plain object without the cross-field checks, for .pick/.partial/.omit
 * (Zod refuses those on refined objects).
 */
export const ZStoreBaseSchema = z.strictObject({
  ID: ZStoreIdSchema,
  Slug: ZSlugSchema,
  Name: z.string().trim().min(1),
  StoreTitle: z.string().optional(),
  Logo: ZImageUrlSchema.optional(),
  ProfileImage: ZImageUrlSchema.optional(),
  /** Head office (branded group) id; absent for an independent store. */
  HQCompanyID: ZIdSchema.optional(),
  /** The group's own company entry; the store list auto-navigates to it unless selectMode. */
  IsHQ: z.boolean().optional(),
  /** Test stores are hidden from the store list. Default false. */
  IsTest: z.boolean().optional(),
  /** Disabled stores are hidden from the store list. */
  IsEnabled: z.boolean(),
  DisplayOrder: z.number().int().optional(),
  /** When the store was added (seconds): the store list's New tab lists it for 60 days from then (lib/domain/store-list/list-tabs.ts). */
  CreatedOn: ZEpochSecondsSchema.optional(),
  TimezoneIanaFormat: ZIanaTimeZoneSchema,
  TimezoneCity: z.string().optional(),
  /** 'id-ID' means rupiah (Rp, no decimals) and the label "tax"; default 'en-AU'. */
  CurrencyLocaleName: ZLocaleNameSchema.optional(),
  Location: ZStoreLocationSchema,
  OfficePhone: z.string().optional(),
  OperatingHours: z.array(ZOperatingHoursSchema),
  /** The spec's unnamed second hours list (pre-order / delivery hours). */
  PreOrderOperatingHours: z.array(ZPreOrderOperatingHoursSchema).optional(),
  BlackoutDates: z.array(ZBlackoutDateSchema).optional(),
  /** Master switch: false means closed whatever the hours say. */
  IsInOperation: z.boolean(),
  /** The order board's staff passcode, as a scrypt hash (`npm run board:passcode`); never sent to a browser. */
  BoardPasscodeHash: z.string().optional(),
  /** Products the order board marked sold out, with the Status each had before (given back when it is back). */
  BoardSoldOut: z.record(z.string(), z.number().int().nullable()).optional(),
  /** Spec spelling ("Preoder") kept so existing data fits. */
  EnablePreoderForDelivery: z.boolean().optional(),
  EnablePreoderForPickup: z.boolean().optional(),
  /** Minutes. */
  OrderPreparationTime: ZMinutesSchema.optional(),
  /** Minutes added to delivery estimates. */
  OrderPreparationDeliveryBuffer: ZMinutesSchema.optional(),
  NumberOfDaysInAdvanceForDelivery: z.number().int().nonnegative().optional(),
  NumberOfDaysInAdvanceForPickup: z.number().int().nonnegative().optional(),
  PreOrderCutOffDays: z.number().int().nonnegative().optional(),
  PreOrderCutOffTime: ZTimeOfDaySchema.optional(),
  /** Minutes between delivery slots; default 15. */
  DeliveryTimeInterval: z.number().int().positive().optional(),
  /** Minutes between pickup slots; default 15. */
  PickupTimeInterval: z.number().int().positive().optional(),
  /** Kilometres. */
  DeliveryRadius: z.number().nonnegative().optional(),
  FreightFeeRules: z.array(ZFreightFeeRuleSchema).optional(),
  DeliveryAreas: z.array(ZDeliveryAreaSchema).optional(),
  EnableThirdPartyDelivery: ZThirdPartyDeliverySchema.optional(),
  /** Hotel stores: deliver to room, charged to the room. */
  ChargeToRoom: z.boolean().optional(),
  Delivery: z.boolean().optional(),
  PickUp: z.boolean().optional(),
  EatIn: z.boolean().optional(),
  /**
   * The tables whose QR links take dine-in orders, each with its security code (store-tables.ts).
   * A store without tables takes no dine-in order: a table link with a wrong code, or none, is refused.
   */
  Tables: ZStoreTablesSchema.optional(),
  ClosingStoreMessage: z.string().optional(),
  StripeActivated: z.boolean().optional(),
  /** Card payments above this total go through 3-D Secure. */
  '3DSecureMinimumSpend': ZMoneySchema.optional(),
  EnableLoyaltyMarketing: z.boolean().optional(),
  /** Custom label of the extra dine-in field (e.g. "Seat"). */
  DineInField: z.string().optional(),
  OrderTypeConstraintRules: ZOrderTypeConstraintRulesSchema.optional(),
  TermsAndConditions: z.string().optional(),
  CancellationTermsAndConditions: z.string().optional(),
  OrderCancellation: ZOrderCancellationSchema.optional(),
  EnableGuestCheckIn: z.boolean().optional(),
  IsDisableStatusTracking: z.boolean().optional(),
  Policies: ZPoliciesSchema.optional(),
  PopUpNotification: ZPopUpNotificationSchema.optional(),
  ThemeSettings: ZThemeSettingsSchema.optional(),
  IsGeneralSurchargeEnabled: z.boolean().optional(),
  SurchargeBankSettings: z.array(ZSurchargeBankSettingSchema).optional(),
  SurchargeHolidaySettings: z.array(ZSurchargeHolidaySettingSchema).optional(),
  ViewComponentConfigs: ZViewComponentConfigsSchema.optional(),
  /** Injected into the page head (trusted store-owner content). */
  EmbeddedJavascript: z.string().optional(),
  /** Sites that may embed this store's widget (`/embed.js`); with the head office's list, the page's CSP frame-ancestors. */
  WidgetAllowedOrigins: ZWidgetAllowedOriginsSchema.optional(),
});

export const ZStoreSchema = ZStoreBaseSchema.superRefine((store, ctx) => {
  if (!isAustralia(store.Location.Country)) return;
  if (!ZAuStateSchema.safeParse(store.Location.State).success) {
    ctx.addIssue({ code: 'custom', path: ['Location', 'State'], message: `State must be one of ${AU_STATES.join(', ')}` });
  }
  if (!/^\d{4}$/.test(store.Location.Postcode)) {
    ctx.addIssue({ code: 'custom', path: ['Location', 'Postcode'], message: 'Australian postcode must be 4 digits' });
  }
});
export type TStore = z.infer<typeof ZStoreSchema>;

/** Defaults the spec gives for settings that may be absent (part 1 §9, part 2 §5). */
export const STORE_DEFAULTS = {
  IsTest: false,
  IsHQ: false,
  CurrencyLocaleName: 'en-AU',
  DeliveryTimeInterval: 15,
  PickupTimeInterval: 15,
  /** Minimum preparation lead in minutes when OrderPreparationTime is absent. */
  OrderPreparationTime: 2,
  /** Tax rate assumed for taxable surcharges. */
  SurchargeTaxRate: 0.1,
} as const;
