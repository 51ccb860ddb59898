import { BROWSER_ERROR_LIMITS } from '@/lib/domain/logs/limits';
import { AppError } from '@/lib/domain/errors/app-error';
import { ZBrowserErrorReportSchema } from '@/lib/schemas/forms/browser-error';
import { container } from '@/lib/server/container';
import { route } from '@/lib/server/http/route';
import { clientIp, createRateLimiter } from '@/lib/server/rate-limit';
import { recordBrowserError } from '@/lib/server/use-cases/record-browser-error';

// A browser sends at most 3 distinct errors a page: 30 a minute per client is a busy customer, more is a script filling the collection.
const limiter = createRateLimiter({ limit: 30, windowMs: 60_000 });

// POST /api/logs – the spec's error-log insert: a browser's error (name, message, route path) kept stripped of personal data; 204, nothing echoed
export const POST = route({
  source: 'json',
  schema: ZBrowserErrorReportSchema,
  maxBodyBytes: BROWSER_ERROR_LIMITS.bodyBytes,
  run: async (report, { request }) => {
    if (!limiter.take(clientIp(request))) throw new AppError('RATE_LIMITED', 'errors.rateLimited');
    await recordBrowserError({ app: await container(), report });
    return new Response(null, { status: 204 });
  },
});
