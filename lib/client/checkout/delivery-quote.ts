/**
 * GET /api/stores/{storeId}/delivery-quote through the API client: whether the store delivers to
 * the address (state, DeliveryRadius, delivery areas), the fee for the order value and the
 * driving time. An out-of-area answer carries the server's translated reason.
 */
import { apiRequest, type ApiFetcher } from '../api/api-client';
import { isApiError } from '../api/api-error';

export interface TDeliveryQuote {
  Fee: number;
  /** seconds of driving, at least 60 */
  DeliveryDuration: number;
  SubsidyFee: number;
}

export type TQuoteOutcome =
  | { status: 'ok'; quote: TDeliveryQuote }
  | { status: 'outOfArea'; message: string | null }
  | { status: 'failed'; message: string | null };

export interface QuoteRequest {
  storeId: string;
  address: { StreetAddress: string; CityTown: string; State: string; PostalCode: string };
  /** dollars: the fee rules depend on the order value */
  orderValue: number;
  locale: string;
  signal?: AbortSignal;
  fetcher?: ApiFetcher;
}

export async function requestDeliveryQuote(request: QuoteRequest): Promise<TQuoteOutcome> {
  const query = new URLSearchParams({
    OrderValue: Math.max(0, request.orderValue).toFixed(2),
    Street: request.address.StreetAddress.trim(),
    Suburb: request.address.CityTown.trim(),
    State: request.address.State.trim(),
    Postcode: request.address.PostalCode.trim(),
  });
  try {
    const body = await apiRequest<Partial<TDeliveryQuote> & { Success?: boolean }>(`/api/stores/${encodeURIComponent(request.storeId)}/delivery-quote?${query}`, {
      locale: request.locale,
      signal: request.signal,
      fetcher: request.fetcher,
    });
    if (body?.Success !== true || typeof body.DeliveryDuration !== 'number') return { status: 'failed', message: null };
    return { status: 'ok', quote: { Fee: Number(body.Fee ?? 0), DeliveryDuration: body.DeliveryDuration, SubsidyFee: Number(body.SubsidyFee ?? 0) } };
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.code === 'OUT_OF_DELIVERY_AREA') return { status: 'outOfArea', message: error.message || null };
    return { status: 'failed', message: error.message || null };
  }
}
