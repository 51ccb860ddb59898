/**
 * The typed card's funding before Pay (POST /api/stores/{storeId}/card-funding): asked once the
 * number is a whole card, so a debit or prepaid card shows its total without the card surcharge
 * (docs/features.md "Checkout") instead of a "Prices have changed" after Pay.
 */
import type { TCardFundingView } from '@/lib/views/checkout';
import { detectCardType, hasCardLength, normaliseCardNumber, passesLuhn } from '@/lib/schemas/forms/card-number';
import { apiRequest } from '../api/api-client';

/** The number as the order sends it, once it is a whole card of a type the form takes (else null: nothing to ask yet). */
export function wholeCardNumber(value: string): string | null {
  const type = detectCardType(value);
  return type !== null && hasCardLength(value, type) && passesLuhn(value) ? normaliseCardNumber(value) : null;
}

export const fetchCardFunding = (storeId: string, cardNumber: string, locale: string) =>
  apiRequest<TCardFundingView>(`/api/stores/${encodeURIComponent(storeId)}/card-funding`, {
    method: 'POST',
    body: { card: { CardNumber: cardNumber } },
    locale,
    cache: 'no-store',
  });
