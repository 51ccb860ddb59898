import { useTranslations } from 'next-intl';
import type { TOutboxMessageView } from '@/lib/views/outbox';
import styles from './outbox-list.module.css';

/** The development outbox: each kept email or text message, its links clickable as plain text, an email's HTML on demand. */
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
          {m.html !== null && (
            <details className={styles.htmlView}>
              <summary>{t('html')}</summary>
              {/* An empty sandbox: the mail's HTML renders as a mail client shows it, with no script and no access to this page. */}
              <iframe sandbox="" srcDoc={m.html} title={t('htmlTitle', { subject: m.subject ?? '' })} className={styles.htmlFrame} />
            </details>
          )}
        </li>
      ))}
    </ol>
  );
}
