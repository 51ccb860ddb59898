import type { AddressSuggestion, DeliveryQuote } from '@/lib/views/wizard';

/**
 * Browser client of the two APIs the wizard calls. `fetcher` is injectable so component tests
 * (and a future offline mode) can answer without a network.
 */
/** The part of a fetch Response the client reads. */
export interface FetchResponse {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}
export type Fetcher = (input: string, init?: { signal?: AbortSignal }) => Promise<FetchResponse>;

export type { AddressSuggestion, DeliveryQuote };

export interface QuoteAddress {
  StreetAddress: string;
  CityTown: string;
  State: string;
  PostalCode: string;
}

export type QuoteResult =
  | { ok: true; quote: DeliveryQuote }
  /** The store does not deliver there: Next stays disabled and pickup is offered. */
  | { ok: false; outOfArea: true; message: string | null }
  /** Network or server trouble: the address is not known to be deliverable either. */
  | { ok: false; outOfArea: false; message: string | null };

interface ErrorBody {
  error?: { code?: string; message?: string };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export const defaultFetcher: Fetcher = (input, init) => fetch(input, init);

export async function fetchSuggestions(fetcher: Fetcher, input: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  const response = await fetcher(`/api/maps/autocomplete?${new URLSearchParams({ input })}`, { signal });
  if (!response.ok) return [];
  const body: unknown = await response.json();
  if (!isObject(body) || !Array.isArray(body.suggestions)) return [];
  return body.suggestions.filter((s): s is AddressSuggestion => isObject(s) && typeof s.description === 'string' && typeof s.placeId === 'string' && s.Country === 'AU');
}

export async function fetchDeliveryQuote(
  fetcher: Fetcher,
  request: { storeId: string; address: QuoteAddress; orderValue: number; locale: string },
  signal?: AbortSignal,
): Promise<QuoteResult> {
  const query = new URLSearchParams({
    OrderValue: Math.max(0, request.orderValue).toFixed(2),
    Street: request.address.StreetAddress,
    Suburb: request.address.CityTown,
    State: request.address.State,
    Postcode: request.address.PostalCode,
    // The route translates its error message into this language.
    locale: request.locale,
  });
  try {
    const response = await fetcher(`/api/stores/${encodeURIComponent(request.storeId)}/delivery-quote?${query}`, { signal });
    const body: unknown = await response.json().catch(() => null);
    if (response.ok && isObject(body) && body.Success === true && typeof body.DeliveryDuration === 'number') {
      const quote: DeliveryQuote = {
        Success: true,
        Fee: Number(body.Fee ?? 0),
        DeliveryDuration: body.DeliveryDuration,
        SubsidyFee: Number(body.SubsidyFee ?? 0),
        distanceKm: typeof body.distanceKm === 'number' ? body.distanceKm : undefined,
      };
      return { ok: true, quote };
    }
    const error = isObject(body) ? (body as ErrorBody).error : undefined;
    const message = typeof error?.message === 'string' ? error.message : null;
    return { ok: false, outOfArea: error?.code === 'OUT_OF_DELIVERY_AREA', message };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { ok: false, outOfArea: false, message: null };
  }
}
