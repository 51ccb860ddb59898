import 'server-only';

/**
 * How JSON values compare in SQL so that SQLite answers like Firestore. Firestore orders values
 * first by type (null < booleans < numbers < strings < arrays < maps) and only compares values of
 * the same type in range filters. json_extract() alone would mix them up: it returns true/false
 * as the integers 1/0 and arrays/maps as text. So every comparison pairs a type rank, computed
 * from json_type(), with the json_extract() value, and only compares values of equal rank.
 */

export type SqlValue = number | string | null;

export interface SortKey {
  rank: number;
  value: SqlValue;
}

export const RANK_NULL = 0;

/** A field name as a SQL string literal of a JSON path; validated so it can be inlined safely. */
export function jsonPath(field: string): string {
  if (field.length === 0 || /["\\\u0000-\u001f]/.test(field)) {
    throw new Error(`Unsupported field name ${JSON.stringify(field)}: top-level names without quotes or backslashes only`);
  }
  return `'$."${field.replace(/'/g, "''")}"'`;
}

/** SQL giving the field's value (NULL when missing or null; 1/0 for booleans). */
export function valueSql(field: string): string {
  return `json_extract(data, ${jsonPath(field)})`;
}

/** SQL giving the field's type rank (NULL when the field is missing). */
export function rankSql(field: string): string {
  return `(CASE json_type(data, ${jsonPath(field)}) WHEN 'null' THEN 0 WHEN 'true' THEN 1 WHEN 'false' THEN 1 WHEN 'integer' THEN 2 WHEN 'real' THEN 2 WHEN 'text' THEN 3 WHEN 'array' THEN 4 WHEN 'object' THEN 5 END)`;
}

/** The rank and bindable value of a JS value, matching rankSql/valueSql for the stored JSON. */
export function sortKey(value: unknown): SortKey {
  if (value === null) return { rank: RANK_NULL, value: null };
  switch (typeof value) {
    case 'boolean':
      return { rank: 1, value: value ? 1 : 0 };
    case 'number':
      if (!Number.isFinite(value)) throw new Error(`Cannot compare ${value}: JSON has no such number`);
      return { rank: 2, value };
    case 'string':
      return { rank: 3, value };
    case 'object':
      // json_extract returns arrays and maps as minified JSON, which is what JSON.stringify wrote.
      return { rank: Array.isArray(value) ? 4 : 5, value: JSON.stringify(value) };
    default:
      throw new Error(`Cannot compare a value of type ${typeof value}`);
  }
}
