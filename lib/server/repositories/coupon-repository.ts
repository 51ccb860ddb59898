import 'server-only';
import { isPathId } from '@/lib/schemas/forms/path-id';
import type { TCoupon } from '@/lib/schemas/entities';
import { COLLECTIONS } from '../collections';
import type { DocumentStore } from '../ports/document-store';

/** Coupons belong to one store; codes are unique within it, matched without regard to case. */
export function couponDocumentId(storeId: string, code: string): string {
  return `${storeId}_${code.trim().toUpperCase()}`;
}

export class CouponRepository {
  constructor(private readonly documents: DocumentStore) {}

  /** A code that can be no document's id (`A/B`) is simply unknown: no store is asked for a path. */
  async findByCode(storeId: string, code: string): Promise<TCoupon | null> {
    const id = couponDocumentId(storeId, code);
    return isPathId(id) ? this.documents.get<TCoupon>(COLLECTIONS.coupons, id) : null;
  }

  saveMany(coupons: TCoupon[]): Promise<void> {
    return this.documents.setMany(
      COLLECTIONS.coupons,
      coupons.map((coupon) => ({ id: couponDocumentId(coupon.StoreID, coupon.CouponCode), data: coupon })),
    );
  }
}
