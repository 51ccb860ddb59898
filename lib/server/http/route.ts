import 'server-only';
import { randomUUID } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { createTranslator } from 'next-intl';
import type { z } from 'zod';
import { AppError, isAppError, type FieldMessage } from '@/lib/domain/errors/app-error';
import { messagesFor } from '@/lib/i18n/messages';
import { LOCALE_COOKIE, routing, type Locale } from '@/lib/i18n/routing';
import { currentRequestId, logger, withRequestId } from '../logger';
import { errorHeaders, HTTP_STATUS } from './error-table';
import { jsonResponse } from './json-response';
import { checkPathParams } from './path-params';

/** The body of every error answer: a code, a translated message, field errors and details if any. */
export interface ErrorBody {
  error: { code: string; message: string; fieldErrors?: Record<string, string[]>; details?: unknown };
}

/**
 * A use case's answer with a status other than 200 or with headers (201 Created, a replayed
 * idempotent answer). A plain value answers 200.
 */
export class JsonAnswer {
  constructor(
    readonly body: unknown,
    readonly status = 200,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** The client's language: the `locale` query, then the next-intl cookie, then Accept-Language. */
export function requestLocale(request: NextRequest): Locale {
  const candidates = [
    request.nextUrl.searchParams.get('locale'),
    request.cookies.get(LOCALE_COOKIE)?.value,
    ...(request.headers.get('accept-language') ?? '').split(',').map((part) => part.split(';')[0].trim()),
  ];
  for (const candidate of candidates) {
    if (!candidate) continue;
    const match = routing.locales.find((locale) => locale.toLowerCase() === candidate.toLowerCase() || (locale === 'zh-CN' && /^zh(-hans)?(-cn)?$/i.test(candidate)));
    if (match) return match;
  }
  return routing.defaultLocale;
}

export async function translate(locale: Locale, key: string, values: Record<string, string | number>): Promise<string> {
  const t = createTranslator({ locale, messages: messagesFor(locale) });
  // Keys come from our own code; an unknown one falls back to the general error text.
  return t.has(key as never) ? t(key as never, values as never) : t('errors.unexpected');
}

/** A message key such as 'validation.emailRequired' (a plain text has spaces or no dot). */
function isMessageKey(text: string): boolean {
  return text.includes('.') && !text.includes(' ');
}

async function translateField(locale: Locale, message: FieldMessage): Promise<string> {
  if (typeof message !== 'string') return translate(locale, message.key, message.values ?? {});
  return isMessageKey(message) ? translate(locale, message, {}) : message;
}

/**
 * zod's own message for an issue a schema gave no message of its own, as a key of ours (zod's
 * default texts are English only): a parse-level error map ranks below a schema's messages.
 */
const ISSUE_KEYS: Partial<Record<z.core.$ZodIssue['code'], string>> = {
  invalid_type: 'errors.field.invalidType',
  invalid_format: 'errors.field.invalidFormat',
  invalid_value: 'errors.field.invalidValue',
  unrecognized_keys: 'errors.field.unknownField',
};
function issueKey(issue: z.core.$ZodRawIssue): string {
  if (issue.code === 'too_small') return issue.origin === 'string' || issue.origin === 'array' ? 'errors.field.tooShort' : 'errors.field.tooSmall';
  if (issue.code === 'too_big') return issue.origin === 'string' || issue.origin === 'array' ? 'errors.field.tooLong' : 'errors.field.tooBig';
  return ISSUE_KEYS[issue.code] ?? 'errors.field.invalid';
}

/** Turns zod issues into field errors whose messages are message keys or plain texts, translated. */
async function fieldErrorsOf(locale: Locale, error: z.ZodError): Promise<Record<string, string[]>> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.') || '_';
    const bounds = { minimum: 'minimum' in issue ? Number(issue.minimum) : 0, maximum: 'maximum' in issue ? Number(issue.maximum) : 0 };
    (fields[path] ??= []).push(
      await translateField(locale, isMessageKey(issue.message) && issue.message.startsWith('errors.field.') ? { key: issue.message, values: bounds } : issue.message),
    );
  }
  return fields;
}

async function translateFields(locale: Locale, fields: Record<string, FieldMessage[]>): Promise<Record<string, string[]>> {
  const translated: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(fields)) translated[path] = await Promise.all(messages.map((message) => translateField(locale, message)));
  return translated;
}

const log = logger.child({ component: 'http' });

