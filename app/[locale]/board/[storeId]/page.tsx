import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BoardScreen } from '@/components/board/board-screen';
import { BoardSignIn } from '@/components/board/board-sign-in';
import { isAppError } from '@/lib/domain/errors/app-error';
import { withClientMessages } from '@/lib/i18n/client-messages';
import { localeOf } from '@/lib/i18n/routing';
import { container } from '@/lib/server/container';
import { loadBoardPage } from '@/lib/server/pages/load-board-page';

type Props = { params: Promise<{ locale: string; storeId: string }> };

// The staff session and live orders: never cached, never indexed.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: 'board' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

// /board/{storeId}: the store's order board for its staff (the passcode form until signed in).
async function BoardPage({ params }: Props) {
  const { locale: raw, storeId } = await params;
  setRequestLocale(localeOf(raw));
  const page = await loadBoardPage({ app: await container(), storeId, cookies: await cookies() }).catch((error: unknown) => {
    if (isAppError(error) && error.code === 'STORE_NOT_FOUND') notFound();
    throw error;
  });
  return page.status === 'signIn' ? <BoardSignIn storeId={page.storeId} storeName={page.storeName} /> : <BoardScreen snapshot={page.snapshot} />;
}

export default withClientMessages(['board', 'orderStatus'], BoardPage);
