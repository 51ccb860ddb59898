import type { TopMenuStore } from '@/components/layout/top-menu/store-drawer';
import type { PopularProduct } from '@/components/store/popular-carousel/popular-products';
import type { WizardStore } from '@/components/wizard/wizard-store';
import type { PricingStore } from '@/lib/client/cart/cart-totals';
import type { StoreOpenSettings } from '@/lib/domain/time/store-hours.types';
import type { ZoneOffsetSpan } from '@/lib/domain/time/zoned-time';
import type { TStore } from '@/lib/schemas/entities';

/** What the store screen's client parts need of the store: pricing, opening hours, display flags. */
export type StoreScreenStore = PricingStore &
  StoreOpenSettings &
  Pick<TStore, 'Slug' | 'Name' | 'OrderTypeConstraintRules'> & {
    showItemNotes: boolean;
    showRewardPoints: boolean;
  };

export interface StoreScreenConfig {
  store: StoreScreenStore;
  /** digital display (table 0): no quantity controls, no add button, no cart panel */
  displayMode: boolean;
  /** the `menu` query, selecting a named menu */
  menuQuery: string | null;
  /** sanitized terms for the cart panel's terms link */
  termsHtml: string | null;
  /** what the order-type wizard reads: flags, hours, pre-order and slot settings, delivery areas */
  wizardStore: WizardStore;
  logo: string | null;
  /** the top menu: brand or store name, whether branded, the group's stores for the drawer */
  header: { title: string; branded: boolean; stores: TopMenuStore[] };
  /** open now (or by pre-order): the cart button does nothing otherwise */
  open: boolean;
  /** popular products (Status 2) for the carousel */
  popular: PopularProduct[];
  /** the store zone's offsets from days before today to days past the last pre-order day (the browser's time maths needs no Intl for them) */
  zoneOffsets: ZoneOffsetSpan[];
}
