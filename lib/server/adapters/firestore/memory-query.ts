import 'server-only';

import type { DocumentData, Filter, OrderBy, StoredDocument } from '../../ports/document-store';
import type { CursorPosition } from '../shared/cursor';

/**
 * Firestore's query semantics evaluated in memory, for the emulator workaround mode only (see
 * firestore-document-store.ts). It follows the same rules as Firestore and the SQLite adapter:
 * values order by type first (null < booleans < numbers < strings < arrays < maps), filters only
 * match values of the same type, '!=' skips null and missing fields, strings compare as UTF-8
 * bytes, and documents lacking an order-by field are left out.
 */

const MAX_IN_VALUES = 30;

function typeRank(value: unknown): number {
  if (value === null) return 0;
  if (typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 2;
  if (typeof value === 'string') return 3;
  if (Array.isArray(value)) return 4;
  if (typeof value === 'object') return 5;
  throw new Error(`Cannot compare a value of type ${typeof value}`);
}

const utf8 = (s: string) => Buffer.from(s, 'utf8');

/** total order over JSON values; arrays and maps compare by their JSON, as in the SQLite adapter */
export function compareValues(a: unknown, b: unknown): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra - rb;
  switch (ra) {
    case 0:
      return 0;
    case 1:
    case 2:
      return Number(a) - Number(b);
    case 3:
      return Buffer.compare(utf8(a as string), utf8(b as string));
    default:
      return Buffer.compare(utf8(JSON.stringify(a)), utf8(JSON.stringify(b)));
  }
}

const has = (data: DocumentData, field: string) => Object.prototype.hasOwnProperty.call(data, field);
const sameType = (a: unknown, b: unknown) => typeRank(a) === typeRank(b);

export function matchesFilter(data: DocumentData, { field, op, value }: Filter): boolean {
  if (!has(data, field)) return false;
  const actual = data[field];
  switch (op) {
    case '==':
      return sameType(actual, value) && compareValues(actual, value) === 0;
    case '!=':
      return actual !== null && !(sameType(actual, value) && compareValues(actual, value) === 0);
    case 'in':
      if (!Array.isArray(value)) throw new Error(`'in' filter on ${field} needs an array`);
      if (value.length > MAX_IN_VALUES) throw new Error(`'in' filter on ${field} allows at most ${MAX_IN_VALUES} values`);
      return value.some((v) => sameType(actual, v) && compareValues(actual, v) === 0);
    case '<':
    case '<=':
    case '>':
    case '>=': {
      if (value === null) throw new Error(`Null only supports '==' and '!=' (field ${field})`);
      if (!sameType(actual, value)) return false;
      const c = compareValues(actual, value);
      return op === '<' ? c < 0 : op === '<=' ? c <= 0 : op === '>' ? c > 0 : c >= 0;
    }
    default:
      throw new Error(`Unsupported filter operator ${String(op)}`);
  }
}

/** compares two documents in the full order: the order-by fields, then the id */
function compareDocs(a: StoredDocument, b: StoredDocument, orderBy: OrderBy[]): number {
  for (const { field, direction } of orderBy) {
    const c = compareValues(a.data[field], b.data[field]);
    if (c !== 0) return direction === 'desc' ? -c : c;
  }
  return compareIds(a.id, b.id, orderBy);
}

function compareIds(a: string, b: string, orderBy: OrderBy[]): number {
  const c = compareValues(a, b);
  return orderBy.length > 0 && orderBy[orderBy.length - 1].direction === 'desc' ? -c : c;
}

/** filters, sorts and pages documents; `orderBy` is the query's effective order */
export function runInMemory<T extends DocumentData>(docs: StoredDocument<T>[], where: Filter[], orderBy: OrderBy[], after?: CursorPosition): StoredDocument<T>[] {
  const matching = docs.filter((doc) => where.every((f) => matchesFilter(doc.data, f)) && orderBy.every((o) => has(doc.data, o.field)));
  matching.sort((a, b) => compareDocs(a, b, orderBy));
  if (!after) return matching;
  const cursorDoc: StoredDocument = {
    id: after.id,
    data: Object.fromEntries(orderBy.map((o, i) => [o.field, after.values[i]])),
  };
  return matching.filter((doc) => compareDocs(doc, cursorDoc, orderBy) > 0);
}
