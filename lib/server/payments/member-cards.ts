import 'server-only';
import { PAYMENT_METHOD } from '@/lib/domain/order';
import type { TPlaceOrderRequest } from '@/lib/schemas/api/orders';
import type { Container } from '../container';
import type { PaymentProvider, PaymentSource } from '../ports/payment-gateway';
import { keepCard } from './keep-card';
import type { FieldErrors } from '../checkout/cart-from-request';

/**
 * The stored card a member chose at checkout (part 1 §2 "saved-card selector"), as the source
 * that pays: one of their own StoredCards, kept by this store's provider. Anything else (a guest,
 * another member's card, a card kept by the other provider) is a field error and pays nothing.
 * Null when the request chose no stored card.
 */
export async function chosenStoredCard(
  app: Pick<Container, 'users'>,
  provider: PaymentProvider | null,
  memberId: string | null,
  request: TPlaceOrderRequest,
): Promise<{ card: PaymentSource | null; errors: FieldErrors }> {
  const cardIdentifier = request.payment.savedCardId;
  if (request.payment.method !== PAYMENT_METHOD.card || !cardIdentifier || !provider) return { card: null, errors: {} };
  const user = memberId ? await app.users.findById(memberId) : null;
  const card = user?.StoredCards?.find((stored) => stored.CardIdentifier === cardIdentifier && (stored.Provider ?? 'sandbox') === provider.name);
  const customerId = user?.PaymentCustomers?.[provider.name];
  if (!card || !customerId) return { card: null, errors: { 'payment.savedCardId': ['storedCards.notFound'] } };
  return { card: { type: 'savedCard', customerId, cardIdentifier }, errors: {} };
}

/**
 * What pays a member's card order: the stored card they chose; or, when they ticked "save this
 * card", their new card kept first (a card the provider refuses to keep stops the order before
 * it is written, with the provider's message) and then paid as a stored card; else the new card
 * as it is. The key is the order's, so a retried order keeps the same one card.
 */
export async function memberPaymentSource({
  app,
  provider,
  memberId,
  request,
  chosen,
  source,
  idempotencyKey,
}: {
  app: Pick<Container, 'documents' | 'users'>;
  provider: PaymentProvider | null;
  memberId: string | null;
  request: TPlaceOrderRequest;
  chosen: PaymentSource | null;
  source: PaymentSource | null;
  idempotencyKey: string;
}): Promise<PaymentSource | null> {
  if (chosen) return chosen;
  if (!request.payment.saveCard || !memberId || !provider || (source?.type !== 'card' && source?.type !== 'paymentMethod')) return source;
  const user = await app.users.findById(memberId);
  if (!user) return source;
  const { card, customerId } = await keepCard({ app, provider, user, email: user.email, source, idempotencyKey: `order:${idempotencyKey}` });
  return { type: 'savedCard', customerId, cardIdentifier: card.cardIdentifier };
}

/** The order's PaymentCardIdentifier (part 1 §3): the stored card that pays it, if one does. */
export function paymentCardIdentifierOf(source: PaymentSource | null): string | null {
  return source?.type === 'savedCard' ? source.cardIdentifier : null;
}
