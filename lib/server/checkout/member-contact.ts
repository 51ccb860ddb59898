import 'server-only';
import type { TPlaceOrderRequest } from '@/lib/schemas/api/orders';

/**
 * A signed-in member's order goes to their account's email (issue 36): the checkout shows it and
 * does not let it be typed, and a request that names another (an old page, a script) is given the
 * account's, so the receipt and the order's mails reach the account. A guest's request is as sent.
 */
export function withAccountEmail(request: TPlaceOrderRequest, accountEmail: string | null): TPlaceOrderRequest {
  if (accountEmail === null) return request;
  return {
    ...request,
    contact: { ...request.contact, Email: accountEmail },
    ...(request.dineIn ? { dineIn: { ...request.dineIn, Email: accountEmail } } : {}),
  };
}
