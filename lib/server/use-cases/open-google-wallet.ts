import 'server-only';
import { AppError } from '@/lib/domain/errors/app-error';
import { requireMembershipAccess } from '../auth/membership-access';
import type { CookieReader } from '../auth/member-session';
import type { Container } from '../container';
import type { GoogleWalletConfig } from '../membership/google-wallet';
import { googleWalletSaveUrl } from '../membership/google-wallet';
import { requireStoreRecord } from '../stores/find-store';

/**
 * The spec's getGoogleWallet: Google's save link of the member's card at the store, for the
 * member themself or their fresh sign-up only (AppError NOT_FOUND for anyone else, and when
 * Google Wallet is not configured).
 */
export async function openGoogleWallet({
  app,
  cookies,
  userId,
  storeId,
  config,
  siteUrl,
}: {
  app: Pick<Container, 'auth' | 'users' | 'sessions' | 'stores' | 'headOffices'>;
  cookies: CookieReader;
  userId: string;
  storeId: string;
  config: GoogleWalletConfig | null;
  siteUrl: string;
}): Promise<string> {
  const user = await requireMembershipAccess({ cookies, userId, app });
  if (!config) throw new AppError('NOT_FOUND', 'membership.errors.walletOff');
  const store = await requireStoreRecord({ app, by: { id: storeId } });
  return googleWalletSaveUrl({ config, store, user, siteUrl });
}
