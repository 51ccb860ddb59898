import 'server-only';
import { AppError } from '@/lib/domain/errors/app-error';
import type { TCoupon } from '@/lib/schemas/entities';
import type { Container } from '@/lib/server/container';

/**
 * Spec part 2 §7 "GET coupons/{code}?CompanyID={storeid}": the store's coupon by its code, or a
 * refusal with its reason. Whether it reduces the cart is the pricing engine's call, in the
 * browser to show it and on the server again at checkout.
 */
export async function findCoupon({
  app,
  storeId,
  code,
  nowSeconds,
}: {
  app: Pick<Container, 'coupons'>;
  storeId: string;
  code: string;
  nowSeconds: number;
}): Promise<{ Success: true; Coupon: TCoupon }> {
  const coupon = await app.coupons.findByCode(storeId, code);
  const outOfDates = coupon && ((coupon.StartAt !== undefined && nowSeconds < coupon.StartAt) || (coupon.EndAt !== undefined && nowSeconds > coupon.EndAt));
  // One answer for unknown, disabled and out-of-date codes: a different one would tell a guesser
  // which codes exist. (A coupon already in the cart that expires is named so at checkout.)
  if (!coupon || coupon.IsDisabled || outOfDates) throw new AppError('COUPON_REJECTED', 'coupon.notFound', { code: code.trim().toUpperCase() });
  return { Success: true, Coupon: coupon };
}
