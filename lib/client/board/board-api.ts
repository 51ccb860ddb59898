/**
 * The order board's calls through the one API client: errors arrive as ApiError in the page's
 * language; the server sets and clears the board's own session cookie.
 */
import type { BoardAction } from '@/lib/domain/board/board-flow';
import type { TBoardActionResult, TBoardProduct } from '@/lib/views/board';
import { apiRequest } from '../api/api-client';

const base = (storeId: string) => `/api/board/${encodeURIComponent(storeId)}`;

export const signInBoard = (storeId: string, passcode: string, locale: string) =>
  apiRequest<{ storeId: string }>(`${base(storeId)}/session`, { method: 'POST', body: { passcode }, locale });

export const signOutBoard = (storeId: string) => apiRequest<{ storeId: string }>(`${base(storeId)}/session`, { method: 'DELETE' });

/** One key per click: a retry of the same click answers what the first did. */
export const actOnOrder = (storeId: string, orderId: string, body: { action: BoardAction; reason?: string }, idempotencyKey: string, locale: string) =>
  apiRequest<TBoardActionResult>(`${base(storeId)}/orders/${encodeURIComponent(orderId)}/actions`, { method: 'POST', body, idempotencyKey, locale });

export const setOrderingPaused = (storeId: string, paused: boolean, locale: string) =>
  apiRequest<{ paused: boolean }>(`${base(storeId)}/pause`, { method: 'PUT', body: { paused }, locale });

export const setProductSoldOut = (storeId: string, productId: string, soldOut: boolean, locale: string) =>
  apiRequest<TBoardProduct>(`${base(storeId)}/products/${encodeURIComponent(productId)}`, { method: 'PUT', body: { soldOut }, locale });

/** The board's live stream (server-sent events `orders`); EventSource reconnects by itself. */
export const boardEventsUrl = (storeId: string) => `${base(storeId)}/events`;
