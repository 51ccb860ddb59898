/** One kept message on the development outbox page. */
export interface TOutboxMessageView {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  /** an email's HTML twin, shown in a sandboxed frame (scripts never run); null for a text message */
  html: string | null;
  /** ISO time it was kept */
  sentAt: string;
}
