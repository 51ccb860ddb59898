import { BROWSER_ERROR_LIMITS } from '@/lib/domain/logs/limits';
import { ZBrowserErrorReportSchema } from '@/lib/schemas/api/logs';
import { container } from '@/lib/server/container';
import { route } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-address';
import { enforceLimits } from '@/lib/server/rate-limit';
import { recordBrowserError } from '@/lib/server/operations/use-cases/record-browser-error';

// POST /api/logs – the spec's error-log insert: a browser's error (name, message, route path) kept stripped of personal data; 204, nothing echoed
export const POST = route({
  source: 'json',
  schema: ZBrowserErrorReportSchema,
  maxBodyBytes: BROWSER_ERROR_LIMITS.bodyBytes,
  run: async (report, { request }) => {
    const app = await container();
    await enforceLimits(app.documents, ['logInsertPerAddress', clientIp(request)]);
    await recordBrowserError({ app, report });
    return new Response(null, { status: 204 });
  },
});
