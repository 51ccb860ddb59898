import 'server-only';

import { FieldPath, type Query as FirestoreQuery, type WhereFilterOp } from 'firebase-admin/firestore';

import type { Filter, OrderBy } from '../../ports/document-store';
import type { CursorPosition } from '../shared/cursor';

const OPS: Record<Filter['op'], WhereFilterOp> = { '==': '==', '!=': '!=', '<': '<', '<=': '<=', '>': '>', '>=': '>=', in: 'in' };

/**
 * A field name as a one-segment FieldPath: the port's fields are top-level names, and a plain
 * string would make Firestore read 'a.b' as the nested field b of a.
 */
export const field = (name: string) => new FieldPath(name);

export function buildFilterQuery(base: FirestoreQuery, where: Filter[]): FirestoreQuery {
  let query = base;
  for (const filter of where) query = query.where(field(filter.field), OPS[filter.op], filter.value);
  return query;
}

/**
 * The production query: filters, the effective order spelled out in full (explicit fields, then
 * inequality fields, then the document id: what Firestore would do implicitly, so the same indexes
 * serve it) so that a cursor can resume with `startAfter(values..., id)` without reading the last
 * document again, and one document more than the limit to know whether another page exists.
 */
export function buildQuery(base: FirestoreQuery, where: Filter[], orderBy: OrderBy[], limit: number | undefined, after: CursorPosition | undefined): FirestoreQuery {
  let query = buildFilterQuery(base, where);
  for (const { field: name, direction } of orderBy) query = query.orderBy(field(name), direction ?? 'asc');
  const last = orderBy.length > 0 ? (orderBy[orderBy.length - 1].direction ?? 'asc') : 'asc';
  query = query.orderBy(FieldPath.documentId(), last);
  if (after) query = query.startAfter(...after.values, after.id);
  if (limit !== undefined) query = query.limit(limit + 1);
  return query;
}

/** Firestore's own rules, checked before any request so both modes fail the same way */
export function assertValidFilters(where: Filter[]): void {
  for (const { field: name, op, value } of where) {
    if (!(op in OPS)) throw new Error(`Unsupported filter operator ${String(op)}`);
    if (op === 'in' && (!Array.isArray(value) || value.length > 30)) throw new Error(`'in' filter on ${name} needs an array of at most 30 values`);
    if (value === null && op !== '==' && op !== '!=') throw new Error(`Null only supports '==' and '!=' (field ${name})`);
  }
}

/** an 'in' filter with no values matches nothing; Firestore would reject it, the port defines it */
export const matchesNothing = (where: Filter[]) => where.some((f) => f.op === 'in' && Array.isArray(f.value) && f.value.length === 0);
