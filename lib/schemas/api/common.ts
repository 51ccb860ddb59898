import { z } from 'zod';

/** A call that takes no query or body fields (a GET or DELETE whose path says it all). */
export const ZEmptyRequestSchema = z.object({});

/** A public GET that takes no query: whatever a caller adds to it is ignored. */
export const ZNoQuerySchema = z.object({}).loose();

/** The board's calls that take only the page's language (`?locale=`) besides the path. */
export const ZLocaleQuerySchema = z.object({ locale: z.string().optional() });
