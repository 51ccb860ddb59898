'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useHydrated } from '@/lib/client/use-hydrated';
import { apiRequest } from '@/lib/client/api/api-client';
import type { TSandboxChallengeAnswer } from '@/lib/views/payments';
import styles from './challenge-form.module.css';

export interface ChallengeFormLabels {
  complete: string;
  fail: string;
  processing: string;
  error: string;
  /** Alipay and Wechat pages only */
  cancel?: string;
  payAndClose?: string;
  closed?: string;
}

type Outcome = 'complete' | 'fail' | 'cancel';

/**
 * The sandbox's stand-in for a bank's 3-D Secure check, or for the Alipay or Wechat page: the
 * answer settles the payment on the server, then the customer goes back in their language (to
 * the status page after 3-D Secure, to the checkout after Alipay or Wechat). "Pay, then close
 * this tab" pays and never goes back, as a customer who closes the provider's tab does: the
 * order then learns of the payment from the webhook.
 */
export function ChallengeForm({
  paymentId,
  secret,
  localePrefix,
  labels,
  redirectMethod = false,
}: {
  paymentId: string;
  /** the link's challenge secret: the answer is taken only with it */
  secret: string;
  localePrefix: string;
  labels: ChallengeFormLabels;
  redirectMethod?: boolean;
}) {
  const router = useRouter();
  const [state, setState] = useState<'idle' | 'sending' | 'error' | 'closed'>('idle');
  const hydrated = useHydrated();

  async function answer(outcome: Outcome, goBack = true) {
    setState('sending');
    try {
      const body = await apiRequest<TSandboxChallengeAnswer>(`/api/payments/sandbox/${encodeURIComponent(paymentId)}/challenge`, { body: { outcome, secret } });
      if (goBack) router.push(`${localePrefix}${body.returnUrl}`);
      else setState('closed');
    } catch {
      setState('error');
    }
  }

  // Disabled until the page runs: a tap on the server's HTML would do nothing.
  const busy = !hydrated || state === 'sending' || state === 'closed';
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.complete} disabled={busy} onClick={() => answer('complete')}>
        {labels.complete}
      </button>
      <button type="button" className={styles.fail} disabled={busy} onClick={() => answer('fail')}>
        {labels.fail}
      </button>
      {redirectMethod ? (
        <>
          <button type="button" className={styles.fail} disabled={busy} onClick={() => answer('cancel')}>
            {labels.cancel}
          </button>
          <button type="button" className={styles.complete} disabled={busy} onClick={() => answer('complete', false)}>
            {labels.payAndClose}
          </button>
        </>
      ) : null}
      <p role="status" className={styles.status}>
        {state === 'sending' ? labels.processing : state === 'error' ? labels.error : state === 'closed' ? labels.closed : ''}
      </p>
    </div>
  );
}
