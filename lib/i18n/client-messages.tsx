import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { Messages } from './messages';

export type Namespace = keyof Messages;

/**
 * Gives the client components below it the message namespaces they read, and only those: the
 * browser gets a page's texts in the page's payload, so the whole catalogue (50 KB, 13 KB
 * gzipped) in every page would be sent and parsed with each of them. The root layout gives the
 * shell's namespaces; a page whose client components read others wraps itself in its own list
 * (the inner provider replaces the outer one). tests/unit/i18n/client-messages.test.ts reads
 * each route's client components and holds every list to exactly what they read.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: readonly Namespace[]; children: React.ReactNode }) {
  const messages = (await getMessages()) as Messages;
  const picked = Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]]));
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}

/** A page rendered inside the provider of the namespaces its client components read: `export default withClientMessages([...], Page)`. */
export function withClientMessages<Props extends object>(namespaces: readonly Namespace[], Page: (props: Props) => Promise<React.ReactNode> | React.ReactNode) {
  return function PageWithClientMessages(props: Props) {
    return (
      <ClientMessages namespaces={namespaces}>
        <Page {...props} />
      </ClientMessages>
    );
  };
}
