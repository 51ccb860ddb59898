import type { MetadataRoute } from 'next';
import { isListed } from '@/lib/domain/store-list/store-list';
import { getPathname } from '@/lib/i18n/paths';
import { container } from '@/lib/server/container';
import { siteOrigin } from '@/lib/server/http/site-origin';

// Stores change at run time: the sitemap is built per request, never frozen at build time.
export const dynamic = 'force-dynamic';

/** The store list and every listed store's menu page, in English with its Chinese alternate. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = siteOrigin();
  const { stores } = await container();
  const listed = (await stores.listAll()).filter(isListed);
  const entry = (href: string, priority: number): MetadataRoute.Sitemap[number] => ({
    url: new URL(getPathname({ href, locale: 'en' }), site).toString(),
    changeFrequency: 'daily',
    priority,
    alternates: { languages: { 'zh-CN': new URL(getPathname({ href, locale: 'zh-CN' }), site).toString() } },
  });
  return [entry('/', 1), ...listed.map((store) => entry(`/store/${store.Slug}`, 0.8))];
}
