'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { AlertModal } from '@/components/ui/alert-modal';
import { startReorder } from '@/lib/client/account/order-history-api';
import { isApiError } from '@/lib/client/api/api-error';
import { useRouter } from '@/lib/i18n/client-navigation';

/**
 * Reorder as part 1 §4 says, from the history page and the store screen's carousel: the server
 * checks the order's store exists and takes orders now; then its checkout opens with the order
 * (sold-out lines skipped, missing ones warned there). Otherwise the spec's alert: the store's
 * closing message, 'Currently not taking online orders' or 'StoreNotFound'.
 */
export function useReorder(): { reorder: (orderId: string, token?: string | null) => void; busyId: string | null; alert: React.ReactNode } {
  const locale = useLocale();
  const router = useRouter();
  const tCommon = useTranslations('common');
  const tList = useTranslations('storeList');
  const tErrors = useTranslations('errors');
  const [busyId, setBusyId] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  function reorder(orderId: string, token: string | null = null): void {
    if (busyId) return;
    setBusyId(orderId);
    startReorder(orderId, token, locale)
      .then(({ checkoutPath }) => router.push(checkoutPath))
      .catch((caught: unknown) => {
        setRefusal(isApiError(caught) && caught.message ? caught.message : tErrors('unexpected'));
      })
      .finally(() => setBusyId(null));
  }

  const alert = (
    <AlertModal open={refusal !== null} title={tList('oops')} okayLabel={tCommon('okay')} onClose={() => setRefusal(null)}>
      <p>{refusal}</p>
    </AlertModal>
  );
  return { reorder, busyId, alert };
}
