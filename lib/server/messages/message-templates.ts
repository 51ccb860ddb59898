import 'server-only';
import { escapeHtml } from '@/lib/html/html-template';
import type { TOrderMessageEvent } from '@/lib/domain/order-status/order-messages';
import type { TMessageTemplate } from '@/lib/schemas/entities';
import type { Locale } from '@/lib/i18n/routing';

/** The template Name of each order event in the message templates collection (the demo's 'order-confirmation' among them). */
export const ORDER_TEMPLATE_NAMES: Record<TOrderMessageEvent, string> = {
  confirmation: 'order-confirmation',
  dineInSms: 'order-dine-in-sms',
  ready: 'order-ready',
  onItsWay: 'order-on-its-way',
  rejected: 'order-rejected',
  refunded: 'order-refunded',
};

/** A subject (email only) and a body, both with {placeholders}. */
export interface TemplateText {
  subject: string | null;
  body: string;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Fills a template's {placeholders} with `values`; a placeholder it does not know stays as
 * written. As text, values go in as they are; as HTML, both the template's own words and the
 * values are escaped (a store's template is text, and a customer's name or note is never
 * markup), and line breaks become <br>.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>, as: 'text' | 'html'): string {
  if (as === 'text') return template.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? values[name] : whole));
  let out = '';
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const index = match.index;
    out += escapeHtml(template.slice(last, index));
    out += escapeHtml(Object.hasOwn(values, match[1]) ? values[match[1]] : match[0]);
    last = index + match[0].length;
  }
  out += escapeHtml(template.slice(last));
  return out.replace(/\r?\n/g, '<br>');
}

/** A subject is one line: line breaks in a template or a value never reach the mail header. */
export function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').trim();
}

/**
 * The store's template for an event, from the message templates collection: the store's own,
 * else its head office's, else one for every store (no StoreID and no HQCompanyID); in each,
 * one in the order's language before one without a language. A template in another language is
 * never used: the built-in default in the order's language is then better. Null: use the default.
 */
export function pickTemplate(
  templates: readonly TMessageTemplate[],
  wanted: { event: TOrderMessageEvent; channel: 'email' | 'sms'; locale: Locale; storeId: string; headOfficeId: string | null },
): TMessageTemplate | null {
  const name = ORDER_TEMPLATE_NAMES[wanted.event];
  const usable = templates.filter(
    (t) => t.Name === name && t.Channel === wanted.channel && (t.Locale === undefined || t.Locale === wanted.locale) && (wanted.channel === 'sms' || t.Subject?.trim()),
  );
  const scopes: ((t: TMessageTemplate) => boolean)[] = [
    (t) => t.StoreID === wanted.storeId,
    (t) => t.StoreID === undefined && wanted.headOfficeId !== null && t.HQCompanyID === wanted.headOfficeId,
    (t) => t.StoreID === undefined && t.HQCompanyID === undefined,
  ];
  for (const inScope of scopes) {
    const found = usable.filter(inScope);
    const pick = found.find((t) => t.Locale === wanted.locale) ?? found[0];
    if (pick) return pick;
  }
  return null;
}
