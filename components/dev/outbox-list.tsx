import { useTranslations } from 'next-intl';
import type { TOutboxMessageView } from '@/lib/views/outbox';
import styles from './outbox-list.module.css';

/** The development outbox: each kept email or text message, its links clickable as plain text. */
export function OutboxList({ messages }: { messages: TOutboxMessageView[] }) {
  const t = useTranslations('devOutbox');
  if (messages.length === 0) return <p>{t('empty')}</p>;
  return (
    <ol className={styles.list}>
      {messages.map((m) => (
        <li key={m.id} className={styles.message}>
          <p className={styles.head}>
            <strong>{m.channel === 'email' ? t('email') : t('sms')}</strong> {t('to', { to: m.to })} · <time dateTime={m.sentAt}>{m.sentAt}</time>
          </p>
          {m.subject !== null && <h2 className={styles.subject}>{m.subject}</h2>}
          <pre className={styles.body}>{m.text}</pre>
        </li>
      ))}
    </ol>
  );
}
