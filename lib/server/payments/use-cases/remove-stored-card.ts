import 'server-only';
import { AppError } from '@/lib/domain/errors/app-error';
import type { TUser } from '@/lib/schemas/entities';
import type { TStoredCardsView } from '@/lib/views/account';
import { COLLECTIONS } from '@/lib/server/collections';
import type { Container } from '@/lib/server/container';
import type { MemberSession } from '@/lib/server/auth/member-session';
import { storedCardViews } from './list-stored-cards';

/**
 * My account's "remove card" (part 2 §7 DELETE customers/{userId}/storecard/{cardIdentifier}):
 * only a card of the session's own member; any other identifier answers 404 and changes nothing.
 * The provider forgets the card first (Stripe detaches it), then it leaves StoredCards; a
 * provider no longer configured here has nothing left to forget.
 */
export async function removeStoredCard({
  app,
  member,
  cardIdentifier,
}: {
  app: Pick<Container, 'documents' | 'stripePayments' | 'sandboxPayments'>;
  member: MemberSession;
  cardIdentifier: string;
}): Promise<TStoredCardsView> {
  const card = (member.user.StoredCards ?? []).find((stored) => stored.CardIdentifier === cardIdentifier);
  if (!card) throw new AppError('NOT_FOUND', 'storedCards.notFound');
  const providerName = card.Provider ?? 'sandbox';
  const provider = providerName === 'stripe' ? app.stripePayments : app.sandboxPayments;
  const customerId = member.user.PaymentCustomers?.[providerName];
  if (provider && customerId) await provider.removeCard({ customerId, cardIdentifier });
  const userId = member.user.ID;
  const saved = await app.documents.runTransaction(async (tx) => {
    const user = (await tx.get<TUser>(COLLECTIONS.users, userId))!;
    const next: TUser = { ...user, StoredCards: (user.StoredCards ?? []).filter((stored) => stored.CardIdentifier !== cardIdentifier) };
    tx.set(COLLECTIONS.users, userId, next);
    return next;
  });
  return { cards: storedCardViews(saved) };
}
