import type { z } from 'zod';

/** The keys of `value` (at any depth) that `parsed`, its schema's reading, dropped: fields the schema does not know. */
function unknownFields(value: unknown, parsed: unknown, path = ''): string[] {
  if (Array.isArray(value) && Array.isArray(parsed)) return value.flatMap((item, index) => unknownFields(item, parsed[index], `${path}[${index}]`));
  if (value === null || parsed === null || typeof value !== 'object' || typeof parsed !== 'object') return [];
  const known = parsed as Record<string, unknown>;
  return Object.entries(value as Record<string, unknown>).flatMap(([key, field]) => (key in known ? unknownFields(field, known[key], `${path}.${key}`) : [`${path}.${key}`]));
}

/**
 * The JSON answer of a route handler, checked against the response schema of lib/schemas/api:
 * every field the schema names has its type, and the answer has no field the schema does not
 * name (the schema is the API reference of that answer). Reads a clone: the test can still read
 * the response itself.
 */
export async function expectAnswer<S extends z.ZodType>(response: Response, schema: S): Promise<z.infer<S>> {
  const body: unknown = await response.clone().json();
  const result = schema.safeParse(body);
  if (!result.success) throw new Error(`the answer does not match its schema:\n${JSON.stringify(result.error.issues, null, 2)}\n${JSON.stringify(body, null, 2).slice(0, 2000)}`);
  const extra = unknownFields(body, result.data);
  if (extra.length > 0) throw new Error(`the answer has fields its schema does not name: ${extra.join(', ')}`);
  return result.data;
}
