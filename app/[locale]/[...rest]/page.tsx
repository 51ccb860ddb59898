import { redirect } from '@/lib/i18n/navigation';
import { localeOf } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

// Spec: "/ and any unmatched path" show the main page.
export default async function UnmatchedPage({ params }: Props) {
  const { locale } = await params;
  redirect({ href: '/', locale: localeOf(locale) });
}
