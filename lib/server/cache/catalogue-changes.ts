import 'server-only';
import { COLLECTIONS } from '../collections';
import type { DocumentStore, Transaction, Unsubscribe } from '../ports/document-store';
import { cacheTags } from './cache-tags';

/**
 * What the public pages are made of, the catalogue: stores, head offices and menus. Every write
 * to it also writes one small document, `cacheTags/catalogue`, in the same transaction: an import
 * or a seed (their own processes), the board's sold-out and pause switches. The document counts
 * the changes and keeps the tags of the last ones (cache-tags.ts). Each server watches it through
 * the DocumentStore's change feed (SQLite: this process at once, another within its poll;
 * Firestore: a snapshot listener), expires exactly those tags in its kept reads and forgets the
 * pages it keeps, so the next request renders from the new catalogue however many servers run.
 */
export const CATALOGUE_MARK = 'catalogue';
/** The changes the mark remembers: a server that missed more (a feed's gap) expires everything. */
export const KEPT_CHANGES = 50;
/** A change of more tags (a large import) is recorded as a change of everything. */
export const MAX_TAGS_PER_CHANGE = 200;

export type CatalogueChange = {
  version: number;
  tags: string[];
};

export type CatalogueMark = {
  changedAt: number;
  /** counts the changes; a mark written before versions is version 0 */
  version?: number;
  /** the last changes, oldest first */
  recent?: CatalogueChange[];
};

/**
 * Starts a change of the catalogue in a transaction: reads the mark first (a Firestore
 * transaction reads before it writes) and returns the function that writes it, with the tags of
 * what the transaction wrote.
 */
export async function startCatalogueChange(tx: Pick<Transaction, 'get' | 'set'>, now = Date.now()): Promise<(tags: Iterable<string>) => void> {
  const before = await tx.get<CatalogueMark>(COLLECTIONS.cacheTags, CATALOGUE_MARK);
  return (written) => {
    const unique = [...new Set(written)];
    const tags = unique.length > MAX_TAGS_PER_CHANGE ? [cacheTags.catalogue] : unique;
    const version = (before?.version ?? 0) + 1;
    const recent = [...(before?.recent ?? []), { version, tags }].slice(-KEPT_CHANGES);
    tx.set<CatalogueMark>(COLLECTIONS.cacheTags, CATALOGUE_MARK, { changedAt: now, version, recent });
  };
}

/**
 * The tags to expire on seeing `mark` after version `seen`: every change's since, or everything
 * (`catalogue`) when some were not kept, and at the start (a change may have come meanwhile).
 */
export function tagsChangedSince(mark: CatalogueMark | null, seen: number | undefined): string[] {
  if (seen === undefined) return [cacheTags.catalogue];
  const version = mark?.version ?? 0;
  if (version <= seen) return [];
  const missed = (mark?.recent ?? []).filter((change) => change.version > seen);
  if (missed.length === 0 || missed[0].version !== seen + 1) return [cacheTags.catalogue];
  return [...new Set(missed.flatMap((change) => change.tags))];
}

/**
 * Calls `onChange` with the tags of every change of the catalogue, and once at the start with
 * `catalogue` (the feed reports the current state first; a change made meanwhile may arrive
 * within it). Changes in quick succession may come as one: their tags come together.
 */
export function watchCatalogue(documents: Pick<DocumentStore, 'watch'>, onChange: (tags: string[]) => void): Unsubscribe {
  let seen: number | undefined;
  return documents.watch<CatalogueMark>(COLLECTIONS.cacheTags, CATALOGUE_MARK, ({ data }) => {
    const tags = tagsChangedSince(data, seen);
    seen = data?.version ?? 0;
    if (tags.length > 0) onChange(tags);
  });
}
