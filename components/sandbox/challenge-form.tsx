'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiRequest } from '@/lib/client/api/api-client';
import type { TSandboxChallengeAnswer } from '@/lib/views/payments';
import styles from './challenge-form.module.css';

export interface ChallengeFormLabels {
  complete: string;
  fail: string;
  processing: string;
  error: string;
}

/**
 * The sandbox's stand-in for a bank's 3-D Secure check: Complete or Fail settles the payment on
 * the server, then the customer returns to the order's status page in their language.
 */
export function ChallengeForm({ paymentId, localePrefix, labels }: { paymentId: string; localePrefix: string; labels: ChallengeFormLabels }) {
  const router = useRouter();
  const [state, setState] = useState<'idle' | 'sending' | 'error'>('idle');

  async function answer(outcome: 'complete' | 'fail') {
    setState('sending');
    try {
      const body = await apiRequest<TSandboxChallengeAnswer>(`/api/payments/sandbox/${encodeURIComponent(paymentId)}/challenge`, { body: { outcome } });
      router.push(`${localePrefix}${body.returnUrl}`);
    } catch {
      setState('error');
    }
  }

  const busy = state === 'sending';
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.complete} disabled={busy} onClick={() => answer('complete')}>
        {labels.complete}
      </button>
      <button type="button" className={styles.fail} disabled={busy} onClick={() => answer('fail')}>
        {labels.fail}
      </button>
      <p role="status" className={styles.status}>
        {busy ? labels.processing : state === 'error' ? labels.error : ''}
      </p>
    </div>
  );
}
