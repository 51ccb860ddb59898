import 'server-only';
import { isLoyaltyShown } from '@/lib/domain/loyalty/points';
import { checkoutAccess } from '@/lib/domain/account/checkout-access';
import { checkoutRedirectsToStore } from '@/lib/domain/availability/checkout-state';
import { kindOfOrder } from '@/lib/domain/order/codes';
import { selectActiveMenu } from '@/lib/domain/menu/active-menu';
import { isStripeActivated } from '@/lib/domain/store/card-provider';
import { isListed } from '@/lib/domain/store-list/store-list';
import { ZDeliveryAddressSchema, type THeadOffice, type TStore } from '@/lib/schemas/entities';
import type { TCheckoutPageView, TCheckoutPayments, TCheckoutReorder, TCheckoutStore, TCheckoutStoreSelection } from '@/lib/views/checkout';
import type { Container } from '../container';
import { reorderLines } from '../checkout/reorder-lines';
import { canReadOrder } from '../orders/order-access';
import { hasText } from '../sanitize-html';
import { findEnabledStore } from '../stores/find-store';
import { formatStoreAddress } from '@/lib/domain/store/store-address';
import { storePolicies } from '../stores/store-policies';
import { zoneOffsetsAround } from '../stores/store-screen-config';
import { orderTypeSettings } from '../stores/order-type-settings';

/** The store's card provider (Container.cardPaymentsFor) and Stripe's publishable key. */
type CardPayments = Pick<Container, 'cardPaymentsFor' | 'stripePublishableKey'>;

export interface LoadCheckoutPageOptions {
  app: Pick<Container, 'stores' | 'headOffices' | 'menus' | 'historyOrders'> & CardPayments;
  /** The route's storename: numeric is the store id, else its name or slug. */
  storename: string;
  /** The route's optional order id (retry after a failed payment, reorder). */
  orderId: string | null;
  /** The order's access token of its status link (`?t=`). */
  token: string | null;
  /** The signed-in member (the session's), or null for a guest. */
  member?: { userId: string; isVerified: boolean } | null;
  menuQuery: string | null;
  /** StoreSelectionAtCheckout: the store the customer chose (the `store` query, its id), or null. */
  chosenStoreId?: string | null;
  now: Date;
}

/** The card form the page draws: the provider that takes this store's cards decides. */
export function cardFormOf({ cardPaymentsFor, stripePublishableKey }: CardPayments, stripeActivated: boolean): TCheckoutPayments['cardForm'] {
  const provider = cardPaymentsFor(stripeActivated);
  if (!provider) return null;
  if (provider.name === 'sandbox') return { provider: 'sandbox' };
  return stripePublishableKey ? { provider: 'stripe', publishableKey: stripePublishableKey } : null;
}

export type LoadCheckoutPageResult =
  | { status: 'notFound' }
  /** Closed and no pre-order (part 1 §4): back to the store page. */
  | { status: 'storeClosed'; slug: string }
  /** Login is mandatory and there is no member, or no verified one where SMS verification is on (part 1 §2): back to the store page. */
  | { status: 'signInRequired'; slug: string }
  | { status: 'ok'; view: TCheckoutPageView };

function checkoutStore(store: TStore): TCheckoutStore {
  return {
    ID: store.ID,
    Slug: store.Slug,
    Name: store.Name,
    CurrencyLocaleName: store.CurrencyLocaleName,
    IsGeneralSurchargeEnabled: store.IsGeneralSurchargeEnabled,
    SurchargeHolidaySettings: store.SurchargeHolidaySettings,
    SurchargeBankSettings: store.SurchargeBankSettings,
    OrderTypeConstraintRules: store.OrderTypeConstraintRules,
    ...orderTypeSettings(store),
  };
}

