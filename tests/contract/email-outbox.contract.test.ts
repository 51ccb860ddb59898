import { createOutbox } from '@/lib/server/adapters/outbox/outbox';
import { createSqliteDocumentStore } from '@/lib/server/adapters/sqlite/sqlite-document-store';
import { INDEXED_FIELDS } from '@/lib/server/collections';
import { describeEmailContract } from './email.contract';

const outbox = createOutbox(createSqliteDocumentStore({ filename: ':memory:', indexes: INDEXED_FIELDS }));

describeEmailContract('outbox (embedded)', async () => ({
  sender: outbox.email,
  broken: null,
  delivered: async () => (await outbox.list({ channel: 'email', limit: 100 })).reverse().map((m) => ({ to: m.To, subject: m.Subject ?? '', text: m.Text, html: m.Html ?? '' })),
}));

describe('outbox', () => {
  it('lists the newest message first, by address and by channel', async () => {
    let at = 1_000;
    const own = createOutbox(createSqliteDocumentStore({ filename: ':memory:', indexes: INDEXED_FIELDS }), () => (at += 1));
    await own.email.send({ to: 'ada@example.com', subject: 'one', text: 'one', html: '<p>one</p>' });
    await own.sms.send({ to: '+61412345678', text: 'Your code is 123456' });
    await own.email.send({ to: 'ada@example.com', subject: 'two', text: 'two', html: '<p>two</p>' });
    expect((await own.list({ to: 'ada@example.com' })).map((m) => m.Subject)).toEqual(['two', 'one']);
    expect(await own.list({ channel: 'sms' })).toEqual([expect.objectContaining({ Channel: 'sms', To: '+61412345678', Text: 'Your code is 123456' })]);
    expect(await own.list({ limit: 1 })).toHaveLength(1);
  });
});
