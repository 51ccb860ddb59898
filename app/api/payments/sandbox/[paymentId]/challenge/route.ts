import { z } from 'zod';
import { container } from '@/lib/server/container';
import { route } from '@/lib/server/http/route';
import { answerSandboxChallenge } from '@/lib/server/use-cases/answer-sandbox-challenge';
import type { TSandboxChallengeAnswer } from '@/lib/views/payments';

const ZChallengeAnswerSchema = z.object({
  outcome: z.enum(['complete', 'fail', 'cancel']),
  /** the challenge secret of the page's link (`?c=`): without the right one, 404 */
  secret: z.string().max(200).optional(),
});

// POST /api/payments/sandbox/{paymentId}/challenge – the sandbox's 3-D Secure, Alipay or Wechat page answered with its link's secret: settles the payment and its order; 404 without the right secret
export const POST = route<typeof ZChallengeAnswerSchema, { paymentId: string }>({
  source: 'json',
  schema: ZChallengeAnswerSchema,
  run: async ({ outcome, secret }, { params }): Promise<TSandboxChallengeAnswer> =>
    answerSandboxChallenge({ app: await container(), paymentId: params.paymentId, secret: secret ?? null, outcome }),
});
