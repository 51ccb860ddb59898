'use client';

import { clientOnly } from '@/lib/client/client-only';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { ConfirmModal } from '@/components/cart/confirm-modal';
import type { BeforePlaceOrder, EmailAccountHooks } from '@/components/checkout/account-hooks';
import { CheckoutScreen } from '@/components/checkout/checkout-screen';
import { saveGuestDetails } from '@/lib/client/account/guest-details';
import { useMember } from '@/lib/client/account/member-session';
import type { TCheckoutPageView } from '@/lib/views/checkout';
import { CheckoutLoginBanner } from './checkout-login-banner';
import styles from './guest-checkout.module.css';
import { useEmailAccountCheck } from './use-email-account-check';

// The sign-in overlay (portalled to the body) loads only in the browser, when first opened.
const AuthOverlay = clientOnly(() => import('./auth-overlay').then((m) => m.AuthOverlay));

/**
 * The checkout of a store with LogIn, for guests (part 1 §2 Checkout, §4 "Place order"): the
 * phone's login banner, the email field's account check offering Log in, and the become-member
 * prompt (Skip / Become member) asked once per checkout when a guest pays. A signed-in member
 * sees none of them.
 */
export function GuestCheckoutScreen({ view }: { view: TCheckoutPageView }) {
  const t = useTranslations('guestAccount');
  const locale = useLocale();
  const member = useMember();
  const guest = member === null;
  const [overlay, setOverlay] = useState(false);
  const [prompt, setPrompt] = useState<{ answer: (becomeMember: boolean) => void } | null>(null);
  // The prompt's answer for this checkout: asked once, kept for a retry after a failed payment.
  const answer = useRef<boolean | null>(null);
  const emails = useEmailAccountCheck(locale);

  const beforePlaceOrder: BeforePlaceOrder = async (details) => {
    const { email } = details;
    if (!guest) return { createUserForGuest: false };
    // The thank-you page's Become member opens the registration with these.
    saveGuestDetails(details);
    // An email with an account is offered Log in, not an account it cannot have.
    if (email === '' || emails.hasAccount(email)) return { createUserForGuest: false };
    answer.current ??= await new Promise<boolean>((resolve) => setPrompt({ answer: resolve }));
    return { createUserForGuest: answer.current };
  };

  const emailAccount: EmailAccountHooks = {
    onBlur: (email) => {
      if (guest) emails.check(email);
    },
    notice: (email) =>
      guest && emails.hasAccount(email) ? (
        <p className={styles.notice} role="status">
          <span>{t('emailHasAccount')}</span>
          <button type="button" className={styles.noticeButton} aria-haspopup="dialog" onClick={() => setOverlay(true)}>
            {t('logIn')}
          </button>
        </p>
      ) : null,
  };

  function close(becomeMember: boolean) {
    prompt?.answer(becomeMember);
    setPrompt(null);
  }

  return (
    <>
      <CheckoutScreen
        view={view}
        loginBanner={guest ? <CheckoutLoginBanner onLogIn={() => setOverlay(true)} /> : null}
        beforePlaceOrder={beforePlaceOrder}
        emailAccount={emailAccount}
      />
      {/* Escape counts as Skip: the customer pressed Pay, and paying as a guest is what they had chosen. */}
      <ConfirmModal
        open={prompt !== null}
        title={t('promptTitle')}
        body={t('promptBody')}
        cancelLabel={t('skip')}
        confirmLabel={t('becomeMember')}
        confirmTone="brand"
        onCancel={() => close(false)}
        onConfirm={() => close(true)}
      />
      {overlay && <AuthOverlay open onClose={() => setOverlay(false)} storeSlug={view.store.Slug} storeId={view.store.ID} verificationRequired={false} />}
    </>
  );
}
