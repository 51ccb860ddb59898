import 'server-only';

import type { Filter, OrderBy } from '../../ports/document-store';
import type { CursorPosition } from '../shared/cursor';
import { rankSql, RANK_NULL, sortKey, type SqlValue, valueSql } from './sql-values';

/** A SQL fragment and its parameters, in order. */
export interface SqlPart {
  sql: string;
  params: SqlValue[];
}

/** Firestore's limit on the values of an 'in' filter; kept here so SQLite rejects the same queries. */
export const MAX_IN_VALUES = 30;

function equalsValue(field: string, value: unknown): SqlPart {
  const key = sortKey(value);
  if (key.rank === RANK_NULL) return { sql: `${rankSql(field)} = 0`, params: [] };
  return { sql: `(${valueSql(field)} = ? AND ${rankSql(field)} = ?)`, params: [key.value, key.rank] };
}

const RANGE_OPS = new Set(['<', '<=', '>', '>=']);

export function filterSql({ field, op, value }: Filter): SqlPart {
  if (op === '==') return equalsValue(field, value);
  if (op === '!=') {
    // Like Firestore, '!=' only matches documents where the field exists and is not null.
    if (value === null) return { sql: `${rankSql(field)} > 0`, params: [] };
    const equal = equalsValue(field, value);
    return { sql: `(${rankSql(field)} > 0 AND NOT ${equal.sql})`, params: equal.params };
  }
  if (op === 'in') {
    if (!Array.isArray(value)) throw new Error(`'in' filter on ${field} needs an array`);
    if (value.length > MAX_IN_VALUES) throw new Error(`'in' filter on ${field} allows at most ${MAX_IN_VALUES} values`);
    if (value.length === 0) return { sql: '0', params: [] };
    const parts = value.map((v) => equalsValue(field, v));
    return { sql: `(${parts.map((p) => p.sql).join(' OR ')})`, params: parts.flatMap((p) => p.params) };
  }
  if (RANGE_OPS.has(op)) {
    if (value === null) throw new Error(`Null only supports '==' and '!=' (field ${field})`);
    // Range filters only match values of the same type, as in Firestore ('< 5' never matches 'a').
    const key = sortKey(value);
    return { sql: `(${rankSql(field)} = ? AND ${valueSql(field)} ${op} ?)`, params: [key.rank, key.value] };
  }
  throw new Error(`Unsupported filter operator ${String(op)}`);
}

interface SortTerm {
  sql: string;
  desc: boolean;
}

/** Each order-by field sorts by type rank then value; the id breaks ties in the last direction. */
function sortTerms(orderBy: OrderBy[]): SortTerm[] {
  const terms: SortTerm[] = [];
  for (const { field, direction } of orderBy) {
    const desc = direction === 'desc';
    terms.push({ sql: rankSql(field), desc }, { sql: valueSql(field), desc });
  }
  terms.push({ sql: 'id', desc: orderBy.length > 0 && orderBy[orderBy.length - 1].direction === 'desc' });
  return terms;
}

export function orderBySql(orderBy: OrderBy[]): string {
  return sortTerms(orderBy)
    .map((t) => `${t.sql} ${t.desc ? 'DESC' : 'ASC'}`)
    .join(', ');
}

/** Firestore leaves out documents that lack an order-by field. */
export function orderByPresenceSql(orderBy: OrderBy[]): string[] {
  return orderBy.map(({ field }) => `${rankSql(field)} IS NOT NULL`);
}

/** Rows strictly after the cursor in the sort order: a lexicographic comparison over the terms. */
export function afterCursorSql(orderBy: OrderBy[], position: CursorPosition): SqlPart {
  const terms = sortTerms(orderBy);
  const values: SqlValue[] = [];
  for (const value of position.values) {
    const key = sortKey(value);
    values.push(key.rank, key.value);
  }
  values.push(position.id);

  const alternatives: string[] = [];
  const params: SqlValue[] = [];
  for (let k = 0; k < terms.length; k += 1) {
    const clauses: string[] = [];
    for (let j = 0; j < k; j += 1) {
      // IS, not =, so that equal NULLs (null-valued fields) count as equal.
      clauses.push(`${terms[j].sql} IS ?`);
      params.push(values[j]);
    }
    clauses.push(`${terms[k].sql} ${terms[k].desc ? '<' : '>'} ?`);
    params.push(values[k]);
    alternatives.push(`(${clauses.join(' AND ')})`);
  }
  return { sql: `(${alternatives.join(' OR ')})`, params };
}
