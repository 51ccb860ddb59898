import type { z } from 'zod';

/** The message keys of a parse, by dotted path ('' for the root); {} when it succeeds. */
export function messagesOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** The first message key at a path, or null when there is none. */
export function messageAt(schema: z.ZodType, input: unknown, path = ''): string | null {
  return messagesOf(schema, input)[path] ?? null;
}
