'use client';

import { useTranslations } from 'next-intl';
import { PAYMENT_METHOD, type PaymentMethod } from '@/lib/domain/order/codes';
import styles from './checkout.module.css';

interface PayButtonProps {
  method: PaymentMethod | null;
  /** deliver-to-room: pay later is a charge to the room */
  room: boolean;
  /** nothing to pay */
  free: boolean;
  totalLabel: string;
  disabled: boolean;
  /** Why the button is disabled, said beneath it. */
  reason: string | null;
  onPay: () => void;
}

function labelKey(method: PaymentMethod | null, room: boolean, free: boolean) {
  if (free || method === null) return 'placeOrder' as const;
  if (method === PAYMENT_METHOD.cash) return 'payByCash' as const;
  if (method === PAYMENT_METHOD.points) return 'payByPoints' as const;
  if (method === PAYMENT_METHOD.payLater) return room ? ('chargeToRoom' as const) : ('payLater' as const);
  if (method === PAYMENT_METHOD.alipay) return 'payByAlipay' as const;
  if (method === PAYMENT_METHOD.wechat) return 'payByWechat' as const;
  if (method === PAYMENT_METHOD.applePay) return 'payByApplePay' as const;
  if (method === PAYMENT_METHOD.googlePay) return 'payByGooglePay' as const;
  return 'payByCard' as const;
}

/** Pay by card / cash / loyalty points / Alipay / WeChat Pay / pay later, with the total; disabled exactly when the order cannot go yet. */
export function PayButton({ method, room, free, totalLabel, disabled, reason, onPay }: PayButtonProps) {
  const t = useTranslations('checkout');
  return (
    <div className={styles.payArea}>
      <button type="button" className={styles.pay} disabled={disabled} onClick={onPay} aria-describedby={reason ? 'checkout-pay-reason' : undefined}>
        <span>{t(labelKey(method, room, free))}</span>
        <span className={styles.payTotal}>{totalLabel}</span>
      </button>
      {reason ? (
        <p id="checkout-pay-reason" className={styles.blocking} role="status">
          {reason}
        </p>
      ) : null}
    </div>
  );
}
