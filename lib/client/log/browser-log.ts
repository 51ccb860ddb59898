/**
 * The browser's own log, shown by /LogViewer (spec part 1 §2): errors, warnings and information
 * the app records, kept in localStorage under `browserLog` as the spec's log entries (category,
 * desc, path, logType, dateCreated in seconds), the newest last, at most MAX_LOG_ENTRIES.
 *
 * Nothing personal is kept: every description and path passes through stripPersonalData (emails,
 * phone and card numbers, codes, tokens masked; query strings dropped). Errors are also reported
 * to the server's log (POST /api/logs, the spec's error-log insert), each distinct error once
 * and at most MAX_REPORTS_PER_PAGE per page load; a report that fails is dropped silently.
 *
 * Hand-written checks instead of zod: the recorder is part of every page's first download.
 */
import { BROWSER_ERROR_LIMITS } from '@/lib/domain/logs/limits';
import { stripPath, stripPersonalData } from '@/lib/domain/logs/strip-personal-data';
import type { TLogType } from '@/lib/schemas/entities/codes';
import type { TLogEntry } from '@/lib/schemas/entities/misc';
import { apiRequest, type ApiFailure } from '../api/api-client';
import { decodeStored, readRaw, removeStorage, storageKey, writeStorage } from '../storage';
import { isPlainObject, type Parser } from '../storage/parsers';

export type { TLogEntry, TLogType };

/** The log keeps the last entries only: older ones fall off the front. */
export const MAX_LOG_ENTRIES = 200;
/** Distinct errors sent to the server per page load, so a failing loop cannot flood it. */
export const MAX_REPORTS_PER_PAGE = 3;
/** The server's caps of a report (ZBrowserErrorReportSchema): each entry's texts are cut to them. */
const LIMITS = BROWSER_ERROR_LIMITS;
/** The same entry again within this many seconds of the newest is one entry (a render retried, a listener firing twice). */
const REPEAT_WINDOW_SECONDS = 2;
/** Where the server takes error reports. */
export const LOG_REPORT_PATH = '/api/logs';

const LOG_TYPES: readonly TLogType[] = ['Error', 'Warning', 'Info'];

const logEntry: Parser<TLogEntry> = (value) => {
  if (!isPlainObject(value)) return null;
  const { category, desc, path, logType, dateCreated } = value;
  if (typeof category !== 'string' || typeof desc !== 'string' || typeof path !== 'string') return null;
  if (!LOG_TYPES.includes(logType as TLogType) || !Number.isSafeInteger(dateCreated)) return null;
  return { category, desc, path, logType: logType as TLogType, dateCreated: dateCreated as number };
};

/** An array of entries; a broken entry is dropped, not the whole log. */
const logEntries: Parser<TLogEntry[]> = (value) => (Array.isArray(value) ? value.map(logEntry).filter((entry): entry is TLogEntry => entry !== null) : null);

/** The browser storage key of the log (docs/features.md "The log viewer"). */
export const BROWSER_LOG_KEY = storageKey('browserLog', 'local', logEntries);

export interface LogInput {
  logType: TLogType;
  /** What part of the app: 'uncaught', 'promise', 'api', 'render', 'network' (the viewer names them). */
  category: string;
  /** What happened: an error's name and message, or an event code the viewer translates. */
  desc: string;
  /** The page's path; the current one when absent. */
  path?: string;
}

const listeners = new Set<() => void>();
const reported = new Set<string>();
let snapshot: { raw: string | null; entries: TLogEntry[] } = { raw: null, entries: [] };

function currentPath(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** The entries, oldest first; the same array until the log changes (for useSyncExternalStore). */
export function readLog(): TLogEntry[] {
  const raw = readRaw(BROWSER_LOG_KEY);
  if (raw !== snapshot.raw) snapshot = { raw, entries: decodeStored(BROWSER_LOG_KEY, raw) ?? [] };
  return snapshot.entries;
}

function sameEntry(a: TLogEntry, b: TLogEntry): boolean {
  return a.logType === b.logType && a.category === b.category && a.desc === b.desc && a.path === b.path && Math.abs(a.dateCreated - b.dateCreated) <= REPEAT_WINDOW_SECONDS;
}

/** Sends an error to the server's log: once per distinct error, a few per page, never throwing. */
function report(entry: TLogEntry): void {
  const key = `${entry.category}\n${entry.desc}\n${entry.path}`;
  if (reported.has(key) || reported.size >= MAX_REPORTS_PER_PAGE) return;
  reported.add(key);
  // Unobserved: a report that fails is dropped, never logged (and reported) again.
  apiRequest(LOG_REPORT_PATH, { body: { name: entry.category, message: entry.desc, path: entry.path }, keepalive: true, unobserved: true }).catch(() => undefined);
}

/** Records one entry (stripped of personal data); an error is reported to the server too. */
export function recordLog(input: LogInput, now = Date.now()): void {
  if (typeof window === 'undefined') return;
  const entry: TLogEntry = {
    logType: input.logType,
    category: stripPersonalData(input.category, LIMITS.name) || 'app',
    desc: stripPersonalData(input.desc, LIMITS.message),
    path: stripPath(input.path ?? currentPath(), LIMITS.path),
    dateCreated: Math.floor(now / 1000),
  };
  const entries = readLog();
  const newest = entries[entries.length - 1];
  if (newest && sameEntry(newest, entry)) return;
  writeStorage(BROWSER_LOG_KEY, [...entries, entry].slice(-MAX_LOG_ENTRIES));
  notify();
  if (entry.logType === 'Error') report(entry);
}

/** An error's name and message as a description ('TypeError: x is undefined'). */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message ? `${error.name}: ${error.message}` : error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/** Records a thrown value as an Error entry of a category. */
export function recordError(category: string, error: unknown): void {
  recordLog({ logType: 'Error', category, desc: describeError(error) });
}

/** A failed API call: unanswered calls and server failures as errors (reported), refusals (4xx) as warnings. */
export function recordApiFailure({ method, path, error }: ApiFailure): void {
  const status = error.status === 0 ? '' : ` ${error.status}`;
  recordLog({
    logType: error.status === 0 || error.status >= 500 ? 'Error' : 'Warning',
    category: 'api',
    desc: `${method} ${stripPath(path)}${status} ${error.code}${error.message ? `: ${error.message}` : ''}`,
  });
}

/** Empties the log (the viewer's Clear log). */
export function clearLog(): void {
  removeStorage(BROWSER_LOG_KEY);
  notify();
}

/** Calls back on every change of the log, in this tab or another. */
export function subscribeLog(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === BROWSER_LOG_KEY.name) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
