import { useTranslations } from 'next-intl';
import { reorderDateParts } from '@/lib/domain/order-status/order-date';

type MonthKey = `m${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12}`;
type WeekdayKey = `d${1 | 2 | 3 | 4 | 5 | 6 | 7}`;

/** A previous order's date as the carousel shows it (part 1 §9): 'Mon 3 March 07:45 pm' in the store's zone. */
export function useReorderDate(): (epochSeconds: number, timeZone: string) => string {
  const t = useTranslations('reorder');
  const tMonths = useTranslations('orderStatus.details.months');
  return (epochSeconds, timeZone) => {
    const date = reorderDateParts(epochSeconds, timeZone);
    return t('date', {
      weekday: t(`weekdays.${`d${date.weekday}` as WeekdayKey}`),
      day: date.day,
      month: tMonths(`m${date.month}` as MonthKey),
      time: date.time,
      period: t(date.period),
    });
  };
}
