import 'server-only';
import { checkoutAccess } from '@/lib/domain/account/checkout-access';
import { AppError } from '@/lib/domain/errors/app-error';
import type { TStore } from '@/lib/schemas/entities';
import type { MemberSession } from './member-session';

/**
 * The order handler's own check of the store's mandatory login (the page and the proxy check it
 * too, but only this one guards the data): 401 "Please sign in first." without a member, 403
 * "Please verify your mobile number first." without a verified one where SMS verification is on.
 */
export async function requireCheckoutAccess(store: TStore, member: MemberSession | null): Promise<void> {
  const access = checkoutAccess(store.ViewComponentConfigs, member ? { isVerified: member.user.isVerified === true } : null);
  if (access === 'signInRequired') throw new AppError('UNAUTHORIZED', 'auth.signInRequired');
  if (access === 'verificationRequired') throw new AppError('FORBIDDEN', 'auth.verificationRequired');
}
