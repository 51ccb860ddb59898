/**
 * The one browser client of our HTTP API (spec part 2 §7): JSON in and out, the spec's
 * 300000 ms timeout through an AbortController, the locale for translated errors, and the
 * Idempotency-Key header for calls that must not be repeated by a double tap or a retry.
 * A non-2xx answer becomes an ApiError carrying the server's code, message, per-field messages
 * and details, and is told to the failure observer (the browser log, /LogViewer).
 */
import { learnServerTime } from '../server-clock';
import { ApiError, isApiError } from './api-error';

/** Spec part 1 §9 and part 2 §7: every call gives up after 300000 ms. */
export const API_TIMEOUT_MS = 300_000;

/** The part of a fetch Response the client reads. */
export interface ApiResponse {
  ok: boolean;
  status: number;
  text(): Promise<string>;
  headers?: { get(name: string): string | null };
}
export type ApiFetcher = (
  input: string,
  init: { method: string; headers: Record<string, string>; body?: string; signal: AbortSignal; cache?: RequestCache; keepalive?: boolean },
) => Promise<ApiResponse>;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  idempotencyKey?: string;
  /** Added as `?locale=` so error messages come back in the page's language. */
  locale?: string;
  timeoutMs?: number;
  /** The browser cache's part: 'no-store' where an answer must be fresh. */
  cache?: RequestCache;
  /** Aborts the call from outside (the page is left); reported as an AbortError, not an ApiError. */
  signal?: AbortSignal;
  /** Lets the call outlive the page (a report sent as the page unloads). */
  keepalive?: boolean;
  /** Not told to the failure observer: the browser log's own reports, whose failure must not be logged again. */
  unobserved?: boolean;
  fetcher?: ApiFetcher;
}

const defaultFetcher: ApiFetcher = (input, init) => fetch(input, init);

/** A call that failed: its method, its path as given and the error thrown. */
export interface ApiFailure {
  method: string;
  path: string;
  error: ApiError;
}
let failureObserver: ((failure: ApiFailure) => void) | undefined;
/** Failures before the observer is set (its code loads after the page is interactive), told to it when it comes. */
const unobservedFailures: ApiFailure[] = [];
const KEPT_UNOBSERVED = 20;

function tellFailure(failure: ApiFailure): void {
  if (failureObserver) failureObserver(failure);
  else if (unobservedFailures.push(failure) > KEPT_UNOBSERVED) unobservedFailures.shift();
}

/**
 * Sets the one observer of failed calls (the browser log's recorder, installed by the root
 * layout; it records them without this client depending on the log), and tells it the failures
 * it missed. Returns its removal.
 */
export function observeApiFailures(observer: (failure: ApiFailure) => void): () => void {
  failureObserver = observer;
  for (const failure of unobservedFailures.splice(0)) observer(failure);
  return () => {
    if (failureObserver === observer) failureObserver = undefined;
  };
}

function withLocale(path: string, locale: string | undefined): string {
  if (!locale) return path;
  const url = new URL(path, 'http://placeholder');
  url.searchParams.set('locale', locale);
  return `${url.pathname}${url.search}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fieldErrorsOf(value: unknown): Record<string, string[]> | undefined {
  if (!isRecord(value)) return undefined;
  const result: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(value)) {
    const texts = (Array.isArray(messages) ? messages : [messages]).filter((text): text is string => typeof text === 'string');
    if (texts.length > 0) result[path] = texts;
  }
  return result;
}

function errorFrom(status: number, body: unknown): ApiError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : null;
  if (!error) return new ApiError({ status, code: 'BAD_RESPONSE', message: '' });
  return new ApiError({
    status,
    code: typeof error.code === 'string' ? error.code : 'BAD_RESPONSE',
    message: typeof error.message === 'string' ? error.message : '',
    // The design names it `fields`; the checkout contract `fieldErrors`: both are read.
    fieldErrors: fieldErrorsOf(error.fieldErrors ?? error.fields),
    details: error.details,
  });
}

/**
 * Tells the page's clock the server's time (lib/client/server-clock.ts) from a fresh answer: one a
 * cache may have kept (`max-age` without `no-store`) carries the time it was first written.
 */
function tellServerTime(response: ApiResponse, sentAtMs: number): void {
  const cacheControl = response.headers?.get('cache-control') ?? '';
  if (/\b(s-)?max-age=[1-9]/.test(cacheControl) && !/\bno-store\b/.test(cacheControl)) return;
  learnServerTime(response.headers?.get('date'), sentAtMs, Date.now());
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const fetcher = options.fetcher ?? defaultFetcher;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? API_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onOuterAbort);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  try {
    let response: ApiResponse;
    const sentAtMs = Date.now();
    try {
      response = await fetcher(withLocale(path, options.locale), {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: controller.signal,
        ...(options.cache ? { cache: options.cache } : {}),
        ...(options.keepalive ? { keepalive: true } : {}),
      });
    } catch (error) {
      if (timedOut) throw new ApiError({ status: 0, code: 'TIMEOUT', message: '' });
      if (options.signal?.aborted) throw error;
      throw new ApiError({ status: 0, code: 'NETWORK', message: '' });
    }
    tellServerTime(response, sentAtMs);
    const text = await response.text().catch(() => '');
    if (timedOut) throw new ApiError({ status: 0, code: 'TIMEOUT', message: '' });
    let body: unknown = null;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      body = null;
    }
    if (!response.ok) throw errorFrom(response.status, body);
    return body as T;
  } catch (error) {
    if (isApiError(error) && !options.unobserved) tellFailure({ method, path, error });
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}
