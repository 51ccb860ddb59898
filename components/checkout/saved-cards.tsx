'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { listStoredCards } from '@/lib/client/account/account-api';
import { useMember } from '@/lib/client/account/member-session';
import type { TStoredCardView } from '@/lib/views/account';
import styles from './checkout.module.css';
import type { CheckoutForm } from './use-checkout-form';

const CARD_TYPES = ['visa', 'mastercard', 'amex'] as const;

/** A stored card as the member reads it: its type ('Visa') and its name with the last 4 digits (part 1 §9). */
export function useCardNames() {
  const t = useTranslations('storedCards');
  const type = (card: Pick<TStoredCardView, 'cardType'>) => t(`types.${CARD_TYPES.find((known) => known === card.cardType) ?? 'card'}`);
  return { type, name: (card: Pick<TStoredCardView, 'cardType' | 'last4'>) => `${type(card)} ${t('masked', { last4: card.last4 })}` };
}

/**
 * The checkout's saved-card selector (part 1 §2): a signed-in member's stored cards kept by this
 * store's provider, and "a new card". Read after load (the page itself is the same for everyone);
 * shows nothing to a guest or a member without such a card. The choice is the form's
 * card.SelectedCard ('' for a new card).
 */
export function SavedCardChoice({ form, provider }: { form: CheckoutForm; provider: TStoredCardView['provider'] }) {
  const t = useTranslations('storedCards');
  const member = useMember();
  const { name: cardName } = useCardNames();
  const [cards, setCards] = useState<TStoredCardView[]>([]);
  const signedIn = Boolean(member);
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    listStoredCards()
      .then((answer) => live && setCards(answer.cards.filter((card) => card.provider === provider)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [signedIn, provider]);
  if (!signedIn || cards.length === 0) return null;
  const selected = form.values.card.SelectedCard ?? '';
  return (
    <fieldset className={styles.methods}>
      <legend className={styles.savedCardsLegend}>{t('payWith')}</legend>
      {cards.map((card) => (
        <label key={card.cardIdentifier} className={styles.method}>
          <input
            type="radio"
            name="saved-card"
            value={card.cardIdentifier}
            checked={selected === card.cardIdentifier}
            onChange={() => form.set('card.SelectedCard', card.cardIdentifier)}
          />
          {cardName(card)}
          {card.expiry ? <span className={styles.cardBrands}>{t('expires', { expiry: card.expiry })}</span> : null}
        </label>
      ))}
      <label className={styles.method}>
        <input type="radio" name="saved-card" value="" checked={selected === ''} onChange={() => form.set('card.SelectedCard', '')} />
        {t('newCard')}
      </label>
    </fieldset>
  );
}

/** "Save this card for next time", under a new card, for a signed-in member only. */
export function SaveCardOption({ form }: { form: CheckoutForm }) {
  const t = useTranslations('storedCards');
  if (!useMember()) return null;
  return (
    <label className={styles.check}>
      <input type="checkbox" checked={form.values.card.SaveCard ?? false} onChange={(event) => form.set('card.SaveCard', event.target.checked)} />
      {t('saveThisCard')}
    </label>
  );
}
