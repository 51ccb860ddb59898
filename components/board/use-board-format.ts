'use client';

import { useTranslations } from 'next-intl';
import { formatCents } from '@/lib/domain/money/format';
import { orderDateParts } from '@/lib/domain/order-status/order-date';
import type { TBoardOrder } from '@/lib/views/board';

/** The texts of an order's card and ticket: times in the store's zone, its type, payment and total. */
export function useBoardFormat(timeZone: string, currencyLocale: string | null) {
  const t = useTranslations('board');
  const clock = useTranslations('orderStatus.details');

  const time = (seconds: number) => {
    const parts = orderDateParts(seconds, timeZone);
    return t('card.clock', { time: parts.time, period: clock(parts.period) });
  };
  const date = (seconds: number) => {
    const parts = orderDateParts(seconds, timeZone);
    return `${parts.dd}/${String(parts.month).padStart(2, '0')}`;
  };
  const typeOf = (order: TBoardOrder) => {
    if (order.column === 'giftCards') return t('orderType.giftCards');
    if (order.orderType === 10) return order.roomNumber ? t('orderType.room') : t('orderType.delivery');
    if (order.orderType === 3) return t('orderType.pickup');
    if (order.orderType === 8) return t('orderType.dineInPayLater');
    return t('orderType.dineIn');
  };
  const whenOf = (order: TBoardOrder) =>
    order.column === 'giftCards'
      ? t('card.sold', { time: time(order.createdOn) })
      : order.asap
        ? `${t('card.asap')} · ${t('card.placedAt', { time: time(order.createdOn) })}`
        : t('card.scheduledFor', { date: date(order.scheduledTime), time: time(order.scheduledTime) });
  const paymentOf = (order: TBoardOrder) => {
    const key = `payment.${order.paymentMethod}` as 'payment.card';
    return t.has(key) ? t(key) : order.paymentMethod;
  };
  const paidOf = (order: TBoardOrder): { text: string; tone: 'good' | 'warn' | 'bad' } => {
    if (order.paymentStatus === 'refunded') return { text: t('card.refunded'), tone: 'warn' };
    if (order.paymentStatus === 'refunding') return { text: t('card.refundPending'), tone: 'warn' };
    return order.paid ? { text: t('card.paid'), tone: 'good' } : { text: t('card.notPaid'), tone: 'bad' };
  };
  const money = (cents: number) => formatCents(cents, currencyLocale);
  return { time, typeOf, whenOf, paymentOf, paidOf, money };
}
