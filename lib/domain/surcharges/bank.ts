/**
 * Bank card surcharge (spec part 1 §9): applies to card type code 5 when the amount lies within
 * the setting's AmountMinimum..AmountMaximum; RateType 1 per unit, 2 percentage; taxable at 10%.
 */
import type { Cents } from '../money/cents';
import { surchargeAmount, surchargeWithTax, withinRange } from './rate';
import { SURCHARGED_CARD_TYPE, type AppliedSurcharge, type SurchargeBankSetting } from './types';

function settingCovers(setting: SurchargeBankSetting, cardTypeCode: number): boolean {
  if (setting.CreditCard === true || setting.CreditCard === null || setting.CreditCard === undefined) return true;
  return setting.CreditCard === cardTypeCode;
}

/**
 * The surcharge for paying `amountCents` with a card of `cardTypeCode`; null when none applies.
 * The first matching setting wins, so overlapping settings never charge twice.
 */
export function bankCardSurcharge(
  settings: readonly SurchargeBankSetting[] | null | undefined,
  cardTypeCode: number | null | undefined,
  amountCents: Cents,
): AppliedSurcharge | null {
  if (cardTypeCode !== SURCHARGED_CARD_TYPE || amountCents <= 0) return null;
  const setting = (settings ?? []).find((s) => settingCovers(s, cardTypeCode) && withinRange(amountCents, s.AmountMinimum, s.AmountMaximum));
  if (!setting) return null;
  const amount = surchargeAmount(setting.RateType, setting.Rate, amountCents);
  if (amount <= 0) return null;
  return surchargeWithTax(amount, setting.IsTaxable, { settingId: setting.ID });
}
