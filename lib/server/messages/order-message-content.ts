import 'server-only';
import { formatInTimeZone } from 'date-fns-tz';
import { createTranslator } from 'next-intl';
import { html, SafeHtml } from '@/lib/html/html-template';
import { discountLineLabel } from '@/lib/domain/cart/discount-lines';
import { formatCents, taxLabel, toCents } from '@/lib/domain/money';
import { orderTotals, type OrderTotalLine } from '@/lib/domain/order/order-totals';
import type { TOrderMessageEvent } from '@/lib/domain/order-status/order-messages';
import { kindOfOrder, type OrderKind } from '@/lib/domain/order/codes';
import type { OrderExtra, OrderItem } from '@/lib/domain/order/order-items';
import { messagesFor } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';
import type { TStore } from '@/lib/schemas/entities';
import type { TrackingOrderDocument } from '../orders/order-documents';
import type { EmailMessage } from '../ports/email';
import { fillTemplate, oneLine, type TemplateText } from './message-templates';

/** What a message is built from: the order as it is now, its store, its language and its status link. */
export interface OrderMessageInput {
  order: TrackingOrderDocument;
  store: Pick<TStore, 'Name' | 'CurrencyLocaleName' | 'TimezoneIanaFormat'>;
  locale: Locale;
  /** the absolute status page link, with the guest's access token */
  trackingUrl: string;
}

type EmailEvent = Exclude<TOrderMessageEvent, 'dineInSms'>;

/** TransactionType of the payment (part 1 §4 codes) → the name checkout shows; none: pay later. */
const METHOD_OF_TRANSACTION: Record<number, string> = { 99: 'card', 10: 'points', 1: 'cash', 12: 'alipay', 13: 'wechat', 15: 'applePay', 14: 'googlePay' };

function translatorFor(locale: Locale) {
  return createTranslator({ locale, messages: messagesFor(locale) });
}

function orderKind(order: TrackingOrderDocument): OrderKind {
  return kindOfOrder(order) ?? 'delivery';
}

function money(order: TrackingOrderDocument, store: OrderMessageInput['store']) {
  return { ...orderTotals(order), format: (value: number) => formatCents(value, store.CurrencyLocaleName) };
}

/** The placeholders every template may use. */
export function templateValues({ order, store, locale, trackingUrl }: OrderMessageInput): Record<string, string> {
  const amounts = money(order, store);
  return {
    firstName: order.ContactCustomer_FirstName || order.FirstName || '',
    lastName: order.ContactCustomer_LastName || order.LastName || '',
    orderNumber: String(order.OrderNumber ?? ''),
    storeName: store.Name,
    trackingUrl,
    total: amounts.format(amounts.totalCents),
    table: order.Tables?.[0]?.Name ?? '',
    room: order.RoomNumber ?? '',
    reason: order.OnlineOrderStatusDescription ?? '',
    time: scheduledTime(order, store, locale),
  };
}

function scheduledTime(order: TrackingOrderDocument, store: OrderMessageInput['store'], locale: Locale): string {
  if (!order.ScheduledTime) return '';
  const zone = store.TimezoneIanaFormat || 'Australia/Sydney';
  return formatInTimeZone(new Date(order.ScheduledTime * 1000), zone, locale === 'zh-CN' ? 'yyyy年M月d日 HH:mm' : 'EEE d MMM yyyy, h:mm a');
}

function extraCents(extra: OrderExtra): number {
  return toCents(extra.FinalPriceExcludingTax) + toCents(extra.FinalTax) + (extra.ChildrenOrderExtras ?? []).reduce((sum, child) => sum + extraCents(child), 0);
}

/** A line's amount before the order's discounts: the product and every option chosen with it. */
function itemCents(item: OrderItem): number {
  return toCents(item.FinalTotalExcludingTax) + toCents(item.FinalTotalTax) + (item.OrderExtras ?? []).reduce((sum, extra) => sum + extraCents(extra), 0);
}

/**
 * Option lines, sub-options indented under their option: "Chilli", "2 × Egg". An extra's
 * Quantity counts every unit of its parent line, so it is shown per unit ("2 × Egg" on each of
 * three dumplings, not "6 × Egg").
 */
function optionLines(extras: readonly OrderExtra[] | undefined, parentUnits: number, depth = 1): { depth: number; text: string }[] {
  return (extras ?? []).flatMap((extra) => {
    const perUnit = parentUnits > 0 ? Math.round(extra.Quantity / parentUnits) : extra.Quantity;
    return [{ depth, text: perUnit > 1 ? `${perUnit} × ${extra.Name}` : extra.Name }, ...optionLines(extra.ChildrenOrderExtras, extra.Quantity, depth + 1)];
  });
}

/** The refund sentence of a rejected or refunded order: money going back, points back, or nothing charged. */
function refundText(order: TrackingOrderDocument, t: ReturnType<typeof translatorFor>, format: (cents: number) => string, total: number): string {
  if (order.PaymentStatus === 'refunded' || order.PaymentStatus === 'refunding') return t('orderMessages.refundMoney', { amount: format(total) });
  if ((order.RedeemPoints ?? 0) > 0) return t('orderMessages.refundPoints');
  return order.PaymentStatus === 'paid' ? '' : t('orderMessages.refundNothing');
}

