import 'server-only';
import { createTranslator } from 'next-intl';
import { z } from 'zod';
import { AppError } from '@/lib/domain/errors/app-error';
import { isPhoneCountry, toE164, type PhoneCountryCode } from '@/lib/domain/account/phone-countries';
import { phoneField } from '@/lib/schemas/forms/phone';
import { messagesFor } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';
import type { Container } from '@/lib/server/container';
import { COLLECTIONS } from '@/lib/server/collections';
import { parseForm } from '@/lib/server/forms/parse-form';
import type { MemberSession } from '@/lib/server/auth/member-session';
import { sessionSecret } from '@/lib/server/auth/session-secret';
import { CODE_SECONDS, codeHash, newCode, RESEND_SECONDS } from '@/lib/server/auth/verification-codes';

/** The pending code of a member, keyed by user id: the number it was sent to, its hash, its limits. */
export interface VerificationDoc extends Record<string, unknown> {
  UserID: string;
  /** the national number as typed (the member's Mobile once verified) */
  Phone: string;
  /** E.164, where the code went */
  To: string;
  CodeHash: string;
  Tries: number;
  /** seconds since the epoch */
  SentAt: number;
  ExpiresAt: number;
}

export interface SendVerificationCodeOptions {
  app: Pick<Container, 'users' | 'documents' | 'sms' | 'stores'>;
  member: MemberSession;
  form: { phone?: string; country?: string };
  storeId: string | null;
  locale: Locale;
  now?: number;
}

/**
 * View 0 of the SMS verification (part 1 §2, part 2 §5): the phone must be valid for its country
 * (AU by default); a number a verified member already has is refused (view 1, 409); otherwise a
 * new 6-digit code is texted, the last one stops working, and another may be asked for after 30 s.
 */
export async function sendVerificationCode({ app, member, form, storeId, locale, now = Date.now() }: SendVerificationCodeOptions): Promise<{ resendAfterSeconds: number }> {
  const country: PhoneCountryCode = form.country && isPhoneCountry(form.country) ? form.country : 'AU';
  const { phone } = parseForm(z.object({ phone: phoneField({ country }) }), { phone: form.phone }, 'auth.checkFields');
  const taken = await app.users.findBy('Mobile', phone, { limit: 20 });
  if (taken.docs.some((doc) => doc.data.isVerified === true && doc.data.ID !== member.user.ID)) throw new AppError('CONFLICT', 'auth.phoneTaken');

  const seconds = Math.floor(now / 1000);
  const previous = await app.documents.get<VerificationDoc>(COLLECTIONS.verifications, member.user.ID);
  if (previous && seconds - previous.SentAt < RESEND_SECONDS) throw new AppError('RATE_LIMITED', 'auth.resendTooSoon', { seconds: RESEND_SECONDS - (seconds - previous.SentAt) });

  const code = newCode();
  const to = toE164(phone, country);
  const doc: VerificationDoc = {
    UserID: member.user.ID,
    Phone: phone,
    To: to,
    CodeHash: codeHash(code, { userId: member.user.ID, phone: to, secret: sessionSecret() }),
    Tries: 0,
    SentAt: seconds,
    ExpiresAt: seconds + CODE_SECONDS,
  };
  await app.documents.set(COLLECTIONS.verifications, member.user.ID, doc);
  const store = storeId ? await app.stores.findById(storeId) : null;
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: 'sms' });
  await app.sms.send({ to, text: t('code', { code, store: store?.Name ?? t('us') }) });
  return { resendAfterSeconds: RESEND_SECONDS };
}
