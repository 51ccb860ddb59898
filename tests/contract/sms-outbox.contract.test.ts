import { createOutbox } from '@/lib/server/adapters/outbox/outbox';
import { createSqliteDocumentStore } from '@/lib/server/adapters/sqlite/sqlite-document-store';
import { INDEXED_FIELDS } from '@/lib/server/collections';
import { describeSmsContract } from './sms.contract';

const outbox = createOutbox(createSqliteDocumentStore({ filename: ':memory:', indexes: INDEXED_FIELDS }));

describeSmsContract('outbox (embedded)', async () => ({
  sender: outbox.sms,
  broken: null,
  delivered: async () => (await outbox.list({ channel: 'sms', limit: 100 })).reverse().map((m) => ({ to: m.To, text: m.Text })),
}));
