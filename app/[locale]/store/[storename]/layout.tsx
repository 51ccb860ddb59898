import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { container } from '@/lib/server/container';
import { embeddedScripts } from '@/lib/server/use-cases/embedded-scripts';
import { findStore } from '@/lib/server/use-cases/find-store';

type Props = { children: React.ReactNode; params: Promise<{ storename: string }> };

// Every /store/{storename} route: an unknown or disabled store is 404 before any of its page
// streams (the menu's loading skeleton below would otherwise have sent a 200 already). The
// company's EmbeddedJavascript comes first, with the request's CSP nonce (proxy.ts): it runs as
// the page loads, before the page is interactive; no other inline script may.
export default async function StoreRoutesLayout({ children, params }: Props) {
  const { storename } = await params;
  const { stores, headOffices } = await container();
  const found = await findStore({ stores, headOffices, storename });
  if (found?.store.IsEnabled !== true) notFound();
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
