/**
 * The menu's product tiles as server-built HTML (spec part 1 §2: name, description cut at 140
 * characters (50 on phones), price, dietary icons, lazy image hidden on failure,
 * new / popular / sold-out badge with the sold-out overlay).
 *
 * Tiles are static: the store screen opens the dialog from any `[data-add-product]` button with
 * one document listener, failed images are hidden by ImageErrorHider, and the filter hides tiles
 * with CSS (it reads the tiles' ids, names and dietary tags from this markup:
 * components/menu-filter/filter-tiles.ts). So they are handed to React as markup (MenuSections, through StaticHtml): a big menu
 * then costs the phone neither a copy of every tile in React's payload nor their hydration.
 * Every text is escaped by the `html` template.
 */
import { dietaryIcon } from '@/lib/domain/menu/dietary-icon';
import { formatMoney } from '@/lib/domain/money';
import { html, type SafeHtml } from '@/lib/html/html-template';
import type { ProductTileView } from '@/lib/views/menu';
import styles from './store.module.css';

/** Spec part 1 §2: the short description is cut at 140 characters, at 50 on phones (CSS picks one). */
const DESCRIPTION_LIMIT = 140;
const PHONE_DESCRIPTION_LIMIT = 50;
const SOLD_OUT = 3;

function cut(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit).trimEnd()}…` : text;
}

/** The tile's texts, translated once for the whole menu by MenuSections. */
export interface ProductTileLabels {
  add: string;
  dietary: string;
  badge: (status: NonNullable<ProductTileView['status']>) => string;
}

export interface ProductTileOptions {
  labels: ProductTileLabels;
  currencyLocale?: string;
  /** The first tiles of the first category load their image at once; the rest lazily. */
  eagerImage: boolean;
  /** False on the digital display: no add button. */
  orderable: boolean;
}

function descriptionHtml(text: string): SafeHtml {
  if (text.length <= PHONE_DESCRIPTION_LIMIT) return html`<p class="${styles.description}">${text}</p>`;
  return html`<p class="${styles.description}"><span class="${styles.longText}">${cut(text, DESCRIPTION_LIMIT)}</span><span class="${styles.shortText}">${cut(text, PHONE_DESCRIPTION_LIMIT)}</span></p>`;
}

export function productTileHtml(product: ProductTileView, { labels, currencyLocale, eagerImage, orderable }: ProductTileOptions): SafeHtml {
  const soldOut = product.status === SOLD_OUT;
  // The whole tile is the button's target (stretched by CSS); the store screen opens the dialog.
  const name =
    orderable && !soldOut
      ? html`<button type="button" class="${styles.addButton}" data-add-product="${product.id}">${product.name}<span class="visually-hidden"> – ${labels.add}</span></button>`
      : product.name;
  const dietary =
    product.dietary.length > 0 &&
    html`<ul class="${styles.dietary}" aria-label="${labels.dietary}">${product.dietary.map((tag) => html`<li class="${styles[`diet_${tag.kind}`]}" title="${tag.name}" data-diet-kind="${tag.kind}" data-diet-id="${tag.id}"><span class="${styles.dietIcon}" aria-hidden="true">${dietaryIcon(tag)}</span>${tag.name}</li>`)}</ul>`;
  const image =
    product.photoUrl &&
    html`<img data-hide-on-error="true" src="${product.photoUrl}" alt="" width="112" height="112" loading="${eagerImage ? 'eager' : 'lazy'}" decoding="async"/>`;
  const badge = product.status && html`<span class="${styles.badge} ${styles[`badge${product.status}`]}">${labels.badge(product.status)}</span>`;
  return html`<li class="${styles.tile}${soldOut ? ` ${styles.soldOut}` : ''}" data-product-id="${product.id}"><div class="${styles.tileText}"><h3 class="${styles.productName}">${name}</h3>${
    product.description && descriptionHtml(product.description)
  }<p class="${styles.price}">${formatMoney(product.price, currencyLocale)}</p>${dietary}</div><div class="${styles.tileMedia}">${image}${badge}${
    soldOut && html`<span class="${styles.soldOutOverlay}" aria-hidden="true"></span>`
  }</div></li>`;
}
