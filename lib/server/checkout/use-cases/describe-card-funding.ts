import 'server-only';
import { AppError } from '@/lib/domain/errors/app-error';
import { M } from '@/lib/schemas/forms';
import { normaliseCardNumber } from '@/lib/schemas/forms/card-number';
import type { TCardFundingRequest } from '@/lib/schemas/api/card-funding';
import type { TStore } from '@/lib/schemas/entities';
import type { TCardFundingView } from '@/lib/views/checkout';
import type { Container } from '@/lib/server/container';
import { cardProviderOf, headOfficeOf, reportedCard } from '@/lib/server/payments/store-card-provider';

/**
 * POST /api/stores/{storeId}/card-funding (issue 36): whether the card typed at checkout is a
 * credit, debit or prepaid card, asked of the store's provider exactly as the order will ask it
 * (place-order.ts reportedCard), so the page can say before Pay that no card surcharge applies to
 * a debit card and show the total the order will be charged. Only where the provider takes card
 * fields (the sandbox): Stripe's cards are described by Stripe Elements in the browser, and a
 * number sent for a Stripe store is refused, as the order refuses it. Nothing is kept or logged.
 */
export async function describeCardFunding({
  app,
  store,
  request,
}: {
  app: Pick<Container, 'headOffices' | 'cardPaymentsFor'>;
  store: TStore;
  request: TCardFundingRequest;
}): Promise<TCardFundingView> {
  const provider = cardProviderOf(app, store, await headOfficeOf(app, store));
  if (!provider || provider.takes !== 'card') throw new AppError('INVALID_FIELDS', 'errors.invalidFields', {}, { 'card.CardNumber': [M.cardFieldsNotTaken] });
  if (!/^\d{12,19}$/.test(normaliseCardNumber(request.card.CardNumber)))
    throw new AppError('INVALID_FIELDS', 'errors.invalidFields', {}, { 'card.CardNumber': [M.cardNumberInvalid] });
  const card = await reportedCard(provider, request);
  return { funding: card?.funding ?? 'unknown' };
}
