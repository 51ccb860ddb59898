/**
 * What a log entry may keep of a text the app did not write itself (an error's message, a page
 * path): the browser's log and the server's `logs` collection both pass every field through here,
 * so neither ever holds an email, a phone or card number, a code or a token. Pure: the browser
 * logger (lib/client/log) and the server's insert (record-browser-error) share it.
 */

/** What each kind of removed text is replaced with: the kind stays readable, the value is gone. */
export const MASKS = { email: '[email]', number: '[number]', token: '[token]', id: '[id]' } as const;

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
/** The query and fragment of a URL or of a path standing alone: they carry tokens (`t=`), emails and codes; the path is kept. */
const URL_QUERY = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s?#]*|(?:^|(?<=\s))\/[^\s?#]*)[?#]\S*/gi;
/** `token=…`, `"password": "…"` and their kin: the name stays, the value goes. */
const SECRET_PAIR = /\b(token|access_token|id_token|refresh_token|password|passcode|secret|api[_-]?key|authorization|cookie|cvc|cvv)(["']?\s*[:=]\s*["']?)([^\s"',;&]+)/gi;
const BEARER = /\bbearer\s+[^\s"',;]+/gi;
/** A JSON Web Token (Firebase ID tokens): three base64url parts, the first a JSON header. */
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
/** A long run of letters and digits (keys, sealed links, session ids), hyphens allowed: masked unless it has no digit or is words joined by hyphens (a slug). */
const LONG_TOKEN = /[A-Za-z0-9_+=-]{24,}/g;
/**
 * Six digits or more, one space, dot or dash between them allowed, an area code in brackets before: card numbers, phone
 * numbers (+61 412 345 678, (02) 9999 1234), SMS codes, dates of birth. Short numbers (a store
 * id, an order number, a year, a postcode, a status code) stay.
 */
const DIGIT_RUN = /(?:\+|\(\d{1,4}\)\s?)?\d(?:[\s.-]?\d){5,}/g;

function maskLongToken(run: string): string {
  const mixed = /\d/.test(run) && /[A-Za-z]/.test(run);
  return mixed && run.split('-').some((part) => part.length >= 16) ? MASKS.token : run;
}

/** The text with personal data and secrets masked, trimmed, and cut to `maxLength` characters. */
export function stripPersonalData(text: string, maxLength = Number.POSITIVE_INFINITY): string {
  const stripped = text
    // Control and format characters (NUL, CR/LF, right-to-left overrides) would forge or hide lines.
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .replace(URL_QUERY, '$1')
    .replace(JWT, MASKS.token)
    .replace(BEARER, `Bearer ${MASKS.token}`)
    .replace(EMAIL, MASKS.email)
    .replace(SECRET_PAIR, (_whole, name: string, separator: string) => `${name}${separator}${MASKS.token}`)
    .replace(UUID, MASKS.id)
    .replace(LONG_TOKEN, maskLongToken)
    .replace(DIGIT_RUN, MASKS.number)
    .trim();
  return stripped.length > maxLength ? `${stripped.slice(0, Math.max(0, maxLength - 1))}…` : stripped;
}

/**
 * A page or API path as a log may keep it: without its origin, query string and fragment, and
 * with personal data in its segments masked (a reset link's token, an email).
 */
export function stripPath(path: string, maxLength = Number.POSITIVE_INFINITY): string {
  let bare = path.trim();
  const scheme = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(bare);
  if (scheme) bare = bare.slice(scheme[0].length);
  bare = bare.split(/[?#]/, 1)[0] ?? '';
  if (!bare.startsWith('/')) bare = `/${bare}`;
  return stripPersonalData(bare, maxLength);
}