interface Row {
  label: string;
  value: string;
  strong?: boolean;
}

function detailRows(input: OrderMessageInput, t: ReturnType<typeof translatorFor>): Row[] {
  const { order } = input;
  const kind = orderKind(order);
  const address = order.DeliveryAddress;
  const rows: Row[] = [
    { label: t('orderMessages.orderNumber'), value: String(order.OrderNumber ?? '') },
    { label: t('orderMessages.orderType'), value: t(`orderMessages.orderTypes.${kind}`) },
  ];
  if (kind !== 'dineIn') rows.push({ label: t('orderMessages.time'), value: scheduledTime(order, input.store, input.locale) });
  if (kind === 'dineIn' && order.Tables?.[0]?.Name) rows.push({ label: t('orderMessages.table'), value: order.Tables[0].Name });
  if (kind === 'room' && order.RoomNumber) rows.push({ label: t('orderMessages.room'), value: order.RoomNumber });
  if (kind === 'delivery' && address)
    rows.push({ label: t('orderMessages.deliverTo'), value: [address.StreetAddress, address.CityTown, address.State, address.PostalCode].filter(Boolean).join(', ') });
  if (order.OrderNote?.trim()) rows.push({ label: t('orderMessages.note'), value: order.OrderNote.trim() });
  return rows;
}

/** The label of a total line; a discount rule or the coupon is named as the checkout named it. */
function totalLineLabel(line: OrderTotalLine, t: ReturnType<typeof translatorFor>): string {
  if (line.kind !== 'discountLine') return t(`orderMessages.${line.kind}`);
  const label = discountLineLabel(line.line);
  return t(`cart.${label.key}`, label.values);
}

