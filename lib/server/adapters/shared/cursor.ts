import 'server-only';

import type { OrderBy } from '../../ports/document-store';

/**
 * An opaque page cursor: the last document's order-by values and id, plus the order it was made
 * for, so a cursor handed to a different query fails loudly instead of skipping documents.
 */
export interface CursorPosition {
  values: unknown[];
  id: string;
}

interface CursorBody {
  o: string;
  v: unknown[];
  id: string;
}

function orderSignature(orderBy: OrderBy[]): string {
  return JSON.stringify(orderBy.map((o) => [o.field, o.direction ?? 'asc']));
}

export function encodeCursor(orderBy: OrderBy[], position: CursorPosition): string {
  const body: CursorBody = { o: orderSignature(orderBy), v: position.values, id: position.id };
  return Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');
}

export function decodeCursor(orderBy: OrderBy[], cursor: string): CursorPosition {
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new Error('Invalid cursor');
  }
  if (!isCursorBody(body) || body.v.length !== orderBy.length) throw new Error('Invalid cursor');
  if (body.o !== orderSignature(orderBy)) throw new Error('Cursor was made for a different order');
  return { values: body.v, id: body.id };
}

function isCursorBody(value: unknown): value is CursorBody {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.o === 'string' && Array.isArray(record.v) && typeof record.id === 'string';
}
