import type { SurchargeLine } from '@/components/cart/cart-totals';
import type { PricedCart } from '@/lib/domain/cart';
import { surchargeFraction } from '@/lib/domain/surcharges/rate';
import type { TCheckoutFlags, TCheckoutStore } from '@/lib/views/checkout';

type Translate = (key: 'holidaySurcharge' | 'bankSurcharge' | 'bankSurchargeRate', values?: { rate: string }) => string;

/** On checkout each surcharge has its own named line (spec: holiday and bank surcharge lines), the card's with its rate where the store shows it. */
export function checkoutSurchargeLines(
  priced: PricedCart,
  store: Pick<TCheckoutStore, 'SurchargeBankSettings'>,
  flags: Pick<TCheckoutFlags, 'showSurchargePercentage'>,
  t: Translate,
): SurchargeLine[] {
  const bankSetting = store.SurchargeBankSettings?.find((setting) => setting.RateType === 2);
  const bankRateLabel = flags.showSurchargePercentage && bankSetting ? `${Number((surchargeFraction(bankSetting.Rate) * 100).toFixed(2))}%` : null;
  const bank = priced.bankCardSurcharge;
  return [
    ...priced.surcharges.map((surcharge, index) => ({
      key: `holiday-${surcharge.settingId ?? index}`,
      label: surcharge.name?.trim() || t('holidaySurcharge'),
      amount: surcharge.amount,
    })),
    ...(bank ? [{ key: 'bank', label: bankRateLabel ? t('bankSurchargeRate', { rate: bankRateLabel }) : t('bankSurcharge'), amount: bank.amount }] : []),
  ];
}
