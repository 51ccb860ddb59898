import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type Logger } from 'pino';
import { passesLuhn } from '@/lib/schemas/forms/card-number';

/**
 * The server's one log: JSON lines on stdout (pino), one object per event, with the request id
 * of the request it belongs to. What must never be written (card numbers, tokens, passwords,
 * authorization headers, cookies, secrets) is removed twice: by field name (pino's `redact`) and,
 * in every text (messages, error messages and stacks, string fields), by shape (`maskSecrets`).
 */

/** The request a line belongs to: set by the route wrapper around each handler's work. */
const requestContext = new AsyncLocalStorage<{ requestId: string }>();

export function withRequestId<T>(requestId: string, work: () => T): T {
  return requestContext.run({ requestId }, work);
}

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

const CENSOR = '[redacted]';

/** Field names whose values are never written, at the top level and one or two levels down. */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'idToken',
  'accessToken',
  'refreshToken',
  'secret',
  'apiKey',
  'authorization',
  'cookie',
  'set-cookie',
  'cardNumber',
  'cvc',
  'cvv',
];
const REDACT_PATHS = [
  ...SECRET_FIELDS.flatMap((field) => [`["${field}"]`, `*["${field}"]`, `*.*["${field}"]`]),
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
];

/** A run of 13 to 19 digits, spaces or dashes allowed between them (4242 4242 4242 4242). */
const DIGIT_RUN = /(?<![\d])\d(?:[ -]?\d){12,18}(?![\d])/g;
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
const NAMED_SECRET = /\b(password|passwd|pwd|secret|token|api[_-]?key|authorization|cookie)(["']?\s*[:=]\s*["']?)[^\s"'&,;]+/gi;
const URL_CREDENTIALS = /\b([a-z][\w+.-]*:\/\/)[^\s/@]+@/gi;
const PROVIDER_KEY = /\b(?:(?:sk|rk)_(?:live|test)_\w+|whsec_\w+|AIza[\w-]{20,})/g;

/** A text with card numbers (Luhn-valid digit runs: last four kept), bearer tokens, named secrets, credentials in URLs and provider keys masked. */
export function maskSecrets(text: string): string {
  return text
    .replace(DIGIT_RUN, (run) => {
      const digits = run.replace(/\D/g, '');
      return passesLuhn(digits) ? `[card ****${digits.slice(-4)}]` : run;
    })
    .replace(BEARER, (_match, scheme: string) => `${scheme} ${CENSOR}`)
    .replace(NAMED_SECRET, (_match, name: string, separator: string) => `${name}${separator}${CENSOR}`)
    .replace(URL_CREDENTIALS, (_match, scheme: string) => `${scheme}${CENSOR}@`)
    .replace(PROVIDER_KEY, CENSOR);
}

/** Every string in a logged value masked, to a bounded depth (log objects are small). */
function maskDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskSecrets(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return serializeError(value);
  if (Array.isArray(value)) return value.map((item) => maskDeep(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskDeep(item, depth + 1)]));
}

/** An error as a log field: its name, code, masked message and masked stack. */
function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return maskDeep(error);
  const { type, message, stack } = pino.stdSerializers.err(error);
  const code = (error as { code?: unknown }).code;
  return { type, message: maskSecrets(message), stack: stack ? maskSecrets(stack) : undefined, ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}) };
}

type Sink = (line: string) => void;
const stdout = pino.destination({ dest: 1, sync: true });
let sink: Sink = (line) => stdout.write(line);

/** Where the lines go (stdout unless replaced): tests capture them, or hand them to the console. */
export function setLogSink(replacement: Sink | null): void {
  sink = replacement ?? ((line) => stdout.write(line));
}

/** A logger writing JSON lines to `write` (the app's own writes to the current sink). */
/** LOG_LEVEL when it names one of pino's levels (or `silent`), else `info`. */
function configuredLevel(): string {
  const level = process.env.LOG_LEVEL?.toLowerCase();
  return level && (level === 'silent' || level in pino.levels.values) ? level : 'info';
}

export function createLogger(write: Sink = (line) => sink(line), level = configuredLevel()): Logger {
  return pino(
    {
      level,
      base: { service: 'storefront' },
      timestamp: pino.stdTimeFunctions.isoTime,
      messageKey: 'msg',
      redact: { paths: REDACT_PATHS, censor: CENSOR },
      serializers: { err: serializeError, error: serializeError },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      formatters: {
        level: (label, number) => ({ level: number, levelName: label }),
        log: (object) => maskDeep(object) as Record<string, unknown>,
      },
      hooks: {
        // The message text and its printf arguments are masked before pino formats them.
        logMethod(args, method) {
          return method.apply(this, args.map((arg) => (typeof arg === 'string' ? maskSecrets(arg) : arg)) as Parameters<typeof method>);
        },
      },
    },
    { write: (line: string) => write(line) },
  );
}

/** The server's logger; `logger.child({ component })` names the part that writes. */
export const logger = createLogger();
