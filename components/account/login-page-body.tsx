'use client';

import { isMobileDevice } from '@/lib/client/checkout/build-place-order-request';
import { useRouter } from '@/lib/i18n/client-navigation';
import type { TLoginPageView } from '@/lib/views/account';
import styles from './account.module.css';
import { AuthPanel } from './auth-panel';

/**
 * The /login and /register pages: the same forms as the overlay. Signed in, a phone goes to the
 * store's checkout when a store is known and to / otherwise (part 1 §2 navigation rules); a
 * desktop goes back to the store, or to /.
 */
export function LoginPageBody({ view, initial }: { view: TLoginPageView; initial: 'signIn' | 'register' }) {
  const router = useRouter();
  const store = view.store;
  return (
    <div className={styles.page}>
      <AuthPanel
        initial={initial}
        storeSlug={store?.slug}
        storeId={store?.id}
        verificationRequired={store?.verificationRequired ?? false}
        social={store?.social ?? null}
        termsHtml={store?.termsHtml ?? null}
        onDone={() => router.push(store ? (isMobileDevice() ? `/store/${store.slug}/checkout` : `/store/${store.slug}`) : '/')}
      />
    </div>
  );
}
