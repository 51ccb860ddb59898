import 'server-only';

import type { DocumentData } from '../../ports/document-store';

/**
 * Documents are JSON in this port: a round trip through JSON drops undefined and turns dates into
 * strings, exactly as the SQLite adapter stores them, so both adapters hand back the same data
 * and Firestore never receives a value it would reject (undefined) or type differently (Date).
 */
export function toJsonDocument<T extends DocumentData>(data: T): DocumentData {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new Error('A document must be an object');
  return JSON.parse(JSON.stringify(data)) as DocumentData;
}
