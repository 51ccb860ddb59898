'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { isApiError } from '@/lib/client/api/api-error';
import { actOnOrder, signOutBoard } from '@/lib/client/board/board-api';
import { newLineId } from '@/lib/client/cart/cart-store';
import { useClock } from '@/lib/client/use-clock';
import { BOARD_COLUMNS, type BoardAction, type BoardColumn } from '@/lib/domain/board/board-flow';
import type { TBoardOrder, TBoardProduct, TBoardSnapshot } from '@/lib/views/board';
import { BoardLockNotice } from './board-lock-notice';
import { BoardTicket } from './board-ticket';
import styles from './board.module.css';
import { OrderCard } from './order-card';
import { StoreControls } from './store-controls';
import { useBoardFeed } from './use-board-feed';

/** Scheduled orders are let onto the board by this clock (they appear OrderPreparationTime before they are due). */
const CLOCK_MS = 15_000;
/** How long a new card is highlighted. */
const FRESH_MS = 10_000;
/** The completed column keeps the latest few. */
const COMPLETED_SHOWN = 30;
/** The kitchen's columns, then the gift-card sales: nothing to prepare, kept out of the kitchen's way. */
const SHOWN_COLUMNS: readonly BoardColumn[] = [...BOARD_COLUMNS, 'giftCards'];

/** A short two-tone chime for a new order (Web Audio: no sound file to load). */
function chime() {
  try {
    const AudioContextClass = window.AudioContext;
    if (!AudioContextClass) return;
    const context = new AudioContextClass();
    [880, 1320].forEach((frequency, i) => {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.2, context.currentTime + i * 0.18);
      gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + i * 0.18 + 0.16);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(context.currentTime + i * 0.18);
      oscillator.stop(context.currentTime + i * 0.18 + 0.17);
    });
    window.setTimeout(() => void context.close(), 1000);
  } catch {
    // a browser that refuses sound before a tap still shows the card and the count
  }
}

function byDueTime(a: TBoardOrder, b: TBoardOrder) {
  return a.scheduledTime - b.scheduledTime || a.createdOn - b.createdOn;
}

