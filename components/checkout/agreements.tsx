'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AlertModal } from '@/components/ui/alert-modal';
import htmlStyles from '@/components/ui/html-modal-link.module.css';
import { FieldError } from '@/components/forms/field-error';
import styles from './checkout.module.css';
import type { CheckoutForm } from './use-checkout-form';

interface AgreementsProps {
  form: CheckoutForm;
  /** Head office with IsSushiHub: the terms must be accepted. */
  termsRequired: boolean;
  /** sanitized on the server */
  termsHtml: string | null;
  /** EnableLoyaltyMarketing and not IsHideCheckboxMarketing. */
  showMarketingOptIn: boolean;
}

/** The terms checkbox and modal, and the join-mailing-list checkbox (on by default). */
export function Agreements({ form, termsRequired, termsHtml, showMarketingOptIn }: AgreementsProps) {
  const t = useTranslations('checkout');
  const [termsOpen, setTermsOpen] = useState(false);
  const termsError = form.error('agreeToTerms');
  const termsLink = termsHtml ? (
    <button type="button" className={styles.linkButton} onClick={() => setTermsOpen(true)}>
      {t('readTerms')}
    </button>
  ) : null;
  if (!termsRequired && !showMarketingOptIn && !termsLink) return null;
  return (
    <>
      {termsRequired ? (
        <div className={styles.field}>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={form.values.agreeToTerms}
              aria-invalid={termsError ? true : undefined}
              aria-describedby={termsError ? 'checkout-terms-error' : undefined}
              onChange={(event) => form.set('agreeToTerms', event.target.checked)}
            />
            <span>{t('acceptTerms')}</span>
          </label>
          <FieldError id="checkout-terms-error">{termsError}</FieldError>
        </div>
      ) : null}
      {termsLink}
      {showMarketingOptIn ? (
        <label className={styles.check}>
          <input type="checkbox" checked={form.values.agreeToReceivePromotionalOffers} onChange={(event) => form.set('agreeToReceivePromotionalOffers', event.target.checked)} />
          <span>{t('joinMailingList')}</span>
        </label>
      ) : null}
      {termsHtml ? (
        <AlertModal open={termsOpen} title={t('termsTitle')} okayLabel={t('close')} onClose={() => setTermsOpen(false)}>
          <div className={htmlStyles.html} dangerouslySetInnerHTML={{ __html: termsHtml }} />
        </AlertModal>
      ) : null}
    </>
  );
}
