import { ChangeFeed, type ChangeSource } from '@/lib/server/adapters/sqlite/change-feed';
import type { DocumentChange, DocumentData } from '@/lib/server/ports/document-store';

/** An in-memory change source that counts its document reads. */
function source() {
  const docs = new Map<string, string>();
  const log: { seq: number; collection: string; id: string }[] = [];
  let reads = 0;
  const feed: ChangeSource = {
    readJson: (collection, id) => {
      reads += 1;
      return docs.get(`${collection}/${id}`) ?? null;
    },
    lastSeq: () => log.length,
    changesAfter: (seq) => log.slice(seq),
  };
  return {
    feed,
    reads: () => reads,
    write(collection: string, id: string, data: DocumentData) {
      docs.set(`${collection}/${id}`, JSON.stringify(data));
      log.push({ seq: log.length + 1, collection, id });
    },
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('SQLite change feed fan-out', () => {
  it('reads a changed document once however many watch it, and reaches every watcher', async () => {
    const data = source();
    data.write('trackingOrders', 'o1', { OnlineOrderStatus: 1 });
    const changes = new ChangeFeed(data.feed, 10_000);
    const seen: DocumentChange<DocumentData>[][] = Array.from({ length: 1000 }, () => []);
    const stops = seen.map((events) => changes.watch('trackingOrders', 'o1', (change) => events.push(change)));
    await flush();
    expect(seen.every((events) => events.length === 1 && events[0].kind === 'added')).toBe(true);

    const before = data.reads();
    data.write('trackingOrders', 'o1', { OnlineOrderStatus: 2 });
    changes.notify([{ collection: 'trackingOrders', id: 'o1' }]);
    expect(data.reads() - before).toBe(1);
    expect(seen.every((events) => events.length === 2 && events[1].kind === 'modified' && events[1].data?.OnlineOrderStatus === 2)).toBe(true);
    // each watcher has its own copy of the data
    expect(seen[0][1].data).not.toBe(seen[1][1].data);

    stops.forEach((stop) => stop());
    data.write('trackingOrders', 'o1', { OnlineOrderStatus: 4 });
    changes.notify([{ collection: 'trackingOrders', id: 'o1' }]);
    expect(seen.every((events) => events.length === 2)).toBe(true);
    changes.close();
  });

  it('does not deliver a change twice when both the write path and the poll report it', async () => {
    const data = source();
    const changes = new ChangeFeed(data.feed, 10_000);
    const events: DocumentChange<DocumentData>[] = [];
    const stop = changes.watch('trackingOrders', 'o2', (change) => events.push(change));
    await flush();
    data.write('trackingOrders', 'o2', { OnlineOrderStatus: 1 });
    changes.notify([{ collection: 'trackingOrders', id: 'o2' }]);
    changes.notify([{ collection: 'trackingOrders', id: 'o2' }]);
    expect(events.map((event) => event.kind)).toEqual(['removed', 'added']);
    stop();
    stop();
    changes.close();
  });
});
