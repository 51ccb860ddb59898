import 'server-only';
import nodemailer from 'nodemailer';
import { AppError } from '@/lib/domain/errors/app-error';
import type { EmailMessage, EmailSender } from '../../ports/email';
import { logger } from '../../logger';

const log = logger.child({ component: 'email' });

export interface SmtpEmailOptions {
  /** smtp://user:password@host:587 or smtps://user:password@host:465 */
  url: string;
  /** the sender, e.g. "Harbour & Co. <orders@example.com>" */
  from: string;
  /** how long to wait for the server at each step, in ms */
  timeoutMs?: number;
}

/**
 * Mail through an SMTP server (nodemailer), for production: SMTP_URL and MAIL_FROM. A server that
 * cannot be reached or refuses the message throws UPSTREAM_UNAVAILABLE; the credentials in the
 * URL never reach a log (only the error's name and code are logged).
 */
export function createSmtpEmail({ url, from, timeoutMs = 15_000 }: SmtpEmailOptions): EmailSender {
  const server = new URL(url);
  const secure = server.protocol === 'smtps:';
  const transport = nodemailer.createTransport({
    host: server.hostname,
    port: Number(server.port) || (secure ? 465 : 587),
    secure,
    auth: server.username ? { user: decodeURIComponent(server.username), pass: decodeURIComponent(server.password) } : undefined,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async send(message: EmailMessage) {
      try {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      } catch (error) {
        const code = (error as { code?: string; responseCode?: number }).responseCode ?? (error as { code?: string }).code ?? 'unknown';
        log.error({ errorName: error instanceof Error ? error.name : 'error', code }, 'the SMTP server did not take the message');
        throw new AppError('UPSTREAM_UNAVAILABLE', 'errors.emailUnavailable');
      }
    },
  };
}
