import { redirect } from '@/lib/i18n/navigation';
import { localeOf } from '@/lib/i18n/routing';
import { container } from '@/lib/server/container';
import { findEnabledStore } from '@/lib/server/stores/find-store';

type Props = { params: Promise<{ locale: string; slug: string }> };

// Spec route /s/{slug}: look the store up by its short slug; go to it, or to /pagenotfound.
export default async function ShortLinkPage({ params }: Props) {
  const { locale: rawLocale, slug } = await params;
  const locale = localeOf(rawLocale);
  const found = await findEnabledStore({ app: await container(), by: { slug: slug.toLowerCase() } }).catch(() => undefined);
  if (found === undefined) redirect({ href: '/generalError', locale });
  redirect({ href: found ? `/store/${found.store.Slug}` : '/pagenotfound', locale });
}
