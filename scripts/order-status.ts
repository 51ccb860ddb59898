/**
 * npm run order:status -- <orderId> <status> [description]: moves an order on as the store's
 * systems would (PUT /api/orders/{orderId}/status), through the same use case and transition
 * table, with the store's key from STORE_API_KEYS (or the demo key on the embedded default).
 * For demos: a status page open in a browser follows the change live.
 */
import { COLLECTIONS } from '@/lib/server/collections';
import { container } from '@/lib/server/container';
import { DEMO_STORE_API_KEY, env } from '@/lib/server/env';
import { isAppError } from '@/lib/domain/errors/app-error';
import { changeOrderStatus } from '@/lib/server/use-cases/change-order-status';

async function main(): Promise<number> {
  const [orderId, statusText, ...descriptionWords] = process.argv.slice(2);
  const status = Number(statusText);
  if (!orderId || !Number.isInteger(status)) {
    console.error('usage: npm run order:status -- <orderId> <status> [description]');
    return 2;
  }
  const app = await container();
  try {
    const order = await app.documents.get<{ StoreID: string }>(COLLECTIONS.trackingOrders, orderId);
    const storeKey = (order && env().STORE_API_KEYS?.[String(order.StoreID)]) ?? DEMO_STORE_API_KEY;
    const change = await changeOrderStatus({ app, orderId, status, description: descriptionWords.join(' ') || null, storeKey });
    console.log(
      `order ${change.orderId}: status ${change.onlineOrderStatus}${change.onlineOrderStatusDescription ? ` (${change.onlineOrderStatusDescription})` : ''}, payment ${change.paymentStatus}`,
    );
    return 0;
  } catch (error) {
    console.error('order:status failed:', isAppError(error) ? `${error.code} ${error.messageKey} ${JSON.stringify(error.values)}` : error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await app.documents.close();
  }
}

main().then((code) => process.exit(code));
