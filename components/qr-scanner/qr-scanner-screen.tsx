'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { startTransition, useEffect, useRef, useState } from 'react';
import { useStoreLinks } from '@/components/store-screen/use-store-links';
import { cartCodeOf, createQrDecoder } from '@/lib/client/qr/qr-decoder';
import { Link, useRouter } from '@/lib/i18n/client-navigation';
import styles from './qr-scanner.module.css';

/** Spec part 1 §9 and part 2 §9: the camera-blocked message shows after 3 s without a camera. */
export const CAMERA_BLOCKED_DELAY_MS = 3000;
/** Frames are read about five times a second: quick to notice a code, light on a phone's battery. */
const SCAN_INTERVAL_MS = 200;

/** The `backToGiftCart` parameter: present (and not "false" or "0") sends back to the gift cart. */
export function backsToGiftCart(value: string | null): boolean {
  return value !== null && value !== 'false' && value !== '0';
}

/** The mobile cart path opening `code`, with the cart's own query (`?menu=`, table). */
export function cartPathWithCode(mobileCart: string, code: string): string {
  const [path, query] = mobileCart.split('?');
  return `${path}/${encodeURIComponent(code)}${query ? `?${query}` : ''}`;
}

/**
 * The QR scanner (spec route /store/{storename}/qrcodescanner): the back camera full screen;
 * a decoded code opens the mobile cart with it (a leading $ removed), e.g. a saved order's QR
 * code. Without a camera for 3 s (none, or access refused) 'access to camera has been blocked'
 * shows. Back goes to the cart, or to the gift cart with `backToGiftCart`.
 */
export function QrScannerScreen({ slug, menuQuery }: { slug: string; menuQuery: string | null }) {
  const t = useTranslations('qrScanner');
  const router = useRouter();
  const links = useStoreLinks(slug, menuQuery);
  const toGiftCart = backsToGiftCart(useSearchParams().get('backToGiftCart'));
  const backLink = toGiftCart ? `/store/${slug}/giftshoppingcartmobile` : links.mobileCart;
  const video = useRef<HTMLVideoElement>(null);
  const [blocked, setBlocked] = useState(false);
  const mobileCart = links.mobileCart;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    let scan: ReturnType<typeof setTimeout> | undefined;
    const blockedTimer = setTimeout(() => {
      if (!stream) startTransition(() => setBlocked(true));
    }, CAMERA_BLOCKED_DELAY_MS);

    async function start(): Promise<void> {
      if (!navigator.mediaDevices?.getUserMedia) return;
      const camera = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      if (stopped || !video.current) {
        camera.getTracks().forEach((track) => track.stop());
        return;
      }
      stream = camera;
      video.current.srcObject = camera;
      await video.current.play().catch(() => undefined);
      const decoder = await createQrDecoder();
      const read = async (): Promise<void> => {
        if (stopped || !video.current) return;
        const code = cartCodeOf((await decoder.decode(video.current).catch(() => null)) ?? '');
        if (stopped) return;
        if (code) {
          stopped = true;
          camera.getTracks().forEach((track) => track.stop());
          router.push(cartPathWithCode(mobileCart, code));
          return;
        }
        scan = setTimeout(() => void read(), SCAN_INTERVAL_MS);
      };
      void read();
    }

    // A refused or missing camera is told by the 3 s timer, as the spec has it.
    start().catch(() => undefined);
    return () => {
      stopped = true;
      clearTimeout(blockedTimer);
      clearTimeout(scan);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [router, mobileCart]);

  return (
    <main id="main" className={styles.screen}>
      <video ref={video} className={styles.video} muted playsInline autoPlay aria-label={t('videoLabel')} />
      <div className={styles.bar}>
        <Link className={styles.back} href={backLink}>
          {toGiftCart ? t('backToGiftCart') : t('backToCart')}
        </Link>
        <h1 className={styles.title}>{t('title')}</h1>
      </div>
      {blocked ? (
        <div className={styles.blocked} role="alert">
          <p className={styles.blockedTitle}>{t('blocked')}</p>
          <p className={styles.blockedHint}>{t('blockedHint')}</p>
        </div>
      ) : (
        <div className={styles.frame} aria-hidden="true" />
      )}
      <p className={styles.hint}>{t('hint')}</p>
    </main>
  );
}
