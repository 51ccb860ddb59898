import { getTranslations } from 'next-intl/server';
import { HtmlModalLink } from '@/components/ui/html-modal-link';
import type { Locale } from '@/lib/i18n/routing';
import type { PolicyView } from '@/lib/views/store';
import styles from './policy-links.module.css';

/** Footer links to the store's terms and policies, each only when its text is present. */
export async function PolicyLinks({ locale, policies }: { locale: Locale; policies: PolicyView[] }) {
  if (policies.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'policies' });
  const common = await getTranslations({ locale, namespace: 'common' });
  return (
    <nav aria-label={t('label')}>
      <ul className={styles.links}>
        {policies.map(({ kind, html }) => (
          <li key={kind}>
            <HtmlModalLink label={t(kind)} title={t(kind)} html={html} closeLabel={common('okay')} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
