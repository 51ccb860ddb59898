import 'server-only';
import { randomUUID } from 'node:crypto';
import { COLLECTIONS } from '../../collections';
import type { DocumentStore } from '../../ports/document-store';
import type { EmailMessage, EmailSender } from '../../ports/email';
import type { SmsMessage, SmsSender } from '../../ports/sms';

/** A message kept in the outbox instead of being sent. */
export interface OutboxMessage {
  ID: string;
  Channel: 'email' | 'sms';
  To: string;
  /** email only */
  Subject?: string;
  Text: string;
  /** email only */
  Html?: string;
  /** milliseconds since the epoch, strictly increasing within a process */
  SentAt: number;
}

export interface Outbox {
  email: EmailSender;
  sms: SmsSender;
  /** The newest messages first; to one address or phone when `to` is given. */
  list(options?: { to?: string; channel?: OutboxMessage['Channel']; limit?: number }): Promise<OutboxMessage[]>;
}

/**
 * The embedded stand-in for a mail server and an SMS provider: every message is stored in the
 * DocumentStore, where `npm run outbox` (and, in development, the /dev/outbox page) shows it, so
 * sign-up, password reset and phone verification work on a machine with no account anywhere.
 */
export function createOutbox(documents: DocumentStore, now: () => number = Date.now): Outbox {
  // Strictly increasing, so messages of one millisecond still list in the order they were sent.
  let last = 0;
  async function keep(message: Omit<OutboxMessage, 'ID' | 'SentAt'>): Promise<void> {
    const ID = randomUUID();
    last = Math.max(now(), last + 1);
    await documents.set(COLLECTIONS.outbox, ID, { ...message, ID, SentAt: last });
  }
  return {
    email: { send: (message: EmailMessage) => keep({ Channel: 'email', To: message.to, Subject: message.subject, Text: message.text, Html: message.html }) },
    sms: { send: (message: SmsMessage) => keep({ Channel: 'sms', To: message.to, Text: message.text }) },
    async list({ to, channel, limit = 20 } = {}) {
      const where = [...(to ? [{ field: 'To', op: '==' as const, value: to }] : []), ...(channel ? [{ field: 'Channel', op: '==' as const, value: channel }] : [])];
      const page = await documents.query<OutboxMessage & Record<string, unknown>>(COLLECTIONS.outbox, { where, orderBy: [{ field: 'SentAt', direction: 'desc' }], limit });
      return page.docs.map((doc) => doc.data);
    },
  };
}
