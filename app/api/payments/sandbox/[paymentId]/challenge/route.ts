import { z } from 'zod';
import { container } from '@/lib/server/container';
import { route } from '@/lib/server/http/route';
import { answerSandboxChallenge } from '@/lib/server/use-cases/answer-sandbox-challenge';
import type { TSandboxChallengeAnswer } from '@/lib/views/payments';

const ZChallengeAnswerSchema = z.object({ outcome: z.enum(['complete', 'fail', 'cancel']) });

// POST /api/payments/sandbox/{paymentId}/challenge – the sandbox's 3-D Secure, Alipay or Wechat page answered: settles the payment and its order
export const POST = route<typeof ZChallengeAnswerSchema, { paymentId: string }>({
  source: 'json',
  schema: ZChallengeAnswerSchema,
  run: async ({ outcome }, { params }): Promise<TSandboxChallengeAnswer> => answerSandboxChallenge({ app: await container(), paymentId: params.paymentId, outcome }),
});
