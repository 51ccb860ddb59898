/**
 * A stand-in for the server behind the browser's API client in component tests: answers by
 * "METHOD /path" (404 NOT_FOUND otherwise), every call recorded with its JSON body.
 */
export interface FakeApi {
  answers: Record<string, { status: number; body: unknown }>;
  calls: { method: string; path: string; body: unknown }[];
}

/** Call in beforeEach: a fresh answer table and call log, and global.fetch replaced. */
export function installFakeApi(api: FakeApi): void {
  api.calls.length = 0;
  for (const key of Object.keys(api.answers)) delete api.answers[key];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    api.calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const { status, body } = api.answers[`${method} ${path}`] ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    return { ok: status < 400, status, json: async () => body, text: async () => JSON.stringify(body) } as Response;
  });
}
