/**
 * The error every call of the browser API client throws: the server's `{ error: { code, message,
 * fieldErrors?, details? } }` (message already translated), or a client-side code for a timeout,
 * a network failure or an answer that is not our JSON.
 */
export type TClientErrorCode = 'TIMEOUT' | 'NETWORK' | 'BAD_RESPONSE';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Field path of the request body ('contact.Email', 'card.CardNumber') to translated texts. */
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>;
  readonly details: unknown;

  constructor(input: { status: number; code: string; message: string; fieldErrors?: Record<string, readonly string[]>; details?: unknown }) {
    super(input.message);
    this.name = 'ApiError';
    this.status = input.status;
    this.code = input.code;
    this.fieldErrors = input.fieldErrors ?? {};
    this.details = input.details;
  }

  /** True for failures the server never answered (the same attempt may be sent again). */
  get unanswered(): boolean {
    return this.status === 0;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
