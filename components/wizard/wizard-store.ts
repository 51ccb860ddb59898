/**
 * The store fields the wizard reads: a narrow structural view, so the page can pass its TStore
 * as is (the spec's field names) while the wizard stays testable with any store-shaped object.
 */
import { isOrderTypeAvailable } from '@/lib/domain/availability/available-order-types';
import type { WizardSupport } from '@/lib/domain/wizard/order-type-wizard';
import type { WizardStore } from '@/lib/views/wizard';

export type { WizardStore };

/** Which wizard types the store offers at `now`; a table (QR code) leaves dine in only. */
export function wizardSupport(store: WizardStore, now: Date, table: string | null | undefined): WizardSupport {
  const options = { table };
  return {
    delivery: isOrderTypeAvailable(store, 'delivery', now, options),
    pickup: isOrderTypeAvailable(store, 'pickup', now, options),
    dineIn: isOrderTypeAvailable(store, 'dineIn', now, options),
  };
}
