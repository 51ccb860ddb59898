import 'server-only';
import { AppError } from '@/lib/domain/errors/app-error';
import type { SmsMessage, SmsSender } from '../../ports/sms';
import { logger } from '../../logger';

const log = logger.child({ component: 'sms' });

export interface TwilioSmsOptions {
  accountSid: string;
  authToken: string;
  /** the sender: a Twilio number in E.164 (+61…) or a Messaging Service SID (MG…) */
  from: string;
  timeoutMs?: number;
  /** Twilio's API root (tests point it elsewhere only through msw, never here) */
  apiBase?: string;
}

/**
 * Text messages through Twilio's Messages API (production: TWILIO_ACCOUNT_SID,
 * TWILIO_AUTH_TOKEN, TWILIO_FROM), with fetch, so msw can stand in for it in tests. A refusal
 * or a timeout throws UPSTREAM_UNAVAILABLE; the token and the message text never reach a log.
 */
export function createTwilioSms({ accountSid, authToken, from, timeoutMs = 15_000, apiBase = 'https://api.twilio.com' }: TwilioSmsOptions): SmsSender {
  const url = `${apiBase}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  return {
    async send(message: SmsMessage) {
      const body = new URLSearchParams({ To: message.to, Body: message.text, ...(from.startsWith('MG') ? { MessagingServiceSid: from } : { From: from }) });
      let status = 0;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        if (response.ok) return;
        const answer = (await response.json().catch(() => ({}))) as { code?: number };
        log.error({ status, code: answer.code }, 'Twilio refused the message');
      } catch (error) {
        log.error({ errorName: error instanceof Error ? error.name : 'error', status }, 'Twilio could not be reached');
      }
      throw new AppError('UPSTREAM_UNAVAILABLE', 'errors.smsUnavailable');
    },
  };
}
