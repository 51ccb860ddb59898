import type { GiftProduct } from '@/lib/domain/gift-cards/gift-products';
import type { TCheckoutPayments } from './checkout';
import type { OrderTypeConstraintRules } from '@/lib/domain/order/minimum-order';
import type { SurchargeBankSetting } from '@/lib/domain/surcharges/types';
import type { StoreLooksView } from './store';

/** A gift card as the gift store shows it: photo, name, short description, status badge, price. */
export type TGiftProductView = GiftProduct;

/**
 * Every gift page's data (spec routes /store/{storename}/giftcards, giftshoppingcartmobile,
 * checkout/giftcards and giftcards/thankyou): the store, its gift cards, and what the gift
 * checkout prices and checks in the browser before the server does it again.
 */
export interface TGiftStorePageView {
  storeId: string;
  storeSlug: string;
  storeName: string;
  /** the brand (head office) or store name of the top menu */
  title: string;
  branded: boolean;
  currencyLocaleName: string | null;
  products: TGiftProductView[];
  /** the store's bank surcharges: the gift checkout's surcharge line */
  bankSurcharges: SurchargeBankSetting[];
  /** the minimum per order type: a gift order is checked as type 3 */
  orderTypeRules: OrderTypeConstraintRules | null;
  /** the card form, as the food checkout draws it: the sandbox's fields or Stripe's; null: no card payments */
  cardForm: TCheckoutPayments['cardForm'];
  /** StripeActivated: 4-digit CVV */
  longCvv: boolean;
  /** the store's phone as a tel: link, for the timeout message's support link; null when it has none */
  supportHref: string | null;
  looks: StoreLooksView;
}
