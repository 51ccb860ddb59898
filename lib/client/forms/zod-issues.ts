/**
 * The one place a zod result becomes the messages under a form's fields: the first issue of each
 * field, keyed by its dotted path ('contact.Email', 'PostalCode'). Schema messages are message keys
 * of lib/schemas/forms/messages.ts, translated where they are shown (components/forms).
 */
import type { z } from 'zod';

/** A message under a field: a validation key of the browser's checks, or the server's translated text. */
export type TFieldMessage = { key: string; params?: Record<string, string | number> } | { text: string };
export type TFieldErrors = Readonly<Record<string, TFieldMessage>>;

function messageOf(issue: z.core.$ZodIssue): TFieldMessage {
  const params = 'params' in issue && issue.params ? (issue.params as Record<string, string | number>) : undefined;
  return params ? { key: issue.message, params } : { key: issue.message };
}

/**
 * The first issue of each field of `result` (none when it passed), its path under `prefix` when
 * given; added to `into` where a field has no message yet, so several checks fill one form's map.
 */
export function fieldMessages(result: z.ZodSafeParseResult<unknown>, prefix: string | null = null, into: Record<string, TFieldMessage> = {}): Record<string, TFieldMessage> {
  if (result.success) return into;
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    const path = prefix ? (field ? `${prefix}.${field}` : prefix) : field;
    into[path] ??= messageOf(issue);
  }
  return into;
}
