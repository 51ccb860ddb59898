import { z } from 'zod';
import { AppError } from '@/lib/domain/errors/app-error';
import { container } from '@/lib/server/container';
import { route } from '@/lib/server/http/route';
import { findCoupon } from '@/lib/server/use-cases/find-coupon';

const ZNoQuerySchema = z.object({}).loose();
const ZCodeSchema = z.string().trim().min(1, 'coupon.enterCode').max(40).regex(/^[A-Za-z0-9_-]+$/, 'coupon.notFound');

// GET /api/stores/{storeId}/coupons/{code} – the store's coupon by code (spec: GET coupons/{code}?CompanyID={storeid})
export const GET = route<typeof ZNoQuerySchema, { storeId: string; code: string }>({
  source: 'query',
  schema: ZNoQuerySchema,
  run: async (_query, { params }) => {
    const code = ZCodeSchema.safeParse(decodeURIComponent(params.code));
    if (!code.success) throw new AppError('VALIDATION', code.error.issues[0].message, { code: params.code });
    const app = await container();
    const store = /^\d{1,12}$/.test(params.storeId) ? await app.stores.findById(params.storeId) : null;
    if (!store || !store.IsEnabled) throw new AppError('STORE_NOT_FOUND', 'errors.storeNotFound');
    return findCoupon({ coupons: app.coupons, storeId: store.ID, code: code.data, nowSeconds: Math.floor(Date.now() / 1000) });
  },
});
