import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { toE164 } from '@/lib/domain/account/phone-countries';
import { dueOrderMessages, type TOrderMessageEvent } from '@/lib/domain/order-status/order-messages';
import { localeOf, routing, type Locale } from '@/lib/i18n/routing';
import type { TMessageTemplate, TStore } from '@/lib/schemas/entities';
import { COLLECTIONS } from '../collections';
import type { Container } from '../container';
import { sessionSecret } from '../auth/session-secret';
import { siteOrigin } from '../http/site-origin';
import { dineInSmsText, orderEmail, type OrderMessageInput } from '../messages/order-message-content';
import { ORDER_TEMPLATE_NAMES, pickTemplate } from '../messages/message-templates';
import type { DocumentStore, Transaction } from '../ports/document-store';
import { orderStatusPath } from './order-access';
import type { HistoryOrderDocument, TrackingOrderDocument } from './order-documents';
import { OrderRepository } from '../repositories/order-repository';
import { logger } from '../logger';

const log = logger.child({ component: 'order-messages' });

/** What sending an order's messages needs: the documents (order, store, templates) and the two ports. */
export type OrderMessaging = Pick<Container, 'documents' | 'email' | 'sms'>;

/** The order's fields that decide its messages (the fields as they are about to be written). */
type MessageFields = Pick<TrackingOrderDocument, 'OnlineOrderStatus' | 'PaymentStatus' | 'OrderType' | 'ContactCustomer_Email_Address' | 'ContactCustomer_Contact_Number'> & {
  MessagesSent?: readonly string[];
};

const isDineIn = (orderType: number) => orderType === 2 || orderType === 8;
const hasPhone = (order: MessageFields) => /\d{6,}/.test((order.ContactCustomer_Contact_Number ?? '').replace(/\D/g, ''));

/** The events `order` (as it is about to be written) is owed, given the store's DineInSMSconfirmation. */
export function dueMessagesOf(order: MessageFields, dineInSmsConfirmation: boolean): TOrderMessageEvent[] {
  return dueOrderMessages({
    onlineOrderStatus: order.OnlineOrderStatus,
    paymentStatus: order.PaymentStatus,
    orderType: order.OrderType,
    hasEmail: (order.ContactCustomer_Email_Address ?? '').includes('@'),
    hasPhone: hasPhone(order),
    dineInSmsConfirmation,
    sent: order.MessagesSent ?? [],
  });
}

/**
 * Inside a status change's or a settlement's transaction, with `next` the order as it is about
 * to be written: the messages now owed, claimed in the order's patch (MessagesSent), so a
 * retried or racing change, which reads the order in its own transaction, finds them claimed
 * and sends nothing again. Send them with sendOrderMessages once the transaction has committed.
 */
export async function claimOrderMessages(
  tx: Transaction,
  next: MessageFields & Pick<TrackingOrderDocument, 'StoreID'>,
): Promise<{ events: TOrderMessageEvent[]; patch: { MessagesSent: TOrderMessageEvent[] } | null }> {
  // The store is read only when its flag can matter: a dine-in order with a phone.
  const store = isDineIn(next.OrderType) && hasPhone(next) ? await tx.get<TStore>(COLLECTIONS.stores, String(next.StoreID)) : null;
  const events = dueMessagesOf(next, store?.ViewComponentConfigs?.DineInSMSconfirmation === true);
  if (events.length === 0) return { events, patch: null };
  return { events, patch: { MessagesSent: [...((next.MessagesSent ?? []) as TOrderMessageEvent[]), ...events] } };
}

/**
 * A guest's status link carries the access token made when the order was placed; only its hash
 * opens the order, so the token itself is kept sealed (iron-session, under the session secret)
 * on the history order for the messages sent later (a webhook, the store's status changes).
 */
export function sealStatusLinkToken(token: string): Promise<string> {
  return sealData({ t: token }, { password: sessionSecret(), ttl: 0 });
}

async function openStatusLinkToken(seal: unknown): Promise<string | null> {
  if (typeof seal !== 'string' || !seal) return null;
  const data = await unsealData<{ t?: string }>(seal, { password: sessionSecret(), ttl: 0 });
  return typeof data.t === 'string' ? data.t : null;
}

async function trackingUrlOf(order: HistoryOrderDocument, locale: Locale): Promise<string> {
  const token = await openStatusLinkToken(order.MessageLinkSeal).catch(() => null);
  const userId = String(order.OnlineOrderUserIdentifier ?? order.GuestUserIdentifier ?? '');
  const path = orderStatusPath({ storeSlug: order.StoreSlug, orderId: String(order.UDID), userId, token });
  return new URL(`${locale === routing.defaultLocale ? '' : `/${locale}`}${path}`, siteOrigin()).toString();
}

async function templatesOf(documents: DocumentStore, names: readonly string[]): Promise<TMessageTemplate[]> {
  const page = await documents.query<TMessageTemplate & Record<string, unknown>>(COLLECTIONS.messageTemplates, {
    where: [{ field: 'Name', op: 'in', value: [...names] }],
    limit: 200,
  });
  return page.docs.map((doc) => doc.data);
}

/**
 * Sends the messages claimed for an order, after the claiming transaction committed, built from
 * the order as it is now, in the order's language, with the store's templates. A message that
 * cannot be built or handed over is logged and skipped: the order and its status change stand
 * (the claim stays, so it is not sent twice either).
 */
export async function sendOrderMessages(app: OrderMessaging, orderId: string, events: readonly TOrderMessageEvent[]): Promise<void> {
  if (events.length === 0) return;
  let input: OrderMessageInput;
  let templates: TMessageTemplate[];
  let headOfficeId: string | null;
  try {
    const orders = new OrderRepository(app.documents);
    const [order, history] = await Promise.all([orders.findTracking(orderId), orders.findHistory(orderId)]);
    if (!order || !history) return;
    const store = await app.documents.get<TStore>(COLLECTIONS.stores, String(order.StoreID));
    if (!store) return;
    const locale = localeOf(String(history.Locale ?? ''));
    headOfficeId = store.HQCompanyID ?? null;
    input = { order, store, locale, trackingUrl: await trackingUrlOf(history, locale) };
    templates = await templatesOf(
      app.documents,
      events.map((event) => ORDER_TEMPLATE_NAMES[event]),
    );
  } catch (error) {
    log.error({ err: error, events, orderId }, 'order messages could not be prepared');
    return;
  }
  for (const event of events) {
    try {
      const wanted = { event, locale: input.locale, storeId: String(input.order.StoreID), headOfficeId };
      if (event === 'dineInSms') {
        const template = pickTemplate(templates, { ...wanted, channel: 'sms' });
        await app.sms.send({ to: smsNumber(input.order.ContactCustomer_Contact_Number), text: dineInSmsText(input, template ? { subject: null, body: template.Body } : null) });
      } else {
        const template = pickTemplate(templates, { ...wanted, channel: 'email' });
        await app.email.send(orderEmail(event, input, template ? { subject: template.Subject ?? null, body: template.Body } : null));
      }
    } catch (error) {
      log.error({ err: error, event, orderId }, 'an order message was not sent');
    }
  }
}

/** The number as the customer gave it: with its +country kept, else as an Australian one (checkout's default country). */
function smsNumber(phone: string): string {
  const trimmed = phone.trim();
  return trimmed.startsWith('+') ? `+${trimmed.replace(/\D/g, '')}` : toE164(trimmed, 'AU');
}
