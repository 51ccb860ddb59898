/**
 * The card type code a payment is surcharged as (spec part 1 §9: the bank surcharge applies to
 * card type code 5, the credit card). The card the provider reports decides: a credit card is
 * code 5; a debit or prepaid card is not a credit card and carries no bank surcharge. Until the
 * card is known (the form not yet filled) or when the provider cannot tell, a card payment is
 * priced as a credit card, and the server, which asks the provider before it charges, answers
 * 409 with the lower total if it is not one. Every other method carries no bank surcharge. The
 * browser and the server both price with this, so the total shown is the total charged.
 */
import type { Cents } from '../money/cents';
import { bankCardSurcharge } from './bank';
import { SURCHARGED_CARD_TYPE, type SurchargeBankSetting } from './types';

const CARD_PAYMENT_METHOD = 1;

/** How the card draws its money, as providers report it (Stripe's `card.funding`). */
export type CardFunding = 'credit' | 'debit' | 'prepaid' | 'unknown';

export function cardTypeCodeForPayment(method: number | null | undefined, funding: CardFunding | null = null): number | null {
  if (method !== CARD_PAYMENT_METHOD) return null;
  return funding === 'debit' || funding === 'prepaid' ? null : SURCHARGED_CARD_TYPE;
}

/**
 * The card surcharge this card is spared (issue 36): 'debit' or 'prepaid' when the provider
 * reports such a card and a credit card would carry the store's bank surcharge on `amountCents`
 * (the total before it), so the checkout says so beside the card before Pay; null otherwise.
 */
export function waivedCardSurcharge(funding: CardFunding | null, settings: readonly SurchargeBankSetting[] | null | undefined, amountCents: Cents): 'debit' | 'prepaid' | null {
  if (funding !== 'debit' && funding !== 'prepaid') return null;
  return bankCardSurcharge(settings, SURCHARGED_CARD_TYPE, amountCents) ? funding : null;
}
