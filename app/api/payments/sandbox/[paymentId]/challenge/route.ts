import type { z } from 'zod';
import { container } from '@/lib/server/container';
import { route } from '@/lib/server/http/route';
import { answerSandboxChallenge } from '@/lib/server/payments/use-cases/answer-sandbox-challenge';
import { ZChallengeAnswerRequestSchema, ZChallengeAnswerResponseSchema } from '@/lib/schemas/api/payments';

// POST /api/payments/sandbox/{paymentId}/challenge – the sandbox's 3-D Secure, Alipay or Wechat page answered with its link's secret: settles the payment and its order; 404 without the right secret
export const POST = route<typeof ZChallengeAnswerRequestSchema, { paymentId: string }>({
  source: 'json',
  schema: ZChallengeAnswerRequestSchema,
  run: async ({ outcome, secret }, { params }): Promise<z.infer<typeof ZChallengeAnswerResponseSchema>> =>
    answerSandboxChallenge({ app: await container(), paymentId: params.paymentId, secret: secret ?? null, outcome }),
});
