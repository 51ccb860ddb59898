/**
 * The storefront's side of the embedded widget (`/embed.js` is the host page's side). Inside the
 * host's frame the page keeps the widget's order configuration (OOConfig) for the session and
 * tells the host, and only the host's origin, what it needs: the document's height (the frame
 * is sized to its content), each navigation (the host scrolls to the frame unless NoScroll), and
 * when a modal dialog opens or closes (the frame then takes the host's viewport height, so a
 * dialog sized to the viewport fits the screen).
 */
import type { TOOConfig } from '../storage/keys';
import { inWidgetFrame } from './widget-config';

export type TWidgetMessage = { type: 'storefront:height'; height: number } | { type: 'storefront:navigate'; scroll: boolean } | { type: 'storefront:modal'; open: boolean };

function post(host: string, message: TWidgetMessage): void {
  window.parent.postMessage(message, host);
}

function contentHeight(): number {
  const body = document.body;
  const style = window.getComputedStyle(body);
  return Math.ceil(body.scrollHeight + parseFloat(style.marginTop || '0') + parseFloat(style.marginBottom || '0'));
}

/** Whether a modal dialog is open (`:modal`, or any open dialog where the selector is unknown). */
function modalOpen(): boolean {
  try {
    return document.querySelector('dialog:modal') !== null;
  } catch {
    return document.querySelector('dialog[open]') !== null;
  }
}

/** Starts reporting to the host page; returns the function that stops it. */
export function startFrameBridge(config: TOOConfig): () => void {
  const host = config.Host;
  if (!host) return () => {};
  let height = 0;
  const report = () => {
    const next = contentHeight();
    if (next !== height) post(host, { type: 'storefront:height', height: (height = next) });
  };
  let modal = false;
  const checkModal = () => {
    const open = modalOpen();
    if (open !== modal) post(host, { type: 'storefront:modal', open: (modal = open) });
  };
  const resize = new ResizeObserver(report);
  resize.observe(document.body);
  const dialogs = new MutationObserver(checkModal);
  dialogs.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
  report();
  // Said once on every page load: a page left with a dialog open (the checkout's payment
  // indicator before a provider's page) would otherwise keep the host's frame at its viewport.
  post(host, { type: 'storefront:modal', open: (modal = modalOpen()) });
  return () => {
    resize.disconnect();
    dialogs.disconnect();
  };
}

/** After a navigation inside the frame: the host scrolls to the widget unless NoScroll. */
export function reportNavigation(config: TOOConfig): void {
  if (config.Host) post(config.Host, { type: 'storefront:navigate', scroll: config.NoScroll !== true });
}

/**
 * A payment page outside this site (a card provider's 3-D Secure, Alipay, WeChat Pay) refuses to
 * be framed: inside the widget it opens in a new window, and the frame moves on meanwhile
 * (`followInFrame`: the order's status page, which follows the payment live). Pages of this site
 * (the sandbox's) open in the frame. Outside the widget, or where the new window is blocked, the
 * page itself goes.
 */
export function goToPaymentPage(url: string, followInFrame: () => void): void {
  const target = new URL(url, window.location.href);
  if (target.origin !== window.location.origin && inWidgetFrame()) {
    const opened = window.open(target.href, '_blank');
    if (opened) {
      opened.opener = null;
      followInFrame();
      return;
    }
  }
  window.location.assign(target.href);
}
