import { describe, expect, it } from '@jest/globals';
import {
  bankCardSurcharge,
  waivedCardSurcharge,
  holidayApplies,
  holidaySurcharges,
  surchargeAmount,
  surchargeFraction,
  surchargeTransactions,
  withinRange,
} from '@/lib/domain/surcharges';

describe('bank card surcharge', () => {
  const settings = [
    { ID: 'small', CreditCard: 5, AmountMinimum: 0, AmountMaximum: 20, RateType: 1, Rate: 0.5, IsTaxable: false },
    { ID: 'large', CreditCard: 5, AmountMinimum: 20.01, AmountMaximum: 0, RateType: 2, Rate: 0.02, IsTaxable: true },
  ];

  it('applies to card type code 5 within AmountMinimum..AmountMaximum', () => {
    expect(bankCardSurcharge(settings, 5, 1500)).toEqual({ settingId: 'small', amount: 50, tax: 0, excludingTax: 50 });
    // 2% of 110.00 = 2.20, taxable at 10%: 0.20 tax
    expect(bankCardSurcharge(settings, 5, 11000)).toEqual({ settingId: 'large', amount: 220, tax: 20, excludingTax: 200 });
  });

  it('does not apply to other card types, zero amounts or without settings', () => {
    expect(bankCardSurcharge(settings, 3, 1500)).toBeNull();
    expect(bankCardSurcharge(settings, 5, 0)).toBeNull();
    expect(bankCardSurcharge(undefined, 5, 1500)).toBeNull();
    expect(bankCardSurcharge([{ CreditCard: 4, RateType: 1, Rate: 1 }], 5, 1500)).toBeNull();
    expect(bankCardSurcharge([{ CreditCard: true, RateType: 1, Rate: 0 }], 5, 1500)).toBeNull();
    expect(bankCardSurcharge([{ RateType: 1, Rate: 1 }], 5, 1500)?.amount).toBe(100);
  });

  it('reads percentage rates as fractions, or percent from 1 up', () => {
    expect(surchargeFraction(0.015)).toBe(0.015);
    expect(surchargeFraction(1.5)).toBe(0.015);
    expect(surchargeFraction(null)).toBe(0);
    expect(surchargeAmount(2, 1.5, 10000)).toBe(150);
    expect(surchargeAmount(1, 0.3, 10000)).toBe(30);
    expect(withinRange(100, 2, 0)).toBe(false);
  });

  it('is waived for debit and prepaid cards where a credit card would pay it, and says which (issue 36)', () => {
    expect(waivedCardSurcharge('debit', settings, 1500)).toBe('debit');
    expect(waivedCardSurcharge('prepaid', settings, 11000)).toBe('prepaid');
    // Nothing to waive: a credit card, a card not known yet, a store without a card surcharge.
    expect(waivedCardSurcharge('credit', settings, 1500)).toBeNull();
    expect(waivedCardSurcharge('unknown', settings, 1500)).toBeNull();
    expect(waivedCardSurcharge(null, settings, 1500)).toBeNull();
    expect(waivedCardSurcharge('debit', [], 1500)).toBeNull();
    expect(waivedCardSurcharge('debit', settings, 0)).toBeNull();
  });
});

describe('holiday surcharge', () => {
  const christmas = { ID: 'xmas', Name: 'Christmas', StartDate: '2026-12-25', EndDate: '2026-12-26T00:00:00', RateType: 2, Rate: 0.1, IsTaxable: true };
  const sundays = { ID: 'sun', Name: 'Sunday', DayOfWeek: 7, RateType: 1, Rate: 2, AmountMinimum: 10 };

  it('uses the store-local date and ISO weekday passed in', () => {
    expect(holidayApplies(christmas, { date: '2026-12-25', isoWeekday: 5 })).toBe(true);
    expect(holidayApplies(christmas, { date: '2026-12-26', isoWeekday: 6 })).toBe(true);
    expect(holidayApplies(christmas, { date: '2026-12-27', isoWeekday: 7 })).toBe(false);
    expect(holidayApplies(christmas, { date: '2026-12-24', isoWeekday: 4 })).toBe(false);
    expect(holidayApplies(sundays, { date: '2026-11-22', isoWeekday: 7 })).toBe(true);
    expect(holidayApplies({ DayOfWeek: [0] }, { date: '2026-11-22', isoWeekday: 7 })).toBe(true);
    expect(holidayApplies({ DayOfWeek: [] }, { date: '2026-11-23', isoWeekday: 1 })).toBe(true);
    expect(holidayApplies(sundays, { date: '2026-11-23', isoWeekday: 1 })).toBe(false);
  });

  it('applies only when IsGeneralSurchargeEnabled and the amount is in range', () => {
    const day = { date: '2026-12-27', isoWeekday: 7 };
    expect(holidaySurcharges([christmas, sundays], true, day, 5000)).toEqual([{ settingId: 'sun', name: 'Sunday', amount: 200, tax: 0, excludingTax: 200 }]);
    expect(holidaySurcharges([christmas, sundays], true, day, 500)).toEqual([]);
    expect(holidaySurcharges([christmas, sundays], false, day, 5000)).toEqual([]);
    expect(holidaySurcharges([christmas], true, null, 5000)).toEqual([]);
    expect(holidaySurcharges(undefined, true, day, 5000)).toEqual([]);
    expect(holidaySurcharges([christmas], true, { date: '2026-12-25', isoWeekday: 5 }, 5000)).toEqual([
      { settingId: 'xmas', name: 'Christmas', amount: 500, tax: 45, excludingTax: 455 },
    ]);
  });

  it('records surcharge transactions with ids and time passed in', () => {
    expect(
      surchargeTransactions(
        [
          { settingId: 'sun', amount: 200, tax: 0, excludingTax: 200 },
          { amount: 5, tax: 0, excludingTax: 5 },
        ],
        1_700_000_000,
        ['t1'],
      ),
    ).toEqual([
      { Amount: 2, Surcharge_ID: 'sun', TransactionTime: 1_700_000_000, UDID: 't1' },
      { Amount: 0.05, Surcharge_ID: null, TransactionTime: 1_700_000_000, UDID: 'surcharge-1' },
    ]);
  });
});
