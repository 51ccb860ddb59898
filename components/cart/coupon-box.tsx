'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { validateCouponCode, type CouponState } from '@/lib/domain/coupons';
import type { DomainMessage } from '@/lib/domain/money';
import { useCartMessage } from './use-cart-message';
import type { CouponActions } from './types';
import styles from './coupon-box.module.css';

export interface CouponBoxProps extends CouponActions {
  /** The coupon-box state (couponReducer): idle, processing, added or message. */
  state: CouponState;
  /** Whether the added coupon currently reduces the cart (the chip says used or not used). */
  used?: boolean;
}

/**
 * Code input and Apply. A blank code is refused here with the spec's message and never reaches
 * onApplyCoupon, so no lookup is made for it.
 */
export function CouponBox({ state, used = true, onApplyCoupon, onRemoveCoupon }: CouponBoxProps) {
  const t = useTranslations('coupon');
  const translate = useCartMessage();
  const inputId = useId();
  const messageId = useId();
  const [code, setCode] = useState('');
  const [localMessage, setLocalMessage] = useState<DomainMessage | null>(null);
  // The parent's refusal belongs to the code that was sent; once the customer edits the code it
  // no longer describes what is in the box.
  const [edited, setEdited] = useState(false);
  const processing = state.status === 'processing';
  const message = translate(localMessage ?? (state.status === 'message' && !edited ? state.message : null));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (processing) return;
    const blank = validateCouponCode(code);
    setLocalMessage(blank);
    setEdited(false);
    if (!blank) onApplyCoupon(code.trim());
  }

  if (state.status === 'added') {
    return (
      <div className={styles.box}>
        <span className={styles.chip} data-used={used ? 'true' : 'false'}>
          <span className={styles.code}>{state.code}</span>
          <span className={styles.usage}>{used ? t('used') : t('unused')}</span>
          <button type="button" className={styles.chipRemove} onClick={() => onRemoveCoupon(state.code)} aria-label={t('remove', { code: state.code })}>
            <span aria-hidden="true">×</span>
          </button>
        </span>
      </div>
    );
  }

  return (
    <form className={styles.box} onSubmit={submit} noValidate>
      <label htmlFor={inputId} className={styles.label}>
        {t('label')}
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          value={code}
          placeholder={t('placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          readOnly={processing}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setLocalMessage(null);
            setEdited(true);
          }}
        />
        <button type="submit" className={styles.apply} disabled={processing} aria-busy={processing}>
          {processing ? t('applying') : t('apply')}
        </button>
      </div>
      {message ? (
        <p id={messageId} role="alert" className={styles.message}>
          {message}
        </p>
      ) : null}
    </form>
  );
}
