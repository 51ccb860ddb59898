'use client';

import { useTranslations } from 'next-intl';
import type { TBoardOption, TBoardOrder } from '@/lib/views/board';
import styles from './board.module.css';
import { useBoardFormat } from './use-board-format';

function TicketOptions({ options }: { options: TBoardOption[] }) {
  if (options.length === 0) return null;
  return (
    <ul>
      {options.map((option, i) => (
        <li key={`${option.name}-${i}`}>
          + {option.quantity > 1 ? `${option.quantity} × ` : ''}
          {option.name}
          <TicketOptions options={option.children} />
        </li>
      ))}
    </ul>
  );
}

/** The kitchen ticket of one order, laid out for an 80 mm receipt printer (shown only when printing). */
export function BoardTicket({ order, storeName, timeZone, currencyLocale }: { order: TBoardOrder; storeName: string; timeZone: string; currencyLocale: string | null }) {
  const t = useTranslations('board');
  const format = useBoardFormat(timeZone, currencyLocale);
  return (
    <article className={styles.ticket} aria-label={t('card.number', { number: order.orderNumber })}>
      <p className={styles.ticketCentre}>{storeName}</p>
      <h2>{t('card.number', { number: order.orderNumber })}</h2>
      <p className={styles.ticketCentre}>
        <strong>{format.typeOf(order)}</strong>
      </p>
      <p className={styles.ticketCentre}>{format.whenOf(order)}</p>
      {order.table ? <p>{t('card.table', { name: order.table })}</p> : null}
      {order.roomNumber ? <p>{t('card.room', { room: order.roomNumber })}</p> : null}
      {order.dineInField ? <p>{order.dineInField}</p> : null}
      {order.deliveryAddress ? <p>{t('card.deliverTo', { address: order.deliveryAddress })}</p> : null}
      {order.deliveryNote ? <p>{t('card.deliveryNote', { note: order.deliveryNote })}</p> : null}
      <p>
        {order.customerName} {order.customerPhone}
      </p>
      <hr className={styles.ticketRule} />
      <ul className={styles.ticketItems}>
        {order.items.map((item, i) => (
          <li key={`${item.name}-${i}`}>
            <strong>
              {item.quantity} × {item.name}
            </strong>
            <TicketOptions options={item.options} />
            {item.note ? <p>{t('card.itemNote', { note: item.note })}</p> : null}
          </li>
        ))}
      </ul>
      {order.orderNote ? (
        <>
          <hr className={styles.ticketRule} />
          <p>{t('card.orderNote', { note: order.orderNote })}</p>
        </>
      ) : null}
      <hr className={styles.ticketRule} />
      <p>
        {t('card.total', { amount: format.money(order.totalCents) })} · {format.paymentOf(order)} · {format.paidOf(order).text}
      </p>
    </article>
  );
}
