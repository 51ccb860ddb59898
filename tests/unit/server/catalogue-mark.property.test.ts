import fc from 'fast-check';
import { KEPT_CHANGES, MAX_TAGS_PER_CHANGE, startCatalogueChange, tagsChangedSince, type CatalogueMark } from '@/lib/server/cache/catalogue-changes';
import { cacheTags } from '@/lib/server/cache/cache-tags';

/** A transaction on one document, as the DocumentStore's. */
function documentTx(document: { mark: CatalogueMark | null }) {
  return {
    get: async <T>() => document.mark as T | null,
    set: (_collection: string, _id: string, data: unknown) => void (document.mark = data as CatalogueMark),
  };
}

const tag = fc.constantFrom('stores', 'store:1001', 'store:1002', 'menus:1001', 'menu:1001:lunch', 'menu:1002:all-day', 'head-office:1000');

/**
 * Issue 19: a change of the catalogue expires exactly the tags it touched. A server sees the
 * mark whenever its feed reports it, which may skip states (changes in quick succession arrive
 * as one): it expires the tags of every change since the state it saw last, nothing else, and
 * everything when more changes came than the mark keeps.
 */
describe('the catalogue’s change mark', () => {
  it('a watcher expires exactly the tags changed since it last looked, whichever states it saw', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ tags: fc.uniqueArray(tag, { minLength: 1, maxLength: 4 }), seen: fc.boolean() }), { maxLength: 2 * KEPT_CHANGES + 10 }),
        async (changes) => {
          const document = { mark: null as CatalogueMark | null };
          let seen: number | undefined;
          expect(tagsChangedSince(document.mark, seen)).toEqual([cacheTags.catalogue]);
          seen = 0;
          let since: string[][] = [];
          for (const change of changes) {
            const write = await startCatalogueChange(documentTx(document));
            write(change.tags);
            since.push(change.tags);
            if (!change.seen) continue;
            const expired = tagsChangedSince(document.mark, seen);
            if (since.length > KEPT_CHANGES) expect(expired).toEqual([cacheTags.catalogue]);
            else expect(new Set(expired)).toEqual(new Set(since.flat()));
            seen = document.mark!.version;
            since = [];
            // Seen again without a change: nothing.
            expect(tagsChangedSince(document.mark, seen)).toEqual([]);
          }
          expect(document.mark?.recent?.length ?? 0).toBe(Math.min(changes.length, KEPT_CHANGES));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a mark written before versions counts as version 0, and a change of very many tags is a change of everything', async () => {
    const document: { mark: CatalogueMark | null } = { mark: { changedAt: 1 } };
    expect(tagsChangedSince(document.mark, 0)).toEqual([]);
    const write = await startCatalogueChange(documentTx(document), 5);
    write(Array.from({ length: MAX_TAGS_PER_CHANGE + 1 }, (_, i) => cacheTags.store(String(i))));
    expect(document.mark).toEqual({ changedAt: 5, version: 1, recent: [{ version: 1, tags: [cacheTags.catalogue] }] });
    expect(tagsChangedSince(document.mark, 0)).toEqual([cacheTags.catalogue]);
  });
});
