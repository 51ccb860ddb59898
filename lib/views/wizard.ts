/** What the order-type wizard reads of the store, and the JSON of the two APIs it calls. */
import type { AvailabilityStore } from '@/lib/domain/availability/available-order-types';
import type { StoreSlotSettings } from '@/lib/domain/time/time-slots';

export type WizardStore = AvailabilityStore & StoreSlotSettings & { ID: string; /** the fee is shown in the store's money */ CurrencyLocaleName?: string | null };

/** One suggestion of GET /api/maps/autocomplete (the Maps port answers in this shape). */
export interface AddressSuggestion {
  /** The whole line to show, e.g. "12 George St, Sydney NSW 2000". */
  description: string;
  /** Opaque and stable for the provider: a Google place id or the offline locality key. */
  placeId: string;
  StreetAddress?: string;
  CityTown?: string;
  /** A state code: ACT, NSW, NT, QLD, SA, TAS, VIC or WA. */
  State?: string;
  PostalCode?: string;
  Country: 'AU';
}

/** The success body of GET /api/stores/{id}/delivery-quote, as the browser keeps it. */
export interface DeliveryQuote {
  Success: true;
  /** dollars */
  Fee: number;
  /** Seconds of driving, at least 60. */
  DeliveryDuration: number;
  SubsidyFee: number;
  distanceKm?: number;
}
