import { createEmbeddedAuth } from '@/lib/server/adapters/embedded-auth/embedded-auth';
import { createSqliteDocumentStore } from '@/lib/server/adapters/sqlite/sqlite-document-store';
import { INDEXED_FIELDS } from '@/lib/server/collections';
import { describeAuthContract } from './auth.contract';

const auth = createEmbeddedAuth(createSqliteDocumentStore({ filename: ':memory:', indexes: INDEXED_FIELDS }));

describeAuthContract('embedded (scrypt in the DocumentStore)', async () => ({ auth }));

describe('embedded adapter', () => {
  it('has no social sign-in', () => {
    expect(auth.verifyIdToken).toBeUndefined();
  });
});
