import type { z } from 'zod';
import { ZMembershipSignupRequestSchema, ZMembershipSignupResponseSchema } from '@/lib/schemas/api/members';
import { openSignupCookie } from '@/lib/server/auth/membership-access';
import { JsonAnswer } from '@/lib/server/http/route';
import { storeRoute } from '@/lib/server/http/store-route';
import { clientIp } from '@/lib/server/http/client-address';
import { enforceLimits } from '@/lib/server/rate-limit';
import { signUpMember } from '@/lib/server/accounts/use-cases/sign-up-member';

// POST /api/stores/{storeId}/members – loyalty membership sign-up (the spec's create-so-user): 201 with the member, and the sign-up's token cookie for the completion page
export const POST = storeRoute({
  source: 'json',
  schema: ZMembershipSignupRequestSchema,
  run: async (form, { request, app, store }) => {
    // Counted with registrations: both make an account.
    await enforceLimits(app.documents, ['registerPerAddress', clientIp(request)]);
    const { user } = await signUpMember({ app, store, form });
    const body: z.infer<typeof ZMembershipSignupResponseSchema> = { userId: user.ID, memberCode: user.CustomerMemberCode ?? '' };
    return new JsonAnswer(body, 201, { 'Set-Cookie': await openSignupCookie(user.ID), 'Cache-Control': 'private, no-store' });
  },
});
