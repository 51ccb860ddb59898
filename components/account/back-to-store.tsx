import { Link } from '@/lib/i18n/client-navigation';
import styles from './account.module.css';

/**
 * The account pages' way back to the store they were opened from (issue 36 #19), above the title
 * so it is found without scrolling past a long history.
 */
export function BackToStore({ storeSlug, label }: { storeSlug: string; label: string }) {
  return (
    <p className={styles.backLink}>
      <Link href={`/store/${storeSlug}`}>
        <span aria-hidden="true">←</span>
        {label}
      </Link>
    </p>
  );
}
