import 'server-only';
import { randomUUID } from 'node:crypto';
import { BROWSER_ERROR_LIMITS } from '@/lib/domain/logs/limits';
import { stripPath, stripPersonalData } from '@/lib/domain/logs/strip-personal-data';
import type { TLogEntry } from '@/lib/schemas/entities';
import type { TBrowserErrorReport } from '@/lib/schemas/api/logs';
import type { Container } from '@/lib/server/container';

export interface RecordBrowserErrorOptions {
  app: Pick<Container, 'logs'>;
  report: TBrowserErrorReport;
  now?: number;
}

/**
 * The spec's error-log insert: a browser's error kept in the `logs` collection as a log entry
 * (name as category, message as desc, the route path), stripped here of personal data whatever
 * the browser sent (emails, phone and card numbers, codes, tokens; the path's query string).
 */
export async function recordBrowserError({ app, report, now = Date.now() }: RecordBrowserErrorOptions): Promise<TLogEntry> {
  const entry: TLogEntry = {
    category: stripPersonalData(report.name, BROWSER_ERROR_LIMITS.name) || 'app',
    desc: stripPersonalData(report.message, BROWSER_ERROR_LIMITS.message),
    path: stripPath(report.path, BROWSER_ERROR_LIMITS.path),
    logType: 'Error',
    dateCreated: Math.floor(now / 1000),
  };
  return app.logs.save(randomUUID(), entry);
}
