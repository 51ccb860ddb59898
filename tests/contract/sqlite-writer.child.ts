/**
 * Run as a separate OS process by sqlite.contract.test.ts (node --conditions=react-server --import
 * tsx): writes one document through its own SqliteDocumentStore on the file given, then exits,
 * as a seed script or a second server would.
 */
import { SqliteDocumentStore } from '../../lib/server/adapters/sqlite/sqlite-document-store';

async function main(): Promise<void> {
  const [filename, collection, id, json] = process.argv.slice(2);
  const store = new SqliteDocumentStore({ filename });
  await store.runTransaction(async (tx) => {
    tx.set(collection, id, JSON.parse(json) as Record<string, unknown>);
  });
  await store.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
