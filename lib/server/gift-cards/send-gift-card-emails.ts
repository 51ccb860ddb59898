import 'server-only';
import { createTranslator } from 'next-intl';
import QRCode from 'qrcode';
import { formatMoney } from '@/lib/domain/money/format';
import { escapeHtml } from '@/lib/html/html-template';
import { messagesFor } from '@/lib/i18n/messages';
import { COLLECTIONS } from '../collections';
import type { Container } from '../container';
import type { TGiftCard } from './issue-gift-cards';
import { logger } from '../logger';

const log = logger.child({ component: 'gift-cards' });

/**
 * The recipient's mail of one card (part 1 §2 gift cards): who it is from, the sender's message,
 * the card's value and code, and a QR of the code (made on the server with `qrcode`, inline as a
 * PNG so the mail needs no link to open), in the buyer's language.
 */
export async function giftCardEmail(card: TGiftCard): Promise<{ to: string; subject: string; text: string; html: string }> {
  const t = createTranslator({ locale: card.Locale, messages: messagesFor(card.Locale), namespace: 'giftCards.mail' });
  const value = formatMoney(card.Value);
  const from = card.From || t('someone');
  const qr = await QRCode.toDataURL(card.Code, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  const lines = [
    card.To ? t('greeting', { to: card.To }) : t('greetingAnonymous'),
    t('body', { from, value, store: card.StoreName }),
    ...(card.Message ? [t('messageFrom', { from }), card.Message] : []),
    t('code', { code: card.Code }),
    t('value', { value }),
    t('howToUse'),
  ];
  const message = card.Message ? `<blockquote>${escapeHtml(card.Message).replace(/\n/g, '<br>')}</blockquote>` : '';
  return {
    to: card.RecipientEmail,
    subject: t('subject', { from, value, store: card.StoreName }),
    text: lines.join('\n\n'),
    html: [
      `<p>${escapeHtml(lines[0]!)}</p>`,
      `<p>${escapeHtml(t('body', { from, value, store: card.StoreName }))}</p>`,
      card.Message ? `<p>${escapeHtml(t('messageFrom', { from }))}</p>${message}` : '',
      `<p><strong>${escapeHtml(t('code', { code: card.Code }))}</strong></p>`,
      `<p>${escapeHtml(t('value', { value }))}</p>`,
      `<p><img src="${qr}" width="240" height="240" alt="${escapeHtml(t('qrAlt', { code: card.Code }))}"></p>`,
      `<p>${escapeHtml(t('howToUse'))}</p>`,
    ].join(''),
  };
}

/**
 * Mails each newly issued card to its recipient through the Email port (the outbox by default)
 * and notes when it went. A mail that cannot be handed over is logged and its card keeps
 * EmailedOn null: the card is issued all the same, and its code is in the order's cards.
 */
export async function sendGiftCardEmails(
  app: Pick<Container, 'email' | 'documents'>,
  cards: readonly { id: string; card: TGiftCard }[],
  now: () => number = () => Math.floor(Date.now() / 1000),
): Promise<void> {
  for (const { id, card } of cards) {
    try {
      await app.email.send(await giftCardEmail(card));
      await app.documents.update(COLLECTIONS.giftCards, id, { EmailedOn: now() });
    } catch (error) {
      log.error({ err: error, giftCardId: id }, 'a gift card could not be mailed');
    }
  }
}
