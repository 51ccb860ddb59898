import { z } from 'zod';
import { AppError } from '@/lib/domain/errors/app-error';
import { clientIp } from '@/lib/server/http/client-address';
import { storeRoute } from '@/lib/server/http/store-route';
import { enforceLimits } from '@/lib/server/rate-limit';
import { findCoupon } from '@/lib/server/catalogue/use-cases/find-coupon';
import { ZNoQuerySchema } from '@/lib/schemas/api/common';
import { ZCouponCodeSchema, ZCouponResponseSchema } from '@/lib/schemas/api/stores';

// GET /api/stores/{storeId}/coupons/{code} – the store's coupon by code (spec: GET coupons/{code}?CompanyID={storeid})
export const GET = storeRoute<typeof ZNoQuerySchema, { storeId: string; code: string }>({
  source: 'query',
  schema: ZNoQuerySchema,
  run: async (_query, { request, params, app, store }): Promise<z.infer<typeof ZCouponResponseSchema>> => {
    await enforceLimits(app.documents, ['couponLookupPerAddress', clientIp(request)]);
    const code = ZCouponCodeSchema.safeParse(params.code);
    if (!code.success) throw new AppError('VALIDATION', code.error.issues[0].message, { code: params.code });
    return findCoupon({ app, storeId: store.ID, code: code.data, nowSeconds: Math.floor(Date.now() / 1000) });
  },
});
