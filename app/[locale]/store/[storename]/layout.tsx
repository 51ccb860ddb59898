import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { loadStore } from '@/lib/server/pages/page-data';
import { enabledOnly } from '@/lib/server/stores/find-store';
import { embeddedScripts } from '@/lib/server/stores/embedded-scripts';

type Props = { children: React.ReactNode; params: Promise<{ storename: string }> };

// Every /store/{storename} route: an unknown or disabled store is 404 before any of its page
// streams (the menu's loading skeleton below would otherwise have sent a 200 already). The
// company's EmbeddedJavascript comes first, with the request's CSP nonce (proxy.ts): it runs as
// the page loads, before the page is interactive; no other inline script may. The store is the
// pages' own cached read (pages/page-data.ts), not a second one.
export default async function StoreRoutesLayout({ children, params }: Props) {
  const { storename } = await params;
  const found = enabledOnly(await loadStore(storename));
  if (!found) notFound();
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return (
    <>
      {embeddedScripts(found).map((code, index) => (
        <script key={index} nonce={nonce} dangerouslySetInnerHTML={{ __html: code }} />
      ))}
      {children}
    </>
  );
}
