import { looksStyleSheet } from '@/lib/domain/store/store-looks';
import type { StoreLooksView } from '@/lib/views/store';

/** Wide screens use the desktop colours, as the side panel's breakpoint does (store-screen.module.css). */
const DESKTOP_MIN_WIDTH = 993;

/** The store's colours from configuration, as CSS variables over the stylesheet's defaults. */
export function StoreLooksStyle({ looks }: { looks: StoreLooksView }) {
  const css = looksStyleSheet(looks, DESKTOP_MIN_WIDTH);
  return css ? <style>{css}</style> : null;
}
