'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { clearLog, readLog, subscribeLog, type TLogEntry } from '@/lib/client/log/browser-log';
import { useBrowserSnapshot } from '@/lib/client/use-browser-snapshot';
import styles from './log-viewer.module.css';

/** The server has no browser log: the table appears once the page runs in the browser. */
const noLogOnServer = () => null;

const COLUMNS = ['number', 'type', 'category', 'description', 'dateTime', 'path'] as const;

const ROW_CLASS: Record<TLogEntry['logType'], string | undefined> = { Error: styles.error, Warning: styles.warning, Info: undefined };

/**
 * The spec's /LogViewer: the browser log as a table (no., type, category, description,
 * date-time, path), newest first, error and warning rows highlighted (colour and a marked type
 * cell, not colour alone), with Clear log. Follows the log live, in this tab and others.
 */
export function LogViewer() {
  const t = useTranslations('logViewer');
  const format = useFormatter();
  const entries = useBrowserSnapshot(subscribeLog, readLog, noLogOnServer);
  const [cleared, setCleared] = useState(false);
  if (entries === null) return null;

  // The browser's own time zone: the log is read on the device that wrote it.
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const categoryOf = (category: string) => {
    const key = `categories.${category}` as 'categories.api';
    return t.has(key) ? t(key) : category;
  };
  const descriptionOf = (desc: string) => {
    const key = `events.${desc}` as 'events.retry';
    return t.has(key) ? t(key) : desc;
  };
  const clear = () => {
    clearLog();
    setCleared(true);
  };

  return (
    <div className={styles.viewer}>
      <div className={styles.toolbar}>
        <p className={styles.count}>{t('count', { count: entries.length })}</p>
        <button type="button" className={styles.clear} onClick={clear} disabled={entries.length === 0}>
          {t('clear')}
        </button>
      </div>
      <p role="status" className={styles.status}>
        {cleared && entries.length === 0 ? t('cleared') : ''}
      </p>
      {entries.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        // Focusable, so a keyboard can scroll a table wider than its window. On a phone the rows
        // stack as cards (CSS); the explicit roles keep them a table for screen readers then.
        <div className={styles.scroller} role="region" aria-labelledby="log-viewer-caption" tabIndex={0}>
          <table className={styles.table} role="table">
            <caption id="log-viewer-caption" className={styles.caption}>
              {t('caption')}
            </caption>
            <thead role="rowgroup">
              <tr role="row">
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" role="columnheader">
                    {t(`columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody role="rowgroup">
              {entries
                .map((entry, index) => ({ entry, number: index + 1 }))
                .reverse()
                .map(({ entry, number }) => (
                  <tr key={`${number}-${entry.dateCreated}`} role="row" className={ROW_CLASS[entry.logType]} data-log-type={entry.logType}>
                    <td role="cell" data-label={t('columns.number')} className={styles.number}>
                      {number}
                    </td>
                    <td role="cell" data-label={t('columns.type')}>
                      <span className={styles.type}>{t(`types.${entry.logType}`)}</span>
                    </td>
                    <td role="cell" data-label={t('columns.category')}>
                      {categoryOf(entry.category)}
                    </td>
                    <td role="cell" data-label={t('columns.description')} className={styles.description}>
                      {descriptionOf(entry.desc)}
                    </td>
                    <td role="cell" data-label={t('columns.dateTime')} className={styles.date}>
                      <time dateTime={new Date(entry.dateCreated * 1000).toISOString()}>
                        {format.dateTime(entry.dateCreated * 1000, { dateStyle: 'medium', timeStyle: 'medium', timeZone })}
                      </time>
                    </td>
                    <td role="cell" data-label={t('columns.path')} className={styles.path}>
                      {entry.path}
                    </td>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
