import 'server-only';
import type { CardFunding } from '@/lib/domain/surcharges/card-type';
import type { CardBrand, ReportedCard } from '../../ports/payment-gateway';

/**
 * The sandbox's test card numbers, the ones card providers document: 4242 4242 4242 4242
 * succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds,
 * 4000 0027 6000 3184 asks for 3-D Secure on every payment. Any other number behaves like 4242
 * (and, like it, is challenged when the store asks for 3-D Secure). Cards are credit cards except
 * the providers' debit and prepaid test numbers (below), which carry no bank surcharge.
 */
export type TestCardBehaviour = 'succeeds' | 'declined' | 'insufficientFunds' | 'alwaysChallenged';

export const SANDBOX_TEST_CARDS: Readonly<Record<string, TestCardBehaviour>> = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficientFunds',
  '4000002760003184': 'alwaysChallenged',
};

export function testCardBehaviour(number: string): TestCardBehaviour {
  return SANDBOX_TEST_CARDS[number] ?? 'succeeds';
}

export function cardBrandOf(number: string): CardBrand | null {
  if (number.startsWith('4')) return 'visa';
  if (number.startsWith('5') || /^2[2-7]/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return null;
}

/** Stripe's test numbers of debit and prepaid cards (Visa debit, Mastercard debit, Mastercard prepaid). */
const NOT_CREDIT: Readonly<Record<string, CardFunding>> = {
  '4000056655665556': 'debit',
  '5200828282828210': 'debit',
  '5105105105105100': 'prepaid',
};

/** The sandbox's report of a card number: brand from its prefix, funding from the test numbers. */
export function describeTestCard(number: string): ReportedCard {
  const brand = cardBrandOf(number);
  return { brand: brand ?? (number.length > 0 ? 'other' : null), funding: NOT_CREDIT[number] ?? 'credit' };
}
