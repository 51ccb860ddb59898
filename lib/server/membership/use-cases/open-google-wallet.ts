import 'server-only';
import { AppError } from '@/lib/domain/errors/app-error';
import { requireMembershipAccess } from '@/lib/server/auth/membership-access';
import type { CookieReader } from '@/lib/server/auth/member-session';
import type { Container } from '@/lib/server/container';
import type { GoogleWalletConfig } from '../google-wallet';
import { googleWalletSaveUrl } from '../google-wallet';
import { requireStoreRecord } from '@/lib/server/stores/find-store';

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
