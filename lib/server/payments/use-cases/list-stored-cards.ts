import 'server-only';
import type { TUser } from '@/lib/schemas/entities';
import type { TStoredCardView } from '@/lib/views/account';
import type { Container } from '@/lib/server/container';
import type { MemberSession } from '@/lib/server/auth/member-session';
import type { PaymentProvider } from '@/lib/server/ports/payment-gateway';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The member's stored cards as the browser sees them: type, last 4 and expiry, nothing more. */
export function storedCardViews(user: TUser): TStoredCardView[] {
  return (user.StoredCards ?? []).map((card) => ({
    cardIdentifier: String(card.CardIdentifier),
    cardType: typeof card.CardType === 'string' && card.CardType !== '' ? card.CardType : null,
    last4: card.ElidedPan.slice(-4),
    expiry: card.ExpiryMonth && card.ExpiryYear ? `${twoDigits(card.ExpiryMonth)}/${twoDigits(card.ExpiryYear % 100)}` : '',
    provider: card.Provider ?? 'sandbox',
  }));
}

/**
 * The provider that keeps members' cards: Stripe when it is configured (SetupIntents), else the
 * sandbox; null when neither may (never: the sandbox is only withheld where Stripe is set).
 */
export function cardKeeperOf(app: Pick<Container, 'stripePayments' | 'sandboxPayments'>): PaymentProvider | null {
  return app.stripePayments ?? app.sandboxPayments;
}

/** GET /api/account/cards: the session's own member's cards. */
export function listStoredCards({ member }: { member: MemberSession }): { cards: TStoredCardView[] } {
  return { cards: storedCardViews(member.user) };
}
