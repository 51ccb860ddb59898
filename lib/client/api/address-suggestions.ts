/**
 * GET /api/maps/autocomplete through the API client: Australian address suggestions for the text
 * typed. A failed lookup gives no suggestions (the fields can always be typed by hand); an abort
 * is passed on so a newer input wins.
 */
import type { AddressSuggestion } from '@/lib/views/wizard';
import { apiRequest, type ApiFetcher } from './api-client';
import { isApiError } from './api-error';

function isSuggestion(value: unknown): value is AddressSuggestion {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return typeof s.description === 'string' && typeof s.placeId === 'string' && s.Country === 'AU';
}

export async function requestAddressSuggestions(input: string, options: { signal?: AbortSignal; fetcher?: ApiFetcher } = {}): Promise<AddressSuggestion[]> {
  try {
    const body = await apiRequest<{ suggestions?: unknown } | null>(`/api/maps/autocomplete?${new URLSearchParams({ input })}`, options);
    return Array.isArray(body?.suggestions) ? body.suggestions.filter(isSuggestion) : [];
  } catch (error) {
    if (isApiError(error)) return [];
    throw error;
  }
}
