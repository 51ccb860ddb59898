/**
 * GET /api/stores/{storeId}/delivery-quote through the API client: whether the store delivers to
 * the address (state, DeliveryRadius, delivery areas), the fee for the order value and the
 * driving time. An out-of-area answer carries the server's translated reason. The wizard, the
 * store screen's re-quote and the checkout all ask through this one function.
 */
import type { DeliveryQuote } from '@/lib/views/wizard';
import { apiRequest, type ApiFetcher } from './api-client';
import { isApiError } from './api-error';

export type TQuoteOutcome =
  | { status: 'ok'; quote: DeliveryQuote }
  /** The store does not deliver there: pickup is offered instead. */
  | { status: 'outOfArea'; message: string | null }
  /** Network or server trouble: the address is not known to be deliverable either. */
  | { status: 'failed'; message: string | null };

export interface QuoteAddress {
  StreetAddress: string;
  CityTown: string;
  State: string;
  PostalCode: string;
}

export interface QuoteRequest {
  storeId: string;
  address: QuoteAddress;
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
    const body = await apiRequest<Partial<DeliveryQuote> | null>(`/api/stores/${encodeURIComponent(request.storeId)}/delivery-quote?${query}`, {
      locale: request.locale,
      signal: request.signal,
      fetcher: request.fetcher,
    });
    if (body?.Success !== true || typeof body.DeliveryDuration !== 'number') return { status: 'failed', message: null };
    return {
      status: 'ok',
      quote: {
        Success: true,
        Fee: Number(body.Fee ?? 0),
        DeliveryDuration: body.DeliveryDuration,
        SubsidyFee: Number(body.SubsidyFee ?? 0),
        distanceKm: typeof body.distanceKm === 'number' ? body.distanceKm : undefined,
      },
    };
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.code === 'OUT_OF_DELIVERY_AREA') return { status: 'outOfArea', message: error.message || null };
    return { status: 'failed', message: error.message || null };
  }
}