/** What a client or a proxy in front may send as its request id: a plain token. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The request's id: the `x-request-id` it came with when that is a plain token, else a new one. */
export function requestIdOf(request: NextRequest): string {
  const given = request.headers.get('x-request-id');
  return given && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Runs a handler under its request id: every log line written meanwhile carries it, and so does
 * the answer's `x-request-id` header; one line records the answer's status and time.
 */
export async function withRequestContext(request: NextRequest, handle: () => Promise<Response>): Promise<Response> {
  const requestId = currentRequestId() ?? requestIdOf(request);
  const started = performance.now();
  const response = await withRequestId(requestId, async () => {
    const answer = await handle();
    log.info({ method: request.method, path: request.nextUrl.pathname, status: answer.status, durationMs: Math.round(performance.now() - started) }, 'request handled');
    return answer;
  });
  try {
    response.headers.set('x-request-id', requestId);
    return response;
  } catch {
    // a Response with immutable headers (Response.redirect, a fetched one): answered as a copy
    const copy = new Response(response.body, response);
    copy.headers.set('x-request-id', requestId);
    return copy;
  }
}

export async function errorResponse(request: NextRequest, error: unknown): Promise<NextResponse> {
  const locale = requestLocale(request);
  if (isAppError(error)) {
    const body: ErrorBody = { error: { code: error.code, message: await translate(locale, error.messageKey, error.values) } };
    if (Object.keys(error.fieldErrors).length > 0) body.error.fieldErrors = await translateFields(locale, error.fieldErrors);
    if (error.details !== undefined) body.error.details = error.details;
    return jsonResponse(request, body, { status: HTTP_STATUS[error.code], headers: errorHeaders(error) });
  }
  // Unexpected: logged without the request body (it may hold personal data), answered generically.
  log.error({ err: error, method: request.method, path: request.nextUrl.pathname }, 'unexpected failure');
  return jsonResponse(request, { error: { code: 'INTERNAL', message: await translate(locale, 'errors.unexpected', {}) } } satisfies ErrorBody, { status: 500 });
}

type Source = 'query' | 'json';

export interface RouteOptions<S extends z.ZodType, P> {
  /** where the input comes from: the query string for GET, the JSON body otherwise */
  source: Source;
  schema: S;
  /** answers JSON of what it returns; a Response it returns (an event stream) is sent as it is */
  run: (input: z.infer<S>, context: { request: NextRequest; params: P; locale: Locale }) => Promise<unknown>;
  /** a Cache-Control header for successful answers of public data */
  cacheControl?: string;
  /** a JSON body limit below MAX_JSON_BODY_BYTES for a handler that takes only small bodies */
  maxBodyBytes?: number;
}

/** The largest JSON body a handler reads (an order of many lines is a few KB). */
export const MAX_JSON_BODY_BYTES = 100_000;

/**
 * The body as text, read no further than the limit: a Content-Length over it is refused unread,
 * and a body sent without one (chunked) is cut off as soon as it passes the limit (413).
 */
export async function readBodyText(request: NextRequest, limit: number): Promise<string> {
  const tooLarge = new AppError('PAYLOAD_TOO_LARGE', 'errors.bodyTooLarge');
  if (Number(request.headers.get('content-length') ?? 0) > limit) throw tooLarge;
  if (!request.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    size += part.value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge;
    }
    chunks.push(part.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function readInput(request: NextRequest, source: Source, maxBodyBytes: number): Promise<unknown> {
  if (source === 'query') return Object.fromEntries(request.nextUrl.searchParams.entries());
  const text = await readBodyText(request, maxBodyBytes);
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('VALIDATION', 'errors.invalidRequest');
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing call must come from a page of this site: a browser names the page's origin
 * (Origin, and Sec-Fetch-Site on modern browsers), and another site's is refused. Calls without
 * either (a point-of-sale server, a test) are left to their own checks: keys, sessions, tokens.
 */
export function isCrossSite(request: NextRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = request.headers.get('origin');
  if (!origin) return false;
  const own = [request.nextUrl.origin, process.env.SITE_URL].filter(Boolean).map((url) => new URL(url as string).host);
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (host) own.push(host);
  try {
    return !own.includes(new URL(origin).host);
  } catch {
    return true;
  }
}

/**
 * The one wrapper of every route handler: parse with zod, call one use case, answer JSON. Bad
 * input answers 400 with translated field errors and changes nothing; every dynamic path segment
 * goes through the one id rule first (path-params.ts: 404 for one that can be no id); domain
 * errors map through the error table; anything else is a logged 500 with a generic message.
 */
export function route<S extends z.ZodType, P = Record<string, string>>({ source, schema, run, cacheControl, maxBodyBytes = MAX_JSON_BODY_BYTES }: RouteOptions<S, P>) {
  const handle = async (request: NextRequest, context: { params: Promise<P> }): Promise<Response> => {
    try {
      const locale = requestLocale(request);
      if (isCrossSite(request)) throw new AppError('FORBIDDEN', 'errors.crossOrigin');
      const params = checkPathParams(await context.params);
      const parsed = schema.safeParse(await readInput(request, source, Math.min(maxBodyBytes, MAX_JSON_BODY_BYTES)), { error: issueKey });
      if (!parsed.success) {
        const fieldErrors = await fieldErrorsOf(locale, parsed.error);
        return jsonResponse(request, { error: { code: 'VALIDATION', message: await translate(locale, 'errors.invalidRequest', {}), fieldErrors } } satisfies ErrorBody, {
          status: 400,
        });
      }
      const result = await run(parsed.data, { request, params, locale });
      if (result instanceof Response) return result;
      if (result instanceof JsonAnswer) return jsonResponse(request, result.body, { status: result.status, headers: result.headers });
      return jsonResponse(request, result, cacheControl ? { headers: { 'Cache-Control': cacheControl } } : undefined);
    } catch (error) {
      return errorResponse(request, error);
    }
  };
  return (request: NextRequest, context: { params: Promise<P> }): Promise<Response> => withRequestContext(request, () => handle(request, context));
}
