import 'server-only';
import { isStripeActivated } from '@/lib/domain/store/card-provider';
import { normaliseCardNumber } from '@/lib/schemas/forms/card-number';
import type { THeadOffice, TStore } from '@/lib/schemas/entities';
import type { Container } from '../container';
import type { PaymentProvider, ReportedCard } from '../ports/payment-gateway';

/** The store's head office; one that cannot be read (denied, gone) counts as none: the store orders as non-branded. */
export function headOfficeOf(app: Pick<Container, 'headOffices'>, store: TStore): Promise<THeadOffice | null> {
  return store.HQCompanyID ? app.headOffices.findById(store.HQCompanyID).catch(() => null) : Promise.resolve(null);
}

/** Stripe for a store with StripeActivated (its own or its head office's) when Stripe is configured; else the sandbox, if allowed. */
export function cardProviderOf(app: Pick<Container, 'cardPaymentsFor'>, store: TStore, headOffice: THeadOffice | null): PaymentProvider | null {
  return app.cardPaymentsFor(isStripeActivated(store, headOffice));
}

/** A card as a request names it: the sandbox's card fields, or Stripe Elements' PaymentMethod. */
export interface NamedCard {
  card?: { CardNumber?: string };
  paymentMethodId?: string;
}

/**
 * The card a request names (card fields on the sandbox, Stripe's PaymentMethod) as its provider
 * reports it; null when it names none. Only the number is read: brand and funding come from it.
 */
export async function reportedCard(provider: PaymentProvider, named: NamedCard): Promise<ReportedCard | null> {
  if (provider.takes === 'paymentMethod') return named.paymentMethodId ? provider.describeCard({ type: 'paymentMethod', paymentMethodId: named.paymentMethodId }) : null;
  const number = normaliseCardNumber(named.card?.CardNumber ?? '');
  return /^\d{12,19}$/.test(number) ? provider.describeCard({ type: 'card', card: { number, holder: '', expiryMonth: 0, expiryYear: 0, cvc: '' } }) : null;
}
