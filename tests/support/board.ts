import { randomUUID } from 'node:crypto';
import { NextRequest } from 'next/server';
import { POST as act } from '@/app/api/board/[storeId]/orders/[orderId]/actions/route';
import { POST as signIn } from '@/app/api/board/[storeId]/session/route';
import type { BoardAction } from '@/lib/domain/board/board-flow';
import { ZBoardActionResponseSchema, ZBoardSessionResponseSchema } from '@/lib/schemas/api/board';
import { expectAnswer } from './answer';

type Params = Record<string, string>;
export type Handler = (request: NextRequest, context: { params: Promise<Params> }) => Promise<Response>;

/** Calls a route handler as a browser at an address of its own would (the board's per-address limits). */
export function call(
  handler: Handler,
  method: string,
  path: string,
  params: Params,
  { body, cookie, headers = {} }: { body?: unknown; cookie?: string | null; headers?: Record<string, string> } = {},
): Promise<Response> {
  const all: Record<string, string> = {
    'content-type': 'application/json',
    'x-forwarded-for': `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    ...headers,
  };
  if (cookie) all.cookie = cookie;
  return handler(new NextRequest(`http://localhost${path}`, { method, headers: all, body: body === undefined ? undefined : JSON.stringify(body) }), {
    params: Promise.resolve(params),
  });
}

/** The board cookie (name=value) of a sign-in's answer. */
export async function staffCookie(storeId: string, passcode: string): Promise<string> {
  const response = await call(signIn as Handler, 'POST', `/api/board/${storeId}/session`, { storeId }, { body: { passcode } });
  expect(response.status).toBe(200);
  await expectAnswer(response, ZBoardSessionResponseSchema);
  const header = response.headers.get('set-cookie') ?? '';
  expect(header).toMatch(/^board-session=.+; Path=\/; HttpOnly; SameSite=Lax/);
  return header.split(';')[0];
}

/** POST /api/board/{storeId}/orders/{orderId}/actions with its Idempotency-Key. */
export async function boardAction(storeId: string, orderId: string, body: { action: BoardAction; reason?: string }, cookie: string | null, key: string | null = randomUUID()) {
  const response = await call(
    act as Handler,
    'POST',
    `/api/board/${storeId}/orders/${orderId}/actions`,
    { storeId, orderId },
    { body, cookie, headers: key ? { 'idempotency-key': key } : {} },
  );
  if (response.ok) await expectAnswer(response, ZBoardActionResponseSchema);
  return response;
}
