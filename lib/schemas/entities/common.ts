import { z } from 'zod';

/**
 * Shared building blocks for the entity schemas. Field names elsewhere follow the spec exactly
 * (PascalCase as written); these primitives only pin down the formats the spec states.
 */

/** Document ids are non-empty strings (store ids are numeric strings such as '1001'). */
export const ZIdSchema = z.string().trim().min(1, 'Id must not be empty');

/** Local wall-clock time 'HH:mm:ss' (spec: OpeningTime/ClosingTime HH:mm:ss). 'HH:mm' is also accepted. */
export const ZTimeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, "Time must be 'HH:mm:ss' (24-hour)");

/** Local calendar date 'YYYY-MM-DD' (blackout days, holiday surcharge ranges). */
export const ZLocalDateSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "Date must be 'YYYY-MM-DD'");

/** A point in time as whole seconds since the Unix epoch, UTC (spec: CreatedOn, StartAt, EndAt...). */
export const ZEpochSecondsSchema = z.number().int('Time must be whole seconds since epoch').nonnegative();

/** Money in major units (dollars, rupiah): 12.5 means $12.50. Never negative. */
export const ZMoneySchema = z.number().finite().nonnegative('Amount must not be negative');

/** Money that may be negative (discount deltas such as ModifyingExcludingTax). */
export const ZSignedMoneySchema = z.number().finite();

/** Tax rate as a fraction: 0.1 means 10 % (tax is inclusive, spec §1). */
export const ZTaxRateSchema = z.number().min(0).max(1, 'TaxRate is a fraction (0.1 = 10%)');

/** A fraction between 0 and 1 (percentage values are stored as fractions, displayed times 100). */
export const ZFractionSchema = z.number().min(0).max(1, 'Percentage is a fraction (0.1 = 10%)');

/**
 * Day of week, Monday 1 to Sunday 7 (spec §9). Some helpers of the old app use 0 for Sunday,
 * so 0 is accepted and means Sunday.
 */
export const ZDayOfWeekSchema = z.number().int().min(0, 'DayOfWeek is 1 (Monday) to 7 (Sunday); 0 also means Sunday').max(7, 'DayOfWeek is 1 (Monday) to 7 (Sunday)');

/** Whole minutes, never negative. */
export const ZMinutesSchema = z.number().int().nonnegative();

/** A URL or a site-relative path such as '/images/demo/pho.svg'. */
export const ZImageUrlSchema = z.string().regex(/^(\/|https?:\/\/|data:image\/)/, "Image must be an http(s) URL or a site path starting with '/'");

/** A CSS colour (#rgb, #rrggbb, #rrggbbaa, rgb()/hsl() or a named colour). */
export const ZCssColourSchema = z.string().regex(/^(#[0-9a-fA-F]{3,8}|(rgb|rgba|hsl|hsla)\([^)]*\)|[a-zA-Z]+)$/, 'Not a CSS colour');

/** An IANA time zone such as 'Australia/Sydney'; checked against the runtime's zone database. */
export const ZIanaTimeZoneSchema = z.string().refine(isIanaTimeZone, 'Not an IANA time zone (e.g. Australia/Sydney)');

function isIanaTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)+$/.test(zone) && zone !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A BCP 47 locale used for currency formatting, e.g. 'en-AU' or 'id-ID' (rupiah, no decimals). */
export const ZLocaleNameSchema = z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, "Locale must look like 'en-AU' or 'id-ID'");

/** Email as the forms accept it (kept simple on purpose; the forms layer does the user-facing check). */
export const ZEmailSchema = z.email();

/** Store ids are numeric strings: the spec treats a numeric storename in the URL as the store id. */
export const ZStoreIdSchema = z.string().regex(/^\d+$/, "Store ID must be a numeric string such as '1001'");
