import type { z } from 'zod';
import { ZCardFundingRequestSchema, ZCardFundingResponseSchema } from '@/lib/schemas/api/card-funding';
import { storeRoute } from '@/lib/server/http/store-route';
import { describeCardFunding } from '@/lib/server/checkout/use-cases/describe-card-funding';

// POST /api/stores/{storeId}/card-funding – whether the checkout's typed card is credit, debit or prepaid (its bank surcharge), before Pay
export const POST = storeRoute<typeof ZCardFundingRequestSchema>({
  source: 'json',
  schema: ZCardFundingRequestSchema,
  maxBodyBytes: 1024,
  run: (request, { app, store }): Promise<z.infer<typeof ZCardFundingResponseSchema>> => describeCardFunding({ app, store, request }),
});
