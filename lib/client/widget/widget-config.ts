/**
 * The widget's configuration inside the host's frame (`/embed.js` leaves it in a cookie): read
 * while the first page hydrates, so the order type it asks for is in the session before the
 * pages read it. The rest of the frame's side (frame-bridge.ts) loads after the page is interactive.
 */
import { readStorage, storageOf, writeStorage } from '../storage/browser-storage';
import { STORAGE_KEYS, type TOOConfig } from '../storage/keys';

const COOKIE = 'OOConfig';

/** The configuration the widget's start left in its cookie, read as the session storage key is. */
function cookieConfig(): TOOConfig | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${COOKIE}=`));
  if (!entry) return null;
  try {
    return STORAGE_KEYS.ooConfig.parse(JSON.parse(decodeURIComponent(entry.slice(COOKIE.length + 1))));
  } catch {
    return null;
  }
}

/** Whether this page is the widget inside another site's frame. */
export function inWidgetFrame(): boolean {
  return typeof window !== 'undefined' && window.parent !== window && readStorage(STORAGE_KEYS.ooConfig) !== null;
}

/** The configuration of this frame, saved for the session (with the order type it asks for), or null outside a widget frame. */
export function widgetConfig(): TOOConfig | null {
  if (window.parent === window) return null;
  const fresh = cookieConfig();
  if (fresh) {
    writeStorage(STORAGE_KEYS.ooConfig, fresh);
    // The snippet's order type, unless the customer already chose one this session.
    if (fresh.OrderType && readStorage(STORAGE_KEYS.orderType) === null) writeStorage(STORAGE_KEYS.orderType, fresh.OrderType);
  }
  return fresh ?? readStorage(STORAGE_KEYS.ooConfig);
}

/**
 * Whether the browser refuses this frame its storage (third-party storage blocked: a private
 * window, some browsers' settings): the cart cannot be kept from page to page inside the frame.
 */
export function frameStorageBlocked(): boolean {
  return storageOf('local') === null || storageOf('session') === null;
}