function mapsSearchUrl(store: TStore): string {
  const { Latitude, Longitude } = store.Location;
  const query = Latitude !== undefined && Longitude !== undefined ? `${Latitude},${Longitude}` : `${store.Name}, ${formatStoreAddress(store)}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/**
 * The order's lines back into an empty cart, when the link proves the customer may read it, and
 * what the checkout restores from it (part 1 §4 "the delivery address is restored from the
 * order"): its type, its address and its room. Never its table: a dine-in order names its table
 * with the QR link's code, and only the link itself, scanned at the table, gives it again.
 */
async function loadReorder(options: LoadCheckoutPageOptions, store: TStore, menu: Parameters<typeof reorderLines>[1]): Promise<TCheckoutReorder | null> {
  if (!options.orderId) return null;
  const order = await options.app.historyOrders.findById(options.orderId).catch(() => null);
  if (!order || String(order.StoreID) !== store.ID) return null;
  if (!canReadOrder(order, { token: options.token, userId: options.member?.userId ?? null })) return null;
  const { lines, missing, soldOut } = reorderLines((order as Record<string, unknown>).OrderItems, menu);
  const address = ZDeliveryAddressSchema.safeParse(order.DeliveryAddress);
  const room = typeof order.RoomNumber === 'string' && order.RoomNumber.trim() !== '' ? order.RoomNumber : null;
  return {
    orderId: options.orderId,
    lines,
    missing,
    soldOut,
    kind: kindOfOrder({ OrderType: order.OrderType, RoomNumber: room }),
    deliveryAddress: address.success ? address.data : null,
    room,
  };
}

function termsOf(store: TStore, headOffice: THeadOffice | null): string | null {
  return storePolicies(store, headOffice).find((policy) => policy.kind === 'terms')?.html ?? null;
}

/** The checkout of `store` (the chosen store in store selection) as the page draws it. */
async function checkoutView(
  options: LoadCheckoutPageOptions,
  store: TStore,
  headOffice: THeadOffice | null,
  storeSelection: TCheckoutStoreSelection | null,
): Promise<TCheckoutPageView> {
  const menu = selectActiveMenu(await options.app.menus.listByStore(store.ID), { now: options.now, timeZone: store.TimezoneIanaFormat, menuQuery: options.menuQuery });
  const view = store.ViewComponentConfigs ?? {};
  return {
    store: checkoutStore(store),
    header: { title: headOffice?.Name ?? store.Name, branded: Boolean(headOffice) },
    logo: store.Logo ?? headOffice?.Logo ?? null,
    storeAddress: formatStoreAddress(store),
    storePhone: store.OfficePhone ?? null,
    mapsUrl: view.HideAddressOnPickup ? null : mapsSearchUrl(store),
    payments: {
      cashOnPickup: view.EnableCashOnPickup === true,
      payLaterDineIn: view.EatInPayLater === true || view.PayLaterOnly === true,
      payLaterOnly: view.PayLaterOnly === true,
      chargeToRoom: view.ChargeToRoomRadio === true,
      stripeActivated: isStripeActivated(store, headOffice),
      cardForm: cardFormOf(options.app, isStripeActivated(store, headOffice)),
      alipay: view.EnableAlipayPayment === true,
      wechat: view.EnableWechatPayment === true,
      applePay: view.ApplePayEnabled === true || view.EnableApplePayment === true,
      googlePay: view.GooglePayEnabled === true || view.EnableGooglePayment === true,
      pointsToDollarRatio: isLoyaltyShown(menu?.PointsToDollarRatio) ? (menu?.PointsToDollarRatio ?? null) : null,
    },
    flags: {
      showNotes: view.ShowNotes === true,
      showMarketingOptIn: store.EnableLoyaltyMarketing === true && view.IsHideCheckboxMarketing !== true,
      dineInFieldLabel: hasText(store.DineInField) ? (store.DineInField ?? null) : null,
      dineInSmsConfirmation: view.DineInSMSconfirmation === true,
      showDineInName: view.ShowDineInFirstLastName === true,
      showDineInPhone: view.ShowDineInPhoneNumber === true || view.DineInSMSconfirmation === true,
      multipleMenus: view.MultipleMenus === true,
      hideTrackingForGuest: view.HideTrackingOrderForGuest === true,
      showSurchargePercentage: view.ShowSurchargePercentage === true,
      logIn: view.LogIn === true,
    },
    termsHtml: termsOf(store, headOffice),
    termsRequired: headOffice?.IsSushiHub === true,
    menuQuery: options.menuQuery,
    zoneOffsets: zoneOffsetsAround(store, options.now),
    // An earlier order goes back into its own store's cart, never through store selection.
    reorder: storeSelection ? null : await loadReorder(options, store, menu),
    storeSelection,
  };
}

/**
 * StoreSelectionAtCheckout (part 1 §1): the cart was filled at the head office's store and the
 * customer chooses the store here, among the group's listed stores (closed ones without
 * pre-order shown but not chosen). Null when the store does not select at checkout.
 */
async function storeSelectionOf(options: LoadCheckoutPageOptions, cartStore: TStore): Promise<{ selection: TCheckoutStoreSelection; chosen: TStore | null } | null> {
  if (cartStore.ViewComponentConfigs?.StoreSelectionAtCheckout !== true || !cartStore.HQCompanyID) return null;
  const group = (await options.app.stores.listByHeadOffice(cartStore.HQCompanyID)).filter((store) => isListed(store) && store.IsHQ !== true && store.ID !== cartStore.ID);
  const stores = [...group]
    .sort((a, b) => (a.DisplayOrder ?? 0) - (b.DisplayOrder ?? 0))
    .map((store) => ({ ID: store.ID, Slug: store.Slug, Name: store.Name, address: formatStoreAddress(store), closed: checkoutRedirectsToStore(store, options.now) }));
  const chosen = group.find((store) => store.ID === options.chosenStoreId && !checkoutRedirectsToStore(store, options.now)) ?? null;
  return { selection: { cartStore: { ID: cartStore.ID, Slug: cartStore.Slug, Name: cartStore.Name }, stores, chosenId: chosen?.ID ?? null }, chosen };
}

/** Everything the checkout page shows and decides with, for one store at `now`. */
export async function loadCheckoutPage(options: LoadCheckoutPageOptions): Promise<LoadCheckoutPageResult> {
  const found = await findEnabledStore({ app: options.app, by: { storename: options.storename } });
  if (!found) return { status: 'notFound' };
  const { store, headOffice } = found;
  if (checkoutRedirectsToStore(store, options.now)) return { status: 'storeClosed', slug: store.Slug };
  if (checkoutAccess(store.ViewComponentConfigs, options.member ?? null) !== 'allowed') return { status: 'signInRequired', slug: store.Slug };
  const selection = await storeSelectionOf(options, store);
  return { status: 'ok', view: await checkoutView(options, selection?.chosen ?? store, headOffice, selection?.selection ?? null) };
}
