/** Structural shapes of the store's surcharge settings (spec part 1 §3), money in dollars. */

export const SURCHARGE_RATE_TYPE = { perUnit: 1, percentage: 2 } as const;

/** Card type code the bank surcharge applies to (spec part 1 §9). */
export const SURCHARGED_CARD_TYPE = 5;

export interface SurchargeBankSetting {
  ID?: string | number;
  /** Card type code the setting is for (5); `true` is read as "any credit card". */
  CreditCard?: number | boolean | null;
  /** Order amount range in dollars; 0 or missing maximum means no upper bound. */
  AmountMinimum?: number | null;
  AmountMaximum?: number | null;
  /** 1 per unit (a flat amount), 2 percentage. */
  RateType?: number;
  /** Dollars for per-unit; a fraction for percentage (values of 1 and above read as percent). */
  Rate?: number | null;
  IsTaxable?: boolean;
}

export interface SurchargeHolidaySetting {
  ID?: string | number;
  Name?: string;
  AmountMinimum?: number | null;
  AmountMaximum?: number | null;
  /** ISO weekday 1 (Monday) .. 7 (Sunday), or a list of them; missing means every day. */
  DayOfWeek?: number | readonly number[] | null;
  /** Store-local dates 'yyyy-MM-dd' (a longer ISO string is cut to its date). */
  StartDate?: string | null;
  EndDate?: string | null;
  /** The spec does not name the holiday rate fields; read like the bank ones. */
  RateType?: number;
  Rate?: number | null;
  IsTaxable?: boolean;
}

/** A surcharge with its tax split, in cents. */
export interface AppliedSurcharge {
  settingId?: string | number;
  name?: string;
  amount: number;
  tax: number;
  excludingTax: number;
}
