import 'server-only';

/**
 * Firestore's rules for the names of collections and documents, checked by both adapters before
 * any read or write: data that works locally also works in production, and neither adapter is
 * ever handed a path for a name (Firestore reads `coupons/1_A/B` as a document of a
 * subcollection). Callers check what clients send first (lib/schemas/forms/path-id.ts); this
 * throws on whatever slips past, rather than reading or writing elsewhere.
 */
export function assertDocumentPath(collection: string, id: string): void {
  for (const [what, name] of [
    ['collection', collection],
    ['document id', id],
  ] as const) {
    if (typeof name !== 'string' || name.length === 0 || name.includes('/') || name === '.' || name === '..' || /^__.*__$/.test(name) || Buffer.byteLength(name) > 1500) {
      throw new Error(`Invalid ${what} ${JSON.stringify(String(name).slice(0, 100))}`);
    }
  }
}
