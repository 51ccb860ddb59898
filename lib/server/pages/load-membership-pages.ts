import 'server-only';
import { colourVariables } from '@/lib/domain/store/store-looks';
import type { THeadOffice, TStore } from '@/lib/schemas/entities';
import type { TGuestCheckInPageView, TMembershipCompletionView, TMembershipSignupPageView, TMembershipStoreView } from '@/lib/views/membership';
import { readMembershipAccess } from '../auth/membership-access';
import type { CookieReader } from '../auth/member-session';
import type { Container } from '../container';
import { appleWalletConfig, env, googleWalletConfig } from '../env';
import { findEnabledStore } from '../stores/find-store';
import { otherGroupStores } from '../accounts/use-cases/sign-up-member';
import { storePolicies } from '../stores/store-policies';

/** The spec's default background of the membership pages when the theme gives none: a blue. */
export const DEFAULT_MEMBERSHIP_BACKGROUND = '#1565c0';

function membershipStore(store: TStore, headOffice: THeadOffice | null): TMembershipStoreView {
  const intro = store.ThemeSettings?.Colours?.IntroBackground ?? headOffice?.ThemeSettings?.Colours?.IntroBackground;
  return {
    id: store.ID,
    slug: store.Slug,
    name: store.Name,
    logo: store.ThemeSettings?.BackgroundPhotos?.CommonLogo ?? headOffice?.ThemeSettings?.BackgroundPhotos?.CommonLogo ?? store.Logo ?? null,
    // Checked as a colour again: it lands in a style attribute.
    background: colourVariables(undefined, intro)['--intro-background'] ?? DEFAULT_MEMBERSHIP_BACKGROUND,
  };
}

type PagesApp = Pick<Container, 'stores' | 'headOffices'>;

/** An enabled store by id (sign-up and completion paths) or by name (check-in); null: the page is a 404. */
async function enabledStore(app: PagesApp, storename: string) {
  return findEnabledStore({ app, by: { storename } });
}

/** `/signup/{storeid}`'s one loader: the store, its terms and the group's other stores; null for no such store. */
export async function loadMembershipSignupPage({ app, storeId }: { app: PagesApp; storeId: string }): Promise<TMembershipSignupPageView | null> {
  if (!/^\d{1,20}$/.test(storeId)) return null;
  const found = await enabledStore(app, storeId);
  if (!found) return null;
  const termsHtml = storePolicies(found.store, found.headOffice).find((policy) => policy.kind === 'terms')?.html ?? null;
  const otherStores = (await otherGroupStores(app.stores, found.store)).map(({ ID, Name }) => ({ ID, Name }));
  return { store: membershipStore(found.store, found.headOffice), termsHtml, otherStores };
}

/**
 * The completion page's one loader: the member's code and their QR and wallet links, for the
 * member themself (their session) or the fresh sign-up's token only; null for anyone else, for
 * another store's path and for no such store (the page is a 404 and tells nothing more).
 */
export async function loadMembershipCompletionPage({
  app,
  cookies,
  storeId,
  userId,
}: {
  app: PagesApp & Pick<Container, 'auth' | 'users' | 'sessions'>;
  cookies: CookieReader;
  storeId: string;
  userId: string;
}): Promise<TMembershipCompletionView | null> {
  if (!/^\d{1,20}$/.test(storeId)) return null;
  const found = await enabledStore(app, storeId);
  if (!found) return null;
  const user = await readMembershipAccess({ cookies, userId, app });
  if (!user?.CustomerMemberCode) return null;
  const base = `/api/members/${encodeURIComponent(userId)}`;
  return {
    store: membershipStore(found.store, found.headOffice),
    userId,
    displayName: user.DisplayName ?? `${user.FirstName ?? ''} ${user.LastName ?? ''}`.trim(),
    memberCode: user.CustomerMemberCode,
    qrCodePath: `${base}/qr-code`,
    googleWalletPath: googleWalletConfig(env()) ? `${base}/google-wallet?storeId=${encodeURIComponent(found.store.ID)}` : null,
    appleWalletPath: appleWalletConfig(env()) ? `${base}/apple-wallet?storeId=${encodeURIComponent(found.store.ID)}` : null,
  };
}

/** `/store/{storename}/guestCheckIn`'s one loader: the store when it enables check-in; null otherwise (a 404). */
export async function loadGuestCheckInPage({ app, storename }: { app: PagesApp; storename: string }): Promise<TGuestCheckInPageView | null> {
  const found = await enabledStore(app, storename);
  if (!found || found.store.EnableGuestCheckIn !== true) return null;
  return { store: membershipStore(found.store, found.headOffice), hideMarketing: found.store.ViewComponentConfigs?.IsHideCheckboxMarketing === true };
}
