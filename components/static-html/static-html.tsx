import 'server-only';
import { headers } from 'next/headers';
import { depositIsland } from './island-registry';
import { StaticHtmlIsland, type StaticHtmlIslandProps } from './static-html-island';

/**
 * Static server-built markup (already escaped, e.g. by lib/html/html-template.ts) that
 * reaches the phone once: as HTML on a page load, in React's payload on a client-side navigation,
 * which has no HTML.
 */
export async function StaticHtml({ html, ...props }: Omit<StaticHtmlIslandProps, 'id' | 'html'> & { html: string }) {
  // HTML is rendered for a browser that asks for it (a page load); Next.js hides whether a request
  // is for the payload alone, and a client-side navigation's fetch accepts anything (*/*). Asked
  // without text/html (a fetch, curl), the markup travels in the payload as well: never lost.
  const payloadOnly = !(await headers()).get('accept')?.includes('text/html');
  return payloadOnly ? <StaticHtmlIsland id={crypto.randomUUID()} html={html} {...props} /> : <StaticHtmlIsland id={depositIsland(html)} {...props} />;
}
