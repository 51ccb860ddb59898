import 'server-only';
import { AppError } from '@/lib/domain/errors/app-error';
import { M } from '@/lib/schemas/forms';
import type { TAddStoredCardRequest } from '@/lib/schemas/api/cards';
import type { TStoredCardsView } from '@/lib/views/account';
import type { Container } from '@/lib/server/container';
import type { MemberSession } from '@/lib/server/auth/member-session';
import type { FieldErrors } from '@/lib/server/checkout/cart-from-request';
import { cardSourceOf } from '@/lib/server/checkout/checkout-forms';
import { keepCard } from '../keep-card';
import { cardKeeperOf, storedCardViews } from './list-stored-cards';

export interface AddStoredCardInput {
  app: Pick<Container, 'documents' | 'stripePayments' | 'sandboxPayments'>;
  member: MemberSession;
  request: TAddStoredCardRequest;
  /** the browser's key for this add: a double tap or a retry keeps one card */
  idempotencyKey: string;
  now?: Date;
}

/**
 * My account's "add card" (part 2 §7 POST customers/{userId}/storecard): the card by the rules
 * of part 2 §5 (Visa and Mastercard on the sandbox; with Stripe, its Elements' PaymentMethod, any
 * brand the spec takes), kept by the provider for the session's own member, then added to their
 * StoredCards masked, with their customer id there. A card the provider refuses answers 402 with
 * its message (the spec's Status.Message) and changes nothing.
 */
export async function addStoredCard({ app, member, request, idempotencyKey, now = new Date() }: AddStoredCardInput): Promise<TStoredCardsView> {
  const provider = cardKeeperOf(app);
  if (!provider) throw new AppError('UPSTREAM_UNAVAILABLE', 'storedCards.unavailable');
  const errors: FieldErrors = {};
  // Stripe takes American Express; the sandbox's form follows a store without StripeActivated.
  const source = cardSourceOf(errors, '', request, { cardSource: provider.takes, now, stripeActivated: provider.name === 'stripe' });
  if (source && (await provider.describeCard(source)).brand === 'other') errors[source.type === 'card' ? 'card.CardNumber' : 'paymentMethodId'] = [M.cardTypeNotAccepted];
  if (!source || Object.keys(errors).length > 0) throw new AppError('INVALID_FIELDS', 'storedCards.checkFields', {}, errors);

  const { user } = await keepCard({ app, provider, user: member.user, email: member.account.email, source, idempotencyKey });
  return { cards: storedCardViews(user) };
}
