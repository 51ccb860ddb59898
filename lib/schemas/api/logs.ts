import { z } from 'zod';
import { BROWSER_ERROR_LIMITS } from '@/lib/domain/logs/limits';

/**
 * POST /api/logs: a browser's error for the server's log (spec part 2 §7 "Error-log insert":
 * name, message/description, route path). Only the shape and sizes are checked here; the use case
 * strips personal data before anything is kept.
 */
export const ZBrowserErrorReportSchema = z.strictObject({
  name: z.string().trim().min(1).max(BROWSER_ERROR_LIMITS.name),
  message: z.string().max(BROWSER_ERROR_LIMITS.message),
  path: z.string().trim().min(1).max(BROWSER_ERROR_LIMITS.path),
});
export type TBrowserErrorReport = z.infer<typeof ZBrowserErrorReportSchema>;
