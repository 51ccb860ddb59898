'use client';

import { useTranslations } from 'next-intl';
import type { TBoardSignInLock } from '@/lib/views/board';
import styles from './board.module.css';
import { useBoardFormat } from './use-board-format';

/**
 * Tells the staff of a board already signed in that the store's board sign-in was locked by too
 * many wrong passcodes (someone was guessing), at what time in the store's zone, and while it
 * lasts, until when new sign-ins are refused.
 */
export function BoardLockNotice({ lock, timeZone, now }: { lock: TBoardSignInLock | null; timeZone: string; now: number }) {
  const t = useTranslations('board.signInLock');
  const { time } = useBoardFormat(timeZone, null);
  if (!lock) return null;
  return (
    <p className={styles.lockNotice} role="status">
      {lock.lockedUntil * 1000 > now
        ? t('noticeUntil', { time: time(lock.lockedAt), count: lock.failures, until: time(lock.lockedUntil) })
        : t('notice', { time: time(lock.lockedAt), count: lock.failures })}
    </p>
  );
}
