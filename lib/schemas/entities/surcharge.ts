import { z } from 'zod';
import { ZSurchargeRateTypeSchema } from './codes';
import { ZDayOfWeekSchema, ZEpochSecondsSchema, ZIdSchema, ZLocalDateSchema, ZMoneySchema } from './common';

/**
 * Card surcharge (spec: CreditCard, AmountMinimum, AmountMaximum, RateType, Rate, IsTaxable).
 * Applies to card type code 5 within the min/max order amount; RateType 1 per-unit (flat
 * dollars), 2 percentage (Rate is then a fraction, 0.015 = 1.5 %). Taxable surcharges assume 10 % tax.
 */
export const ZSurchargeBankSettingSchema = z.strictObject({
  ID: ZIdSchema.optional(),
  /** Card type code (5); true means any credit card. */
  CreditCard: z.union([z.number().int().nonnegative(), z.boolean()]),
  AmountMinimum: ZMoneySchema.optional(),
  AmountMaximum: ZMoneySchema.optional(),
  RateType: ZSurchargeRateTypeSchema,
  Rate: z.number().nonnegative(),
  IsTaxable: z.boolean().optional(),
});
export type TSurchargeBankSetting = z.infer<typeof ZSurchargeBankSettingSchema>;

/**
 * Public-holiday / weekend surcharge (spec: Name, AmountMinimum, AmountMaximum, DayOfWeek,
 * StartDate, EndDate, guest counts). The spec gives no rate fields; we add RateType and Rate as
 * for the bank surcharge. Dates are local calendar dates of the store.
 */
export const ZSurchargeHolidaySettingSchema = z.strictObject({
  ID: ZIdSchema.optional(),
  Name: z.string().min(1),
  AmountMinimum: ZMoneySchema.optional(),
  AmountMaximum: ZMoneySchema.optional(),
  /** One weekday or a list; absent means every day. */
  DayOfWeek: z.union([ZDayOfWeekSchema, z.array(ZDayOfWeekSchema)]).optional(),
  StartDate: ZLocalDateSchema.optional(),
  EndDate: ZLocalDateSchema.optional(),
  MinimumGuestCount: z.number().int().nonnegative().optional(),
  MaximumGuestCount: z.number().int().nonnegative().optional(),
  RateType: ZSurchargeRateTypeSchema,
  Rate: z.number().nonnegative(),
  IsTaxable: z.boolean().optional(),
});
export type TSurchargeHolidaySetting = z.infer<typeof ZSurchargeHolidaySettingSchema>;

/** A surcharge charged on an order (spec: Amount, Surcharge_ID, TransactionTime, UDID). */
export const ZSurchargeTransactionSchema = z.looseObject({
  Amount: ZMoneySchema,
  Surcharge_ID: ZIdSchema,
  TransactionTime: ZEpochSecondsSchema,
  UDID: z.string().optional(),
});
export type TSurchargeTransaction = z.infer<typeof ZSurchargeTransactionSchema>;
