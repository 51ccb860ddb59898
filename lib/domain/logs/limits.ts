/**
 * The sizes of a browser's error report (the spec's error-log insert: name, message, route
 * path), shared by the browser, which cuts its texts to them, and the server's schema, which
 * refuses more. The body limit leaves room for JSON's quotes and escapes.
 */
export const BROWSER_ERROR_LIMITS = { name: 60, message: 500, path: 300, bodyBytes: 4096 } as const;
