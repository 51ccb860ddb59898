/** The answers a test gives to `${method} ${path}` of our API; anything else answers 404. */
export type ApiAnswers = Record<string, { status: number; body: unknown }>;
export type ApiCall = { method: string; path: string; body: unknown };

/**
 * Stands in for our server in component tests: fetch answers from `answers` (cleared before each
 * test) and records every call in `calls`.
 */
export function fakeApi(): { answers: ApiAnswers; calls: ApiCall[] } {
  const answers: ApiAnswers = {};
  const calls: ApiCall[] = [];
  beforeEach(() => {
    calls.length = 0;
    for (const key of Object.keys(answers)) delete answers[key];
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const { status, body } = answers[`${method} ${path}`] ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
      return { ok: status < 400, status, json: async () => body, text: async () => JSON.stringify(body) } as Response;
    });
  });
  return { answers, calls };
}
