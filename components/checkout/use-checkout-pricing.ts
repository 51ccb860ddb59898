'use client';

import { useTranslations } from 'next-intl';
import type { PricingMenu } from '@/lib/client/cart/cart-totals';
import type { useMember } from '@/lib/client/account/member-session';
import { useCartTotals, type UseCartResult } from '@/lib/client/cart/use-cart';
import type { OrderTypeKind, TCheckoutFormValues } from '@/lib/client/checkout/checkout-form';
import { priceChangedTotalCents, priceChangeReason } from '@/lib/client/checkout/price-change';
import { isCouponUsed } from '@/lib/domain/cart/coupon-used';
import { discountLines } from '@/lib/domain/cart/discount-lines';
import { discountOffers } from '@/lib/domain/cart/discount-offers';
import { lineUnavailability } from '@/lib/domain/cart/store-availability';
import { pointsNeeded, pointsValueCents } from '@/lib/domain/loyalty/points';
import { rewardCosts } from '@/lib/domain/loyalty/rewards';
import { formatCents } from '@/lib/domain/money';
import { orderTypeCode, PAYMENT_METHOD, type PaymentMethod } from '@/lib/domain/order/codes';
import { minimumOrderMessage } from '@/lib/domain/order/minimum-order';
import { cardTypeCodeForPayment, waivedCardSurcharge } from '@/lib/domain/surcharges/card-type';
import type { TCheckoutPageView } from '@/lib/views/checkout';
import type { TPriceChangedDetails } from '@/lib/views/order';
import type { TStripeCard } from './stripe-card-form';
import { checkoutSurchargeLines } from './surcharge-lines';
import type { FlaggedLine } from './unavailable-lines';
import { useCardFunding } from './use-card-funding';

export type CheckoutPricing = ReturnType<typeof useCheckoutPricing>;

/** Prices the cart before the menu is loaded: nothing on it yet. */
export const EMPTY_MENU: PricingMenu = { Products: {}, ModifierGroups: {}, PriceTriggers: [] };

/**
 * What the checkout charges, priced as the server will: the cart with the quoted delivery fee and
 * the card's surcharge (its funding: Stripe's PaymentMethod says it, the sandbox's card is asked
 * once whole), the points a points payment needs, the lines the chosen store cannot sell, the
 * minimum order and the summary's lines. Amounts stay cents; `money` formats them.
 */
export function useCheckoutPricing({
  view,
  menu,
  cart,
  member,
  kind,
  method,
  card,
  stripeCard,
  deliveryFee,
  locale,
}: {
  view: TCheckoutPageView;
  menu: PricingMenu | null;
  cart: UseCartResult;
  member: ReturnType<typeof useMember>;
  kind: OrderTypeKind | null;
  method: PaymentMethod | null;
  card: TCheckoutFormValues['card'];
  stripeCard: TStripeCard | null;
  /** dollars, as quoted */
  deliveryFee: number | null;
  locale: string;
}) {
  const { store, flags, payments } = view;
  const t = useTranslations('checkout');
  const stripeForm = payments.cardForm?.provider === 'stripe';
  const typedCard = useCardFunding({
    storeId: store.ID,
    number: card.CardNumber,
    enabled: method === PAYMENT_METHOD.card && payments.cardForm?.provider === 'sandbox' && !card.SelectedCard,
    locale,
  });
  const funding = stripeForm ? (stripeCard?.funding ?? null) : typedCard.funding;
  const totals = useCartTotals(menu ?? EMPTY_MENU, store, { onCheckoutPage: true, deliveryFee, cardTypeCode: cardTypeCodeForPayment(method, funding) });
  const { priced } = totals;
  const free = priced.total === 0 && priced.lines.length > 0;
  const money = (cents: number) => formatCents(cents, store.CurrencyLocaleName);
  const ratio = payments.pointsToDollarRatio;
  // Paying with points (part 2 §5): the points value must cover the total, besides the points the cart's rewards spend; the server takes them all with the order.
  const points =
    method === PAYMENT_METHOD.points && member && ratio !== null
      ? { balance: member.rewardPoints, needed: pointsNeeded(priced.total, ratio) + rewardCosts(store.ID, cart.lines).points, ratio }
      : null;
  // The chosen store's menu prices the cart; what it cannot sell is flagged (never dropped silently) and blocks the order.
  const flagged: FlaggedLine[] =
    view.storeSelection?.chosenId && menu
      ? totals.unavailable.map((line) => ({ uniqueId: line.uniqueId, name: line.name, quantity: line.quantity, reason: lineUnavailability(line, menu) ?? 'options' }))
      : [];

  return {
    totals,
    free,
    money,
    points,
    notEnoughPoints: points !== null && !free && points.balance < points.needed,
    /** The payment section's points line: the balance, the points needed and the balance's worth. */
    pointsLine: points && !free ? { balance: points.balance, needed: points.needed, value: money(pointsValueCents(points.balance, points.ratio)) } : null,
    flagged,
    minimum: kind ? minimumOrderMessage(store.OrderTypeConstraintRules, orderTypeCode(kind), priced.subtotal, store.CurrencyLocaleName) : null,
    cardChecking: method === PAYMENT_METHOD.card && !free && typedCard.checking,
    // Said beside the card before Pay: the total already left the card surcharge out.
    waived: method === PAYMENT_METHOD.card && !free ? waivedCardSurcharge(funding, store.SurchargeBankSettings, priced.total) : null,
    offers: discountOffers(priced, cart.acceptedTriggerIds),
    // "Used" only while the coupon reduces the priced cart (spec part 1 §4), as in the cart panel.
    couponUsed: isCouponUsed(priced),
    discountLines: discountLines(priced),
    surchargeLines: checkoutSurchargeLines(priced, store, flags, (key, values) => t(key, values as never)),
    /** The server's total of a 409 and what changed it, against the page's own. */
    priceChange: (details: TPriceChangedDetails) => ({ total: money(priceChangedTotalCents(details)), reason: priceChangeReason(details, priced) }),
  };
}
