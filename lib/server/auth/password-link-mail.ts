import 'server-only';
import { createTranslator } from 'next-intl';
import { AppError } from '@/lib/domain/errors/app-error';
import { html } from '@/lib/html/html-template';
import { messagesFor } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';
import { passwordLinkPath } from '@/lib/domain/account/password-link-path';
import { isEnabledStore } from '@/lib/domain/store/enabled-store';
import type { Container } from '../container';
import { NEW_ACCOUNT_LINK_SECONDS, RESET_LINK_SECONDS, signPasswordLink } from './password-link';
import { sessionSecret } from './session-secret';

export interface MailPasswordLinkOptions {
  app: Pick<Container, 'auth' | 'stores' | 'email'>;
  /** a checked address */
  email: string;
  /** the store the customer asked from: the link opens on its page */
  storeSlug: string | null;
  locale: Locale;
  siteUrl: string;
  /** a new account's first password (made at checkout) rather than a forgotten one */
  isNewUser?: boolean;
  now?: number;
}

/**
 * Mails a signed, one-time, expiring link to `/store/{storename}/resetpassword/{token}`, in the
 * customer's language, when an account exists for the address (nothing otherwise): the forgot
 * password form's and a guest's new account's at checkout.
 */
export async function mailPasswordLink({ app, email, storeSlug, locale, siteUrl, isNewUser = false, now = Date.now() }: MailPasswordLinkOptions): Promise<void> {
  const nonce = await app.auth.startPasswordLink(email);
  if (!nonce) return;
  // The link opens on the store asked from, else on the first listed store (its page then sends the customer to /).
  const store = (storeSlug ? await app.stores.findBySlug(storeSlug) : null) ?? (await app.stores.listAll()).find((s) => isEnabledStore(s) && !s.IsTest);
  if (!store) throw new AppError('STORE_NOT_FOUND', 'errors.storeNotFound');
  const token = signPasswordLink(
    { email: email.toLowerCase(), nonce, expiresAt: Math.floor(now / 1000) + (isNewUser ? NEW_ACCOUNT_LINK_SECONDS : RESET_LINK_SECONDS), isNewUser },
    sessionSecret(),
  );
  const link = new URL(passwordLinkPath({ locale, storeSlug: store.Slug, token }), siteUrl).toString();
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: 'mail' });
  const kind = isNewUser ? 'newAccount' : 'reset';
  const storeName = store.Name;
  await app.email.send({
    to: email,
    subject: t(`${kind}.subject`, { store: storeName }),
    text: `${t(`${kind}.body`, { store: storeName })}\n\n${link}\n\n${t(`${kind}.expiry`)}\n${t('ignore')}`,
    html: html`<p>${t(`${kind}.body`, { store: storeName })}</p><p><a href="${link}">${t(`${kind}.button`)}</a></p><p>${t(`${kind}.expiry`)}</p><p>${t('ignore')}</p>`.value,
  });
}
