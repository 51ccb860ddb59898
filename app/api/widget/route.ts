import { NextResponse } from 'next/server';
import { ZWidgetStartQuerySchema } from '@/lib/schemas/api/widget';
import { container } from '@/lib/server/container';
import { route } from '@/lib/server/http/route';
import { siteUrl } from '@/lib/server/http/site-origin';
import { startWidget } from '@/lib/server/stores/use-cases/start-widget';
import { setWidgetCookie } from '@/lib/server/stores/widget-cookie';

// GET /api/widget?store=|hq=&orderType=&table=&s=&gift=&noScroll=&locale=&host= – the frame of /embed.js starts here: OOConfig cookie, then the widget's first page
export const GET = route({
  source: 'query',
  schema: ZWidgetStartQuerySchema,
  run: async (query, { request }) => {
    const app = await container();
    const { config, location } = await startWidget({ app, query });
    const response = NextResponse.redirect(siteUrl(location, request), 303);
    response.headers.set('Cache-Control', 'no-store');
    setWidgetCookie(request, response, config);
    return response;
  },
});
