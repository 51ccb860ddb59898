import 'server-only';
import type { TOutboxMessageView } from '@/lib/views/outbox';
import type { Container } from '../container';
import { env } from '../env';

/**
 * The development outbox page: the newest 50 messages kept instead of sent. Null in production
 * (the page is then a 404): the outbox holds other people's links and codes.
 */
export async function loadOutboxPage({ app }: { app: Pick<Container, 'outbox'> }): Promise<TOutboxMessageView[] | null> {
  if (env().NODE_ENV === 'production') return null;
  const messages = await app.outbox.list({ limit: 50 });
  return messages.map((m) => ({
    id: m.ID,
    channel: m.Channel,
    to: m.To,
    subject: m.Subject ?? null,
    text: m.Text,
    html: m.Html ?? null,
    sentAt: new Date(m.SentAt).toISOString(),
  }));
}
