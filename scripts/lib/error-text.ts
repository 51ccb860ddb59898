import { createTranslator } from 'next-intl';
import { isAppError } from '@/lib/domain/errors/app-error';
import { messagesFor } from '@/lib/i18n/messages';

/** An error as the operator reads it: a refusal's English message and its code ('No order available (NOT_FOUND)'), else the error's own message. */
export function errorText(error: unknown): string {
  if (isAppError(error)) {
    const t = createTranslator({ locale: 'en', messages: messagesFor('en') });
    const key = error.messageKey as never;
    return `${t.has(key) ? t(key, error.values as never) : error.messageKey} (${error.code})`;
  }
  return error instanceof Error ? error.message : String(error);
}
