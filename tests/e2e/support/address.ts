import type { Page } from '@playwright/test';

/**
 * An address of its own for each test (the proxy's X-Forwarded-For, which the server's per-address
 * limits read): every browser here is 127.0.0.1, and a whole run registers more members than one
 * address may in an hour (part of what those limits are for).
 */
export async function ownAddress(page: Page): Promise<void> {
  const part = () => 1 + Math.floor(Math.random() * 250);
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.${part()}.${part()}` });
}
