/**
 * npm run order:status -- <orderId> <status> [description]: moves an order on as the store's
 * systems would (PUT /api/orders/{orderId}/status), through the same use case, transition table
 * and refunds, with the authority of the operator who holds the database: no store key is
 * needed, in production too. For demos: a status page open in a browser follows the change live.
 */
import { container } from '@/lib/server/container';
import { changeOrderStatus } from '@/lib/server/orders/use-cases/change-order-status';
import { exitWithUsageOnHelp } from './lib/usage';
import { errorText } from './lib/error-text';

const USAGE = `usage: npm run order:status -- <orderId> <status> [description]
  Moves an order on as the store's systems would (PUT /api/orders/{orderId}/status): only the
  transition table's moves (2 accepted, 4 ready or on its way, 5 completed, 10 refunded, 11
  rejected, ...); a refund, rejection or failure gives the card payment back first. Runs with the
  operator's authority on the configured database: no store key is needed. Prints the order's new
  status and payment; exits 1 for an unknown order or a refused move.`;

async function main(): Promise<number> {
  exitWithUsageOnHelp(USAGE);
  const [orderId, statusText, ...descriptionWords] = process.argv.slice(2);
  const status = Number(statusText);
  if (!orderId || !Number.isInteger(status)) {
    console.error(USAGE);
    return 2;
  }
  const app = await container();
  try {
    const change = await changeOrderStatus({ app, orderId, status, description: descriptionWords.join(' ') || null, storeKey: null, operator: true });
    console.log(
      `order ${change.orderId}: status ${change.onlineOrderStatus}${change.onlineOrderStatusDescription ? ` (${change.onlineOrderStatusDescription})` : ''}, payment ${change.paymentStatus}`,
    );
    return 0;
  } catch (error) {
    console.error(`order:status failed for order ${orderId}: ${errorText(error)}`);
    return 1;
  } finally {
    await app.documents.close();
  }
}

main().then((code) => process.exit(code));
