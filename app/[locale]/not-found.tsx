import { useTranslations } from 'next-intl';
import { TitlePage } from '@/components/pages/title-page';
import { Link } from '@/lib/i18n/client-navigation';

export default function NotFound() {
  const t = useTranslations();
  return (
    <TitlePage title={t('pages.pageNotFound')}>
      <Link href="/">{t('common.backHome')}</Link>
    </TitlePage>
  );
}
