import 'server-only';
import { getCacheHandlers } from 'next/dist/server/use-cache/handlers';

/**
 * Expires `tags` in every `'use cache'` handler of this process, as Next's own `updateTag` does
 * after a Server Action: the next read of an entry carrying one of them runs again. Next's
 * `revalidateTag` and `updateTag` only work inside a request; a change heard from the feed
 * (catalogue-changes.ts) comes outside any, so it goes to the handlers Next registered. Before
 * the first request has kept anything there are none, and nothing to expire.
 */
export async function expireCacheTags(tags: string[]): Promise<void> {
  const handlers = getCacheHandlers();
  if (!handlers) return;
  await Promise.all([...handlers].map((handler) => handler.updateTags(tags)));
}
