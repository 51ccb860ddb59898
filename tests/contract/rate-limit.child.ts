/**
 * Run as a separate OS process by rate-limiter-sqlite.contract.test.ts (node --conditions=react-server
 * --import tsx), as a second server would be: consumes one key `tries` times, as fast as it can,
 * through its own SqliteDocumentStore on the file given, and prints how many were allowed.
 */
import { SqliteDocumentStore } from '../../lib/server/adapters/sqlite/sqlite-document-store';
import { DocumentStoreRateLimiter } from '../../lib/server/limits/document-store-limiter';

async function main(): Promise<void> {
  const [filename, points, tries] = process.argv.slice(2);
  const store = new SqliteDocumentStore({ filename });
  const limiter = new DocumentStoreRateLimiter({ keyPrefix: 'orderPerAddress', points: Number(points), duration: 60 }, store);
  const outcomes = await Promise.all(
    Array.from({ length: Number(tries) }, () =>
      limiter.consume('203.0.113.50').then(
        () => true,
        (refusal: unknown) => {
          if (refusal instanceof Error) throw refusal;
          return false;
        },
      ),
    ),
  );
  await store.close();
  console.log(JSON.stringify({ allowed: outcomes.filter(Boolean).length }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
