import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { container } from '@/lib/server/container';

type Props = { params: Promise<{ locale: string; slug: string }> };

// Spec route /s/{slug}: look the store up by its short slug; go to it, or to /pagenotfound.
export default async function ShortLinkPage({ params }: Props) {
  const { locale, slug } = await params;
  const { stores } = await container();
  const store = await stores.findBySlug(slug.toLowerCase()).catch(() => undefined);
  if (store === undefined) redirect({ href: '/generalError', locale: locale as Locale });
  redirect({ href: store ? `/store/${store.Slug}` : '/pagenotfound', locale: locale as Locale });
}
