import 'server-only';
import { socialProviders, type SocialSignInSwitches } from '@/lib/domain/account/social-providers';
import type { TFirebaseWebConfig, TSocialSignInView } from '@/lib/views/account';

/** The social buttons a store's pages offer: only with Firebase's web config and the store's switches (else null, no buttons and no Firebase code in the browser). */
export function socialSignInView(switches: SocialSignInSwitches | null | undefined, firebase: TFirebaseWebConfig | null): TSocialSignInView | null {
  const providers = socialProviders(switches);
  return firebase && providers.length > 0 ? { providers, firebase } : null;
}
