import { useTranslations } from 'next-intl';
import { orderDateParts } from '@/lib/domain/order-status/order-date';

type MonthKey = `m${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12}`;

/** An order's date as the status page and the history show it: "25 November 2026 1:30 PM" in the store's zone. */
export function useOrderDate(): (epochSeconds: number, timeZone: string) => string {
  const t = useTranslations('orderStatus.details');
  return (epochSeconds, timeZone) => {
    const date = orderDateParts(epochSeconds, timeZone);
    return t('date', { dd: date.dd, month: t(`months.${`m${date.month}` as MonthKey}`), yyyy: date.yyyy, time: date.time, period: t(date.period) });
  };
}