function totalRows(input: OrderMessageInput, t: ReturnType<typeof translatorFor>): Row[] {
  const amounts = money(input.order, input.store);
  const rows: Row[] = amounts.lines.map((line) => ({ label: totalLineLabel(line, t), value: amounts.format(line.cents) }));
  rows.push({ label: t('orderMessages.total'), value: amounts.format(amounts.totalCents), strong: true });
  rows.push({
    label: t('orderMessages.taxIncluded', { label: t(`taxLabel.${taxLabel(input.store.CurrencyLocaleName) === 'GST' ? 'gst' : 'tax'}`), amount: amounts.format(amounts.taxCents) }),
    value: '',
  });
  const transaction = input.order.PaymentTransactions?.[0]?.TransactionType;
  const method = transaction === null || transaction === undefined ? 'payLater' : (METHOD_OF_TRANSACTION[transaction] ?? 'card');
  const paid = input.order.PaymentStatus === 'paid' || method === 'points' || amounts.totalCents === 0;
  rows.push({
    label: t('orderMessages.payment'),
    value: `${t(`checkout.methods.${method}` as 'checkout.methods.card')} · ${paid ? t('orderMessages.paid') : t('orderMessages.toPay')}`,
  });
  return rows;
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,'PingFang SC','Microsoft YaHei',Arial,sans-serif";

/** Label and value rows; a row without a value (the GST line) takes the whole width, so a phone does not wrap it word by word. */
function rowsHtml(rows: readonly Row[]): SafeHtml {
  return html`${rows.map((row) => {
    const label = row.strong ? html`<strong style="color:#111">${row.label}</strong>` : row.label;
    if (!row.value) return html`<tr><td colspan="2" style="padding:4px 0;color:#555">${label}</td></tr>`;
    return html`<tr><td style="padding:4px 12px 4px 0;color:#555;vertical-align:top">${label}</td><td style="padding:4px 0;text-align:right;vertical-align:top">${row.strong ? html`<strong>${row.value}</strong>` : row.value}</td></tr>`;
  })}`;
}

function itemsHtml(input: OrderMessageInput, t: ReturnType<typeof translatorFor>): SafeHtml {
  const { format } = money(input.order, input.store);
  const lines = (input.order.OrderItems ?? []).map(
    (item) => html`<tr>
<td style="padding:8px 8px 8px 0;vertical-align:top;white-space:nowrap">${item.Quantity} ×</td>
<td style="padding:8px 0;vertical-align:top;width:100%"><strong>${item.Name}</strong>${optionLines(item.OrderExtras, item.Quantity).map((line) => html`<br><span style="color:#555;padding-left:${line.depth * 12}px">+ ${line.text}</span>`)}${item.Note?.trim() ? html`<br><em style="color:#555">${t('orderMessages.note')}: ${item.Note.trim()}</em>` : ''}</td>
<td style="padding:8px 0 8px 8px;vertical-align:top;text-align:right;white-space:nowrap">${format(itemCents(item))}</td>
</tr>`,
  );
  return html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;border-top:1px solid #ddd;border-bottom:1px solid #ddd;margin:16px 0">
<tr><th style="text-align:left;font-size:12px;color:#777;padding-top:8px">${t('orderMessages.quantity')}</th><th style="text-align:left;font-size:12px;color:#777;padding-top:8px">${t('orderMessages.item')}</th><th style="text-align:right;font-size:12px;color:#777;padding-top:8px">${t('orderMessages.amount')}</th></tr>
${lines}</table>`;
}

function itemsText(input: OrderMessageInput, t: ReturnType<typeof translatorFor>): string {
  const { format } = money(input.order, input.store);
  return (input.order.OrderItems ?? [])
    .map((item) =>
      [
        `${item.Quantity} × ${item.Name}  ${format(itemCents(item))}`,
        ...optionLines(item.OrderExtras, item.Quantity).map((line) => `${'  '.repeat(line.depth)}+ ${line.text}`),
        ...(item.Note?.trim() ? [`  ${t('orderMessages.note')}: ${item.Note.trim()}`] : []),
      ].join('\n'),
    )
    .join('\n');
}

/**
 * A built-in text as a template like a store's: rendered with each value as its own
 * {placeholder}, then filled and escaped by fillTemplate. Its raw text is not at hand: the build
 * precompiles the messages (next-intl), so `t.raw` gives their parsed form, not a string.
 */
function builtInTemplate(t: ReturnType<typeof translatorFor>, key: string, values: Readonly<Record<string, string>>): string {
  return t(key as never, Object.fromEntries(Object.keys(values).map((name) => [name, `{${name}}`])) as never);
}

const rowsText = (rows: readonly Row[]) => rows.map((row) => (row.value ? `${row.label}: ${row.value}` : row.label)).join('\n');

/**
 * One email of an order event: the template (the store's, or the built-in one in the order's
 * language) makes the subject and the opening words; the rest is the product's: the reason and
 * refund of a rejection, the order's details, items with their options, totals with GST, the
 * payment, and the status link. Every value is escaped in the HTML.
 */
export function orderEmail(event: EmailEvent, input: OrderMessageInput, template: TemplateText | null): EmailMessage {
  const t = translatorFor(input.locale);
  const values = templateValues(input);
  const subjectTemplate = template?.subject ?? builtInTemplate(t, `orderMessages.${event}.subject`, values);
  const bodyTemplate = template?.body ?? builtInTemplate(t, `orderMessages.${event}.intro`, values);
  const subject = oneLine(fillTemplate(subjectTemplate, values, 'text'));
  const amounts = money(input.order, input.store);
  const notes: string[] = [];
  if ((event === 'rejected' || event === 'refunded') && values.reason) notes.push(t('orderMessages.reason', { reason: values.reason }));
  if (event === 'rejected' || event === 'refunded') notes.push(refundText(input.order, t, amounts.format, amounts.totalCents));
  const withDetails = event === 'confirmation';
  const details = withDetails ? detailRows(input, t) : detailRows(input, t).slice(0, 2);
  const totals = withDetails ? totalRows(input, t) : [];

  const text = [
    fillTemplate(bodyTemplate, values, 'text'),
    ...notes.filter(Boolean),
    rowsText(details),
    ...(withDetails ? [itemsText(input, t), rowsText(totals)] : []),
    t('orderMessages.followText', { trackingUrl: input.trackingUrl }),
    t('orderMessages.footer', { storeName: input.store.Name }),
  ].join('\n\n');

  const body = html`<!doctype html>
<html lang="${input.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${subject}</title></head>
<body style="margin:0;padding:0;background:#f4f4f4;${FONT};color:#111;font-size:15px;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f4"><tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#fff;border-radius:8px">
<tr><td style="padding:20px 20px 0;font-size:13px;color:#555;text-transform:uppercase;letter-spacing:.04em">${input.store.Name}</td></tr>
<tr><td style="padding:4px 20px 20px">
<h1 style="font-size:22px;line-height:1.3;margin:0 0 12px">${subject}</h1>
<p style="margin:0 0 12px">${new SafeHtml(fillTemplate(bodyTemplate, values, 'html'))}</p>
${notes.filter(Boolean).map((note) => html`<p style="margin:0 0 12px">${note}</p>`)}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:8px 0">${rowsHtml(details)}</table>
${withDetails ? html`${itemsHtml(input, t)}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse">${rowsHtml(totals)}</table>` : ''}
<p style="margin:24px 0 8px;text-align:center"><a href="${input.trackingUrl}" style="display:inline-block;background:#111;color:#fff;text-decoration:none;padding:12px 24px;border-radius:6px;font-weight:600">${t('orderMessages.follow')}</a></p>
</td></tr>
<tr><td style="padding:12px 20px 20px;font-size:12px;color:#777;border-top:1px solid #eee">${t('orderMessages.footer', { storeName: input.store.Name })}</td></tr>
</table></td></tr></table></body></html>`;
  return { to: input.order.ContactCustomer_Email_Address, subject, text, html: body.toString() };
}

/** The dine-in confirmation text (DineInSMSconfirmation): the store's template or the built-in one. */
export function dineInSmsText(input: OrderMessageInput, template: TemplateText | null): string {
  const values = templateValues(input);
  return fillTemplate(template?.body ?? builtInTemplate(translatorFor(input.locale), 'orderMessages.dineInSms', values), values, 'text');
}
