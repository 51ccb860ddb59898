import { z } from 'zod';

/** The longest id a path or a body may name (order and user ids are 36-character UUIDs, payments' ids shorter). */
export const PATH_ID_MAX_LENGTH = 200;

/**
 * Whether a text can be the id of a document: no `/` (Firestore reads `a/b` as a path into
 * another collection, and the SQLite adapter refuses it), not `.` or `..`, not `__…__` (names
 * Firestore keeps for itself), no control characters.
 */
export function isPathId(id: string): boolean {
  return id.length > 0 && id.length <= PATH_ID_MAX_LENGTH && !/[/\u0000-\u001f\u007f]/.test(id) && id !== '.' && id !== '..' && !/^__.*__$/.test(id);
}

/**
 * The one rule for an id a client names, in a path (`/api/orders/{orderId}`, every dynamic
 * segment of app/api, checked by the route wrapper) or in a body: an id that breaks it names
 * nothing, so no DocumentStore adapter is ever handed one.
 */
export const ZPathIdSchema = z.string().refine(isPathId, { message: 'errors.field.invalidFormat' });
