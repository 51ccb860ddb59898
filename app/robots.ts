import type { MetadataRoute } from 'next';
import { siteOrigin } from '@/lib/server/http/site-origin';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/generalError', '/pagenotfound', '/zh-CN/generalError', '/zh-CN/pagenotfound'] },
    sitemap: new URL('/sitemap.xml', siteOrigin()).toString(),
  };
}
