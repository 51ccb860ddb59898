/**
 * The body of POST /api/stores/{storeId}/orders (lib/schemas/api/orders.ts) from the cart
 * and the checkout form: ids, quantities, selections and notes only, never a price, plus the
 * total the page showed (`expectedTotal`), which the server compares with its own.
 */
import { rewardOfLine, type RewardKind } from '@/lib/domain/loyalty/rewards';
import { ORDER_TYPE_CODE, PAYMENT_METHOD, redirectMethodOf, walletOf, type PaymentMethod } from '@/lib/domain/order/codes';
import type { TCartModifier } from '@/lib/schemas/entities/cart';
import { normaliseCardNumber } from '@/lib/schemas/forms/card-number';
import type { TPlaceOrderModifierInput, TPlaceOrderRequestInput } from '@/lib/schemas/api/orders';

type TPlaceOrderItemInput = TPlaceOrderRequestInput['items'][number];
import type { TCartLine } from '../cart/cart-line';
import type { OrderTypeKind, TCheckoutFormValues } from './checkout-form';

export interface BuildPlaceOrderInput {
  kind: OrderTypeKind;
  method: PaymentMethod;
  /** epoch seconds of the chosen slot; null for dine in */
  scheduledTime: number | null;
  /** the chosen slot is today's first, shown as "ASAP (h:mm a)" */
  asap?: boolean;
  menu: string | null;
  /** the lines the page priced (sold-out and missing products already left out) */
  lines: readonly TCartLine[];
  /** the coupon the page priced (the engine prices one per order) */
  couponCode: string | null;
  acceptedTriggerIds: readonly string[];
  values: TCheckoutFormValues;
  tableFromScan: boolean;
  showNotes: boolean;
  termsRequired: boolean;
  showMarketingOptIn: boolean;
  /** dollars, as shown */
  expectedTotal: number;
  /** a phone or tablet: Alipay and Wechat open their pages for phones */
  isMobile?: boolean;
  /** Stripe Elements' PaymentMethod (`pm_…`): sent instead of card fields, which then never leave the page */
  paymentMethodId?: string | null;
  /** Apple pay or Google pay on the sandbox: its stand-in wallet sheet's token */
  walletToken?: string | null;
  /** the guest chose Become member at the prompt */
  createUserForGuest?: boolean;
}

/** The spec's IsMobile of supaypaymentstart: the browser says it is a phone or tablet. */
export function isMobileDevice(): boolean {
  return typeof navigator !== 'undefined' && /Mobi|Android|iPhone|iPad/i.test(navigator.userAgent);
}

function modifierInput(modifier: TCartModifier): TPlaceOrderModifierInput {
  const subs = modifier.selectedSubmodifiers ?? [];
  return { ID: modifier.ID, quantity: modifier.quantity, ...(subs.length > 0 ? { selectedSubmodifiers: subs.map(modifierInput) } : {}) };
}

/** A cart line as an order sends it (and a saved order keeps it): ids, quantity, note, options and meal upgrades. */
export function orderItemOf(line: TCartLine): Omit<TPlaceOrderItemInput, 'uniqueId' | 'reward'> {
  return {
    id: line.id,
    quantity: line.quantity,
    ...(line.itemNote ? { itemNote: line.itemNote } : {}),
    modifiers: line.modifiers.map(modifierInput),
    ...(line.selectedRollIntos && line.selectedRollIntos.length > 0
      ? {
          selectedRollIntos: line.selectedRollIntos.map((roll) => ({
            PriceTriggerID: roll.PriceTriggerID,
            isConfirmed: roll.isConfirmed,
            selectedModifiers: roll.selectedModifiers.map(modifierInput),
          })),
        }
      : {}),
  };
}

/** A reward line sends only its reward's kind and id: the server reads the rule from the menu. */
function rewardInput(value: unknown): { reward?: { type: RewardKind; id: string } } {
  const reward = rewardOfLine(value);
  return reward ? { reward: { type: reward.type, id: reward.id } } : {};
}

function trimAll<T extends Record<string, string>>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as T;
}

function orderTypeOf(kind: OrderTypeKind): 10 | 2 | 3 {
  if (kind === 'pickup') return ORDER_TYPE_CODE.pickup;
  if (kind === 'dineIn') return ORDER_TYPE_CODE.dineIn;
  return ORDER_TYPE_CODE.delivery;
}

export function buildPlaceOrderRequest(input: BuildPlaceOrderInput): TPlaceOrderRequestInput {
  const { kind, values } = input;
  const note = values.orderNote.trim();
  const payingByCard = input.method === PAYMENT_METHOD.card && input.expectedTotal > 0;
  const payingByWallet = walletOf(input.method) !== null && input.expectedTotal > 0;
  // A member's stored card pays instead of a new one: its identifier only.
  const savedCard = payingByCard ? (values.card.SelectedCard ?? '') : '';
  return {
    orderType: orderTypeOf(kind),
    ...(kind !== 'dineIn' && input.scheduledTime !== null ? { scheduledTime: input.scheduledTime, ...(input.asap ? { asap: true as const } : {}) } : {}),
    ...(input.menu ? { menu: input.menu } : {}),
    items: input.lines.map((line) => ({ ...orderItemOf(line), uniqueId: line.uniqueId, ...rewardInput(line.redemptionRule) })),
    couponCodes: input.couponCode ? [input.couponCode] : [],
    acceptedTriggerIds: [...input.acceptedTriggerIds],
    contact: kind === 'dineIn' ? {} : trimAll(values.contact),
    ...(kind === 'delivery' ? { deliveryAddress: { ...trimAll(values.deliveryAddress), Country: 'AU' } } : {}),
    ...(kind === 'room' ? { room: trimAll(values.room) } : {}),
    ...(kind === 'dineIn' ? { dineIn: { ...trimAll(values.dineIn), fromScan: input.tableFromScan } } : {}),
    ...(input.showNotes && note ? { orderNote: note } : {}),
    ...(input.termsRequired ? { agreeToTerms: values.agreeToTerms } : {}),
    ...(input.showMarketingOptIn ? { agreeToReceivePromotionalOffers: values.agreeToReceivePromotionalOffers } : {}),
    ...(input.createUserForGuest ? { createUserForGuest: true } : {}),
    payment: {
      method: input.method,
      ...(redirectMethodOf(input.method) !== null ? { isMobile: input.isMobile ?? false } : {}),
      ...(savedCard ? { savedCardId: savedCard } : {}),
      ...(payingByCard && !savedCard && values.card.SaveCard ? { saveCard: true } : {}),
      ...((payingByCard || payingByWallet) && !savedCard && input.paymentMethodId ? { paymentMethodId: input.paymentMethodId } : {}),
      ...(payingByWallet && input.walletToken ? { walletToken: input.walletToken } : {}),
      ...(payingByCard && !savedCard && !input.paymentMethodId
        ? {
            card: {
              CardHolder: values.card.CardHolder.trim(),
              CardNumber: normaliseCardNumber(values.card.CardNumber),
              ExpireDate: values.card.ExpireDate.trim(),
              CVV: values.card.CVV.trim(),
            },
          }
        : {}),
    },
    expectedTotal: input.expectedTotal,
  };
}
