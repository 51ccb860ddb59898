import 'server-only';
import { checkoutAccess } from '@/lib/domain/account/checkout-access';
import type { TAccountStoreView, TLoginPageView, TResetPasswordPageView } from '@/lib/views/account';
import { socialSignInView } from '../auth/social-sign-in-view';
import type { Container } from '../container';
import { findEnabledStore } from '../stores/find-store';
import { openPasswordLink } from '../accounts/use-cases/open-password-link';
import { storePolicies } from '../stores/store-policies';

async function accountStore(app: Pick<Container, 'stores' | 'headOffices' | 'firebaseWebConfig'>, storename: string): Promise<TAccountStoreView | null> {
  const found = await findEnabledStore({ app, by: { storename } });
  if (!found) return null;
  const verificationRequired = checkoutAccess(found.store.ViewComponentConfigs, { isVerified: false }) === 'verificationRequired';
  const social = socialSignInView(found.store.ViewComponentConfigs, app.firebaseWebConfig);
  const termsHtml = storePolicies(found.store, found.headOffice).find((policy) => policy.kind === 'terms')?.html ?? null;
  return { slug: found.store.Slug, id: found.store.ID, name: found.store.Name, branded: Boolean(found.headOffice), verificationRequired, social, termsHtml };
}

/** The sign-in and registration pages' one loader: the store of `/login/{storename}/...`; null for a path naming no store that exists (a 404). */
export async function loadLoginPage({
  app,
  storename,
}: {
  app: Pick<Container, 'stores' | 'headOffices' | 'firebaseWebConfig'>;
  storename: string | null;
}): Promise<TLoginPageView | null> {
  if (storename === null) return { store: null };
  const store = await accountStore(app, storename);
  return store ? { store } : null;
}

/** The password link page's one loader (`/store/{storename}/resetpassword/{base64User}`): its store and its link's state. */
export async function loadResetPasswordPage({
  app,
  storename,
  token,
}: {
  app: Pick<Container, 'stores' | 'headOffices' | 'auth' | 'firebaseWebConfig'>;
  storename: string;
  token: string;
}): Promise<TResetPasswordPageView | null> {
  const store = await accountStore(app, storename);
  return store ? { store, link: await openPasswordLink({ app, token }) } : null;
}
