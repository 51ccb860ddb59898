'use client';

import { useTranslations } from 'next-intl';
import { type RefObject, useId } from 'react';
import { HideOnErrorImage } from '@/components/ui/hide-on-error-image';
import { WIZARD_ORDER_TYPE, type WizardOrderType } from '@/lib/domain/wizard/wizard-codes';
import type { WizardSupport } from '@/lib/domain/wizard/order-type-wizard';
import styles from './wizard.module.css';
import type { TodaysHours } from '@/lib/domain/time/opening-hours';

const OPTIONS = [
  { code: WIZARD_ORDER_TYPE.delivery, key: 'delivery', supported: (s: WizardSupport) => s.delivery },
  { code: WIZARD_ORDER_TYPE.pickup, key: 'pickup', supported: (s: WizardSupport) => s.pickup },
  { code: WIZARD_ORDER_TYPE.dineIn, key: 'dineIn', supported: (s: WizardSupport) => s.dineIn },
] as const;

export interface StoreSplash {
  name: string;
  logo?: string | null;
  /** Today's hours as display strings, or null for "closed today". */
  hours: TodaysHours | null;
  online: boolean;
}

interface OrderTypeStepProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  headingId: string;
  support: WizardSupport;
  selected: WizardOrderType | null;
  /** The desktop splash (logo, name, hours, online); the mobile header has the language picker instead. */
  splash: StoreSplash | null;
  onSelect: (orderType: WizardOrderType) => void;
}

function splashHours(hours: TodaysHours | null, t: ReturnType<typeof useTranslations<'wizard'>>): string {
  if (!hours) return t('closedToday');
  const { allDay, ...times } = hours;
  return allDay ? t('openAllDay') : t('todaysHours', times);
}

/** Step 1: the order types the store offers now, as a radio group. */
export function OrderTypeStep({ headingRef, headingId, support, selected, splash, onSelect }: OrderTypeStepProps) {
  const t = useTranslations('wizard');
  const name = useId();
  return (
    <div className={styles.step}>
      {splash && (
        <div className={styles.splash}>
          {splash.logo && <HideOnErrorImage src={splash.logo} alt={t('logoAlt', { name: splash.name })} className={styles.logo} />}
          <p className={styles.storeName}>{splash.name}</p>
          <p className={styles.hours}>{splashHours(splash.hours, t)}</p>
          <p className={splash.online ? styles.online : styles.offline}>
            <span className={styles.dot} aria-hidden="true" />
            {splash.online ? t('online') : t('offline')}
          </p>
        </div>
      )}
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t('stepOrderType')}
      </h2>
      <div role="radiogroup" aria-labelledby={headingId} className={styles.options}>
        {OPTIONS.filter((option) => option.supported(support)).map((option) => (
          <label key={option.code} className={styles.option} data-checked={selected === option.code || undefined}>
            <input type="radio" name={name} value={option.code} checked={selected === option.code} onChange={() => onSelect(option.code)} />
            <span>{t(option.key)}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
