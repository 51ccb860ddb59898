import { useTranslations } from 'next-intl';
import { isStoreUnreachable, showsRefundText } from '@/lib/domain/order-status/display-status';
import type { ProgressStep } from '@/lib/domain/order-status/progress-step';
import styles from './order-status.module.css';

interface OrderFailureProps {
  step: ProgressStep;
  status: number;
  description: string | null;
  storeName: string;
  storePhone: string | null;
}

/** The order failure texts of part 2 §8: store unreachable, rejected, payment failed. */
export function OrderFailure({ step, status, description, storeName, storePhone }: OrderFailureProps) {
  const t = useTranslations('orderStatus.failure');
  if (step >= 0) return null;
  let lines: string[];
  if (step === -2) {
    lines = [t('paymentFailed'), t('paymentNotSent'), t('paymentRetry')];
  } else if (step === -3 && isStoreUnreachable(description)) {
    lines = [t('unreachable', { storeName }), storePhone ? t('unreachableCall', { storeName, phone: storePhone }) : t('unreachableCallNoPhone', { storeName }), t('notCharged')];
  } else {
    lines = [t('rejected'), ...(description ? [description] : []), ...(showsRefundText(step, status) ? [t('refund')] : [])];
  }
  return (
    <div className={styles.failure} role="alert">
      {lines.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
    </div>
  );
}
