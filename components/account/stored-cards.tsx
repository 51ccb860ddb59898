'use client';

import { clientOnly } from '@/lib/client/client-only';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { CardFields } from '@/components/checkout/card-fields';
import { useCardNames } from '@/components/checkout/saved-cards';
import type { TStripeCard } from '@/components/checkout/stripe-card-form';
import { useTransient } from '@/components/ui/use-transient';
import { addStoredCard, removeStoredCard } from '@/lib/client/account/account-api';
import { isApiError } from '@/lib/client/api/api-error';
import { createCardSchema } from '@/lib/schemas/forms/card';
import type { TProfilePageView, TStoredCardView } from '@/lib/views/account';
import styles from './account.module.css';
import { SAVED_MESSAGE_MS } from './profile-form';
import { useAccountForm } from './use-account-form';

// Stripe.js and its React bindings load only when a member adds a card where Stripe keeps them.
const StripeCardForm = clientOnly(() => import('@/components/checkout/stripe-card-form').then((module) => module.default));

type CardForm = NonNullable<TProfilePageView['cardForm']>;

/** A failed call's words: the server's message (the spec's Status.Message), or 'Network Error ...!' when no answer came. */
function useFailureMessage(): (caught: unknown) => string {
  const t = useTranslations('storedCards');
  return (caught) => (isApiError(caught) && caught.message ? caught.message : t('networkError'));
}

/**
 * My account's stored cards (part 1 §2 "stored cards (add, remove)"): each masked with its type
 * and last 4 digits, a Remove button, and an Add card form (the checkout's own card fields on the
 * sandbox, Stripe Elements where Stripe keeps the cards). A failure shows the server's message.
 */
export function StoredCards({ initial, cardForm }: { initial: TStoredCardView[]; cardForm: TProfilePageView['cardForm'] }) {
  const t = useTranslations('storedCards');
  const locale = useLocale();
  const { name: cardName, type: cardType } = useCardNames();
  const failure = useFailureMessage();
  const [cards, setCards] = useState(initial);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useTransient<string>(SAVED_MESSAGE_MS);

  async function remove(card: TStoredCardView) {
    if (removing) return;
    setRemoving(card.cardIdentifier);
    setError(null);
    try {
      setCards((await removeStoredCard(card.cardIdentifier, locale)).cards);
      setNotice(t('removed'));
    } catch (caught) {
      setError(failure(caught));
    } finally {
      setRemoving(null);
    }
  }

  return (
    <section className={`${styles.form} ${styles.cardsSection}`} aria-labelledby="stored-cards-title">
      <h2 id="stored-cards-title" className={styles.subtitle}>
        {t('title')}
      </h2>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {notice && (
        <p role="status" className={styles.success}>
          {notice}
        </p>
      )}
      {cards.length === 0 ? (
        <p className={styles.muted}>{t('none')}</p>
      ) : (
        <ul className={styles.cardList}>
          {cards.map((card) => (
            <li key={card.cardIdentifier} className={styles.storedCard}>
              <span className={styles.cardName}>{cardName(card)}</span>
              {card.expiry ? <span className={styles.muted}>{t('expires', { expiry: card.expiry })}</span> : null}
              <button
                type="button"
                className={styles.link}
                disabled={removing !== null}
                aria-label={t('removeLabel', { type: cardType(card), last4: card.last4 })}
                onClick={() => void remove(card)}
              >
                {t('remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {cardForm && adding ? (
        <AddCardForm
          cardForm={cardForm}
          onCancel={() => setAdding(false)}
          onAdded={(next) => {
            setCards(next);
            setAdding(false);
            setError(null);
            setNotice(t('added'));
          }}
        />
      ) : null}
      {cardForm && !adding ? (
        <button type="button" className={styles.secondary} onClick={() => setAdding(true)}>
          {t('add')}
        </button>
      ) : null}
    </section>
  );
}

const EMPTY_CARD = { CardHolder: '', CardNumber: '', ExpireDate: '', CVV: '' };

/** The Add card form: the card by part 2 §5 (checked here by the server's own schema), sent once per key. */
function AddCardForm({ cardForm, onAdded, onCancel }: { cardForm: CardForm; onAdded: (cards: TStoredCardView[]) => void; onCancel: () => void }) {
  const t = useTranslations('storedCards');
  const locale = useLocale();
  const failure = useFailureMessage();
  const stripe = cardForm.provider === 'stripe';
  // The profile has no store: the sandbox takes Visa and Mastercard (Stripe, Amex too), as the server checks.
  const [schema] = useState(() => createCardSchema({ now: new Date(), stripeActivated: stripe }));
  const form = useAccountForm(schema, EMPTY_CARD);
  // One key per card being added: a double tap or a retry keeps one card.
  const [key] = useState(() => crypto.randomUUID());
  const [stripeCard, setStripeCard] = useState<TStripeCard | null>(null);
  const [stripeMessage, setStripeMessage] = useState<string | null>(null);
  const [stripeBusy, setStripeBusy] = useState(false);

  async function submitStripe() {
    if (!stripeCard) {
      setStripeMessage(t('checkFields'));
      return;
    }
    setStripeBusy(true);
    setStripeMessage(null);
    try {
      onAdded((await addStoredCard({ paymentMethodId: stripeCard.paymentMethodId }, key, locale)).cards);
    } catch (caught) {
      setStripeMessage(failure(caught));
    } finally {
      setStripeBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (stripe) {
      void submitStripe();
      return;
    }
    void form.submit(async () => onAdded((await addStoredCard({ card: form.values }, key, locale)).cards));
  }

  const busy = stripe ? stripeBusy : form.busy;
  const message = stripe ? stripeMessage : form.error;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="add-card-title">
      <h3 id="add-card-title" className={styles.cardName}>
        {t('addTitle')}
      </h3>
      {message && (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      )}
      {stripe ? (
        <StripeCardForm publishableKey={cardForm.publishableKey} onCard={setStripeCard} message={null} />
      ) : (
        <CardFields bind={form.bind} disabled={false} longCvv={false} />
      )}
      <div className={styles.formActions}>
        <button type="submit" className={styles.primary} disabled={busy}>
          {t('save')}
        </button>
        <button type="button" className={styles.link} onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
