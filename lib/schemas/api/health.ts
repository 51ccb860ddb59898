import { z } from 'zod';

/** 200 (or 503) body of GET /api/health: whether this server can serve, and the adapters in use. */
export const ZHealthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  version: z.string(),
  database: z.object({ reachable: z.boolean(), latencyMs: z.number().optional() }),
  adapters: z.object({
    documentStore: z.enum(['sqlite', 'firestore']),
    payments: z.string(),
    maps: z.enum(['offline', 'google']),
    auth: z.enum(['embedded', 'firebase']),
    email: z.enum(['outbox', 'smtp']),
    sms: z.enum(['outbox', 'twilio']),
    walletPasses: z.string(),
  }),
  cardPaymentsTaken: z.boolean(),
});
