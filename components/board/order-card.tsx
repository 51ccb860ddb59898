'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { BoardAction } from '@/lib/domain/board/board-flow';
import { ORDER_STATUS } from '@/lib/domain/order-status/statuses';
import type { TBoardOption, TBoardOrder } from '@/lib/views/board';
import styles from './board.module.css';
import { useBoardFormat } from './use-board-format';

const STATUS_LABEL: Readonly<Record<number, 'completed' | 'refunded' | 'rejected' | 'failed'>> = { 5: 'completed', 10: 'refunded', 11: 'rejected', 20: 'rejected', 3: 'failed' };

function Options({ options }: { options: TBoardOption[] }) {
  if (options.length === 0) return null;
  return (
    <ul className={styles.options}>
      {options.map((option, i) => (
        <li key={`${option.name}-${i}`}>
          {option.quantity > 1 ? `${option.quantity} × ` : ''}
          {option.name}
          <Options options={option.children} />
        </li>
      ))}
    </ul>
  );
}

interface OrderCardProps {
  order: TBoardOrder;
  timeZone: string;
  currencyLocale: string | null;
  fresh: boolean;
  /** resolves with an error text, or null when done */
  onAction: (order: TBoardOrder, action: BoardAction, reason?: string) => Promise<string | null>;
  onPrint: (order: TBoardOrder) => void;
}

/** One order on the board: what to make and for whom, and the buttons of its next steps. */
export function OrderCard({ order, timeZone, currencyLocale, fresh, onAction, onPrint }: OrderCardProps) {
  const t = useTranslations('board');
  const format = useBoardFormat(timeZone, currencyLocale);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'reject' | 'refund' | null>(null);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const paid = format.paidOf(order);
  const statusLabel = STATUS_LABEL[order.onlineOrderStatus];

  async function run(action: BoardAction, withReason?: string) {
    if (busy) return;
    setBusy(true);
    setError(null);
    const failure = await onAction(order, action, withReason);
    setBusy(false);
    setError(failure);
    if (!failure) setConfirming(null);
  }

  function submitReject(event: FormEvent) {
    event.preventDefault();
    void run('reject', reason.trim());
  }

  const labelOf = (action: BoardAction) => (action === 'ready' && order.orderType === 10 ? t('actions.onItsWay') : t(`actions.${action}`));
  const toneOf = (action: BoardAction) =>
    action === 'reject' || action === 'refund' || action === 'approveCancel' ? 'danger' : action === 'refuseCancel' ? 'secondary' : undefined;

  return (
    <article
      className={styles.card}
      data-alert={order.onlineOrderStatus === ORDER_STATUS.cancelRequested ? 'true' : undefined}
      data-fresh={fresh ? 'true' : undefined}
      data-order-id={order.orderId}
      aria-label={t('card.number', { number: order.orderNumber })}
    >
      <div className={styles.cardHead}>
        <span className={styles.number}>{t('card.number', { number: order.orderNumber })}</span>
        <span className={styles.type}>{format.typeOf(order)}</span>
      </div>
      <p className={styles.time}>{format.whenOf(order)}</p>
      {order.column === 'giftCards' ? <p className={styles.meta}>{t('card.giftNote')}</p> : null}
      <div className={styles.badges}>
        {order.onlineOrderStatus === ORDER_STATUS.cancelRequested ? (
          <span className={styles.badge} data-tone="warn">
            {t('card.cancelRequested')}
          </span>
        ) : null}
        {statusLabel ? <span className={styles.badge}>{t(`card.status.${statusLabel}`)}</span> : null}
        {/* The method says "Pay later" for a pay-later order: once, with its two-step flow as a hint. */}
        <span className={styles.badge} title={order.payLater ? t('card.payLaterFlow') : undefined}>
          {format.paymentOf(order)}
        </span>
        <span className={styles.badge} data-tone={paid.tone}>
          {paid.text}
        </span>
      </div>
      {order.table ? <p className={styles.meta}>{t('card.table', { name: order.table })}</p> : null}
      {order.roomNumber ? <p className={styles.meta}>{t('card.room', { room: order.roomNumber })}</p> : null}
      {order.dineInField ? <p className={styles.meta}>{order.dineInField}</p> : null}
      {order.deliveryAddress ? <p className={styles.meta}>{t('card.deliverTo', { address: order.deliveryAddress })}</p> : null}
      {order.deliveryNote ? <p className={styles.note}>{t('card.deliveryNote', { note: order.deliveryNote })}</p> : null}
      <p className={styles.meta}>
        {order.customerName}
        {order.customerPhone ? (
          <>
            {' · '}
            <a href={`tel:${order.customerPhone.replace(/[^\d+]/g, '')}`}>{order.customerPhone}</a>
          </>
        ) : null}
      </p>
      <ul className={styles.items}>
        {order.items.map((item, i) => (
          <li key={`${item.name}-${i}`} className={styles.item}>
            {item.quantity} × {item.name}
            <Options options={item.options} />
            {item.note ? <p className={styles.note}>{t('card.itemNote', { note: item.note })}</p> : null}
          </li>
        ))}
      </ul>
      {order.orderNote ? <p className={styles.note}>{t('card.orderNote', { note: order.orderNote })}</p> : null}
      {order.description && (order.onlineOrderStatus === ORDER_STATUS.rejected || order.onlineOrderStatus === ORDER_STATUS.payLaterRejected) ? (
        <p className={styles.meta}>{t('card.reason', { reason: order.description })}</p>
      ) : null}
      <p className={styles.meta}>{t('card.total', { amount: format.money(order.totalCents) })}</p>

      {confirming === 'reject' ? (
        <form className={styles.form} onSubmit={submitReject}>
          <label className={styles.label} htmlFor={reasonId}>
            {t('reject.reason')}
          </label>
          <input id={reasonId} className={styles.input} value={reason} maxLength={200} onChange={(event) => setReason(event.target.value)} required />
          {order.paid ? <p className={styles.meta}>{t('reject.refundNote')}</p> : null}
          <div className={styles.actions}>
            <button type="submit" className={styles.button} data-tone="danger" disabled={busy || reason.trim() === ''}>
              {t('reject.confirm')}
            </button>
            <button type="button" className={styles.button} data-tone="secondary" onClick={() => setConfirming(null)}>
              {t('reject.cancel')}
            </button>
          </div>
        </form>
      ) : confirming === 'refund' ? (
        <div className={styles.form}>
          <p className={styles.meta}>{t('refund.confirm', { amount: format.money(order.totalCents), number: order.orderNumber })}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.button} data-tone="danger" disabled={busy} onClick={() => void run('refund')}>
              {t('actions.refund')}
            </button>
            <button type="button" className={styles.button} data-tone="secondary" onClick={() => setConfirming(null)}>
              {t('reject.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          {order.actions.map((action) => (
            <button
              key={action}
              type="button"
              className={styles.button}
              data-tone={toneOf(action)}
              disabled={busy}
              onClick={() => (action === 'reject' || action === 'refund' ? setConfirming(action) : void run(action))}
            >
              {labelOf(action)}
            </button>
          ))}
          <button type="button" className={styles.smallButton} onClick={() => onPrint(order)}>
            {t('card.print')}
          </button>
        </div>
      )}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </article>
  );
}
