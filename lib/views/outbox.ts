/** One kept message on the development outbox page. */
export interface TOutboxMessageView {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  /** ISO time it was kept */
  sentAt: string;
}