/** The order board of one store: live columns, the store controls and printing. */
export function BoardScreen({ snapshot }: { snapshot: TBoardSnapshot }) {
  const t = useTranslations('board');
  const locale = useLocale();
  const router = useRouter();
  const { orders, setOrders, signInLock, reconnecting } = useBoardFeed(snapshot.storeId, snapshot.orders, snapshot.signInLock);
  const [paused, setPaused] = useState(snapshot.paused);
  const [products, setProducts] = useState(snapshot.products);
  const [controlsOpen, setControlsOpen] = useState(false);
  const [printing, setPrinting] = useState<TBoardOrder | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const now = useClock(CLOCK_MS);
  const seen = useRef<Set<string> | null>(null);

  // An order due soon enough is shown at once (it was visible when placed); a scheduled one waits for its time by the clock.
  const visible = orders.filter((order) => order.visibleFrom <= order.createdOn || order.visibleFrom * 1000 <= now);
  const waiting = visible.filter((order) => order.column === 'new').length;

  // A new order on the board (arrived live, or a scheduled one whose time came): chime, highlight, announce.
  useEffect(() => {
    const ids = visible.map((order) => order.orderId);
    if (seen.current === null) {
      seen.current = new Set(ids);
      return;
    }
    const known = seen.current;
    // A gift-card sale is not the kitchen's: no chime for it.
    const arrived = visible.filter((order) => !known.has(order.orderId) && order.column !== 'giftCards');
    for (const id of ids) known.add(id);
    if (arrived.length === 0) return;
    chime();
    setAnnouncement(arrived.map((order) => t('alert', { number: order.orderNumber })).join(', '));
    setFresh((current) => new Set([...current, ...arrived.map((order) => order.orderId)]));
    // Not cleared with the effect (it runs again on every render): the highlight always ends.
    window.setTimeout(() => setFresh((current) => new Set([...current].filter((id) => !arrived.some((order) => order.orderId === id)))), FRESH_MS);
  }, [visible, t]);

  useEffect(() => {
    document.title = waiting > 0 ? t('titleWithCount', { count: waiting }) : t('title');
  }, [waiting, t]);

  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done);
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);

  const act = useCallback(
    async (order: TBoardOrder, action: BoardAction, reason?: string): Promise<string | null> => {
      try {
        const result = await actOnOrder(snapshot.storeId, order.orderId, { action, reason }, newLineId(), locale);
        setOrders((current) => current.flatMap((each) => (each.orderId !== order.orderId ? [each] : result.order ? [result.order] : [])));
        return null;
      } catch (error) {
        return isApiError(error) && error.message ? error.message : t('errors.actionFailed');
      }
    },
    [snapshot.storeId, locale, setOrders, t],
  );

  const onProduct = useCallback((product: TBoardProduct) => setProducts((current) => current.map((each) => (each.id === product.id ? product : each))), []);

  async function signOut() {
    await signOutBoard(snapshot.storeId).catch(() => null);
    router.refresh();
  }

  const columnOrders = (column: BoardColumn) => {
    const inColumn = visible.filter((order) => order.column === column);
    return column === 'completed' || column === 'giftCards' ? inColumn.sort((a, b) => byDueTime(b, a)).slice(0, COMPLETED_SHOWN) : inColumn.sort(byDueTime);
  };

  return (
    <div className={styles.root}>
      <div className={styles.screen}>
        <header className={styles.bar}>
          <h1 className={styles.barTitle}>{t('storeBoard', { store: snapshot.storeName })}</h1>
          <span className={styles.live} data-state={reconnecting ? 'reconnecting' : 'live'}>
            {reconnecting ? t('live.reconnecting') : t('live.connected')}
          </span>
          <span>{t('newOrders', { count: waiting })}</span>
          <button type="button" className={styles.barButton} aria-expanded={controlsOpen} onClick={() => setControlsOpen((open) => !open)}>
            {controlsOpen ? t('controls.hide') : t('controls.show')}
          </button>
          <button type="button" className={styles.barButton} onClick={() => void signOut()}>
            {t('signOut')}
          </button>
        </header>
        {paused ? (
          <p className={styles.pausedBanner} role="status">
            {t('controls.paused')}
          </p>
        ) : null}
        <BoardLockNotice lock={signInLock} timeZone={snapshot.timeZone} now={now} />
        <p className="visually-hidden" aria-live="assertive">
          {announcement}
        </p>
        {controlsOpen ? <StoreControls storeId={snapshot.storeId} paused={paused} products={products} onPaused={setPaused} onProduct={onProduct} /> : null}
        <main id="main" className={styles.columns}>
          {SHOWN_COLUMNS.map((column) => {
            const list = columnOrders(column);
            return (
              <section key={column} className={styles.column} data-column={column} aria-label={t(`columns.${column}`)}>
                <h2 className={styles.columnTitle}>
                  {t(`columns.${column}`)}
                  <span className={styles.count}>{list.length}</span>
                </h2>
                {list.length === 0 ? <p className={styles.empty}>{t('empty')}</p> : null}
                {list.map((order) => (
                  <OrderCard
                    key={order.orderId}
                    order={order}
                    timeZone={snapshot.timeZone}
                    currencyLocale={snapshot.currencyLocale}
                    fresh={fresh.has(order.orderId)}
                    onAction={act}
                    onPrint={setPrinting}
                  />
                ))}
              </section>
            );
          })}
        </main>
      </div>
      <div className={styles.printArea}>
        {printing ? <BoardTicket order={printing} storeName={snapshot.storeName} timeZone={snapshot.timeZone} currencyLocale={snapshot.currencyLocale} /> : null}
      </div>
    </div>
  );
}
