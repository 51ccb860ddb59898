import { buildDemoData } from '@/lib/seed';
import { createSqliteDocumentStore } from '@/lib/server/adapters/sqlite/sqlite-document-store';
import { createContainer, type Container } from '@/lib/server/container';
import type { DocumentChange } from '@/lib/server/ports/document-store';
import type { THistoryOrder } from '@/lib/schemas/entities';

describe('entity repositories on the DocumentStore', () => {
  let app: Container;

  beforeEach(() => {
    app = createContainer(createSqliteDocumentStore({ filename: ':memory:' }));
  });

  afterEach(() => app.documents.close());

  it('stores and finds users, by id and by email', async () => {
    const [member] = buildDemoData().users;
    await app.users.save(member.ID, member);
    expect(await app.users.findById(member.ID)).toEqual(member);
    const page = await app.users.findBy('email', 'demo@example.com');
    expect(page.docs.map((doc) => doc.id)).toEqual([member.ID]);
  });

  it('refuses a document that does not fit its schema and stores nothing', async () => {
    await expect(app.logs.save('1', { category: 'checkout', desc: 'x', path: '/', logType: 'Fatal' } as never)).rejects.toThrow();
    expect(await app.documents.count('logs')).toBe(0);
  });

  it('lists a customer’s history orders newest first, and follows one live', async () => {
    const order = (udid: string, scheduled: number): THistoryOrder => ({
      UDID: udid,
      OrderType: 3,
      OnlineOrderStatus: 1,
      ScheduledTime: scheduled,
      CreatedOn: scheduled - 600,
      StoreID: '1001',
      StoreName: 'Harbour & Co. Circular Quay',
      OnlineOrderUserIdentifier: 'demo-member',
    });
    await app.historyOrders.save('a', order('a', 1_800_000_000));
    await app.historyOrders.save('b', order('b', 1_800_003_600));
    const page = await app.historyOrders.findBy('OnlineOrderUserIdentifier', 'demo-member', { orderBy: [{ field: 'ScheduledTime', direction: 'desc' }] });
    expect(page.docs.map((doc) => doc.id)).toEqual(['b', 'a']);

    const seen: DocumentChange<THistoryOrder>[] = [];
    const stop = app.historyOrders.watch('a', (change) => seen.push(change));
    await app.historyOrders.save('a', { ...order('a', 1_800_000_000), OnlineOrderStatus: 2 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    stop();
    expect(seen.map((change) => change.data?.OnlineOrderStatus)).toEqual([1, 2]);
  });
});
