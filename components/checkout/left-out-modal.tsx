'use client';

import { useTranslations } from 'next-intl';
import { AlertModal } from '@/components/ui/alert-modal';
import styles from './checkout.module.css';

/** A reorder's lines that did not go back into the cart: the menu lacks them, or they are sold out now. */
export interface LeftOut {
  missing: readonly string[];
  soldOut: readonly string[];
}

export const NOTHING_LEFT_OUT: LeftOut = { missing: [], soldOut: [] };

/**
 * Names every line of a retry or reorder left out of the cart and why (issue 36 #11: a reorder
 * whose lines are all sold out used to open an empty checkout without a word).
 */
export function LeftOutModal({ leftOut, onClose }: { leftOut: LeftOut; onClose: () => void }) {
  const t = useTranslations('checkout');
  const tCommon = useTranslations('common');
  const groups = [
    { body: t('missingBody'), names: leftOut.missing },
    { body: t('soldOutBody'), names: leftOut.soldOut },
  ].filter((group) => group.names.length > 0);
  return (
    <AlertModal open={groups.length > 0} title={t('missingTitle')} okayLabel={tCommon('okay')} onClose={onClose}>
      {groups.map((group) => (
        <div key={group.body}>
          <p>{group.body}</p>
          <ul className={styles.missingList}>
            {group.names.map((name, i) => (
              <li key={`${i}-${name}`}>{name}</li>
            ))}
          </ul>
        </div>
      ))}
    </AlertModal>
  );
}
