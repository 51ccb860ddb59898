import { z } from 'zod';

/**
 * The body of POST /api/stores/{storeId}/orders (DESIGN "Orders and payments, step by step").
 * This schema checks the shape only: a body that does not fit answers 400. The form rules of
 * part 2 §5 (names, email, phone, address, room, table, notes, terms, card) are checked by the
 * place-order use case with the form schemas of this folder, and answer 422 with a translated
 * message per field. Prices are never read from the browser: only ids, quantities, selections
 * and notes; `expectedTotal` is what the page showed, compared with the server's total (409).
 */
const id = z.union([z.string().trim().min(1).max(100), z.number().int().nonnegative()]).transform(String);

export interface TPlaceOrderModifierInput {
  ID: string;
  quantity: number;
  selectedSubmodifiers?: TPlaceOrderModifierInput[];
}
export const ZPlaceOrderModifierSchema: z.ZodType<TPlaceOrderModifierInput, unknown> = z.lazy(() =>
  z.object({
    ID: id,
    quantity: z.number().int().min(1).max(20).default(1),
    selectedSubmodifiers: z.array(ZPlaceOrderModifierSchema).max(50).optional(),
  }),
);

export const ZPlaceOrderRollIntoSchema = z.object({
  PriceTriggerID: id,
  isConfirmed: z.boolean(),
  selectedModifiers: z.array(ZPlaceOrderModifierSchema).max(50),
});

export const ZPlaceOrderItemSchema = z.object({
  /** product id */
  id,
  /** the browser's line id, kept as the order item UDID when given */
  uniqueId: z.string().trim().min(1).max(100).optional(),
  quantity: z.number().int().min(1).max(20),
  /** length checked by the use case (422 'itemNoteMax') */
  itemNote: z.string().max(2000).optional(),
  modifiers: z.array(ZPlaceOrderModifierSchema).max(50).default([]),
  selectedRollIntos: z.array(ZPlaceOrderRollIntoSchema).max(10).optional(),
  /**
   * A reward redeemed for this line (lib/domain/loyalty/rewards.ts): a redemption rule's product
   * for points, or a stamp card's for stamps. Only its kind and id: the server reads the rule.
   */
  reward: z.object({ type: z.enum(['points', 'stamps']), id }).optional(),
});

/** UI payment method codes (part 1 §4): 1 card, 2 points, 3 cash, 4 Alipay, 5 Wechat, 6 Apple pay, 7 Google pay, 8 pay later. */
export const ZPaymentMethodCodeSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6), z.literal(7), z.literal(8)]);

/** Loose text fields: the use case validates them with the form schemas (422 per field). */
const text = z.string().max(2000).optional();

/** The contact of an order and of a gift order (checked by the contact form's schema). */
export const ZOrderContactSchema = z.object({ FirstName: text, LastName: text, Email: text, PhoneNumber: text }).default({});

/** The payment of an order and of a gift order: the method, and a card as the gateway takes it. */
export const ZCardPaymentSchema = z.object({
  method: ZPaymentMethodCodeSchema,
  /** Card fields for the built-in sandbox gateway only; never stored or logged. */
  card: z.object({ CardHolder: text, CardNumber: text, ExpireDate: text, CVV: text }).optional(),
  /**
   * The PaymentMethod Stripe Elements made in the browser (`pm_…`), for stores whose card
   * payments go to Stripe: the card number goes from the browser to Stripe only.
   */
  paymentMethodId: z
    .string()
    .regex(/^pm_\w{1,200}$/)
    .optional(),
});

export const ZPlaceOrderRequestSchema = z.object({
  /** Order codes: 10 delivery or deliver-to-room (by `room`), 2 dine in, 3 pickup. */
  orderType: z.union([z.literal(10), z.literal(2), z.literal(3)]),
  /** Epoch seconds of the chosen slot; required unless dine in. */
  scheduledTime: z.number().int().nonnegative().optional(),
  /**
   * The customer chose ASAP (today's first slot, part 1 §9): the order takes the first slot the
   * server offers now, which is later than `scheduledTime` when that one has passed its lead meanwhile.
   */
  asap: z.literal(true).optional(),
  /** The named menu the cart was filled from (`?menu=`), when the store has several. */
  menu: z.string().trim().max(200).optional(),
  items: z.array(ZPlaceOrderItemSchema).min(1).max(100),
  couponCodes: z.array(z.string().trim().min(1).max(50)).max(5).default([]),
  /** Discount rules (TriggerMode 1 or 2) the customer accepted in the cart. */
  acceptedTriggerIds: z.array(id).max(50).default([]),
  contact: ZOrderContactSchema,
  deliveryAddress: z
    .object({
      StreetAddress: text,
      PostalCode: text,
      CityTown: text,
      State: text,
      Country: text,
      Phone: text,
      DeliveryInstructions: text,
      Latitude: z.number().optional(),
      Longitude: z.number().optional(),
    })
    .optional(),
  room: z.object({ RoomNumber: text }).optional(),
  dineIn: z
    .object({
      TableNumber: z.union([z.string().max(50), z.number()]).optional(),
      SecurityCode: text,
      FirstName: text,
      LastName: text,
      PhoneNumber: text,
      Email: text,
      DineInField: text,
      fromScan: z.boolean().optional(),
    })
    .optional(),
  orderNote: text,
  agreeToTerms: z.boolean().optional(),
  agreeToReceivePromotionalOffers: z.boolean().optional(),
  /**
   * The guest chose Become member at the prompt (the spec's CreateUserForGuest): an account is
   * made from the checkout's details with the order, where the store has LogIn (ignored elsewhere).
   */
  createUserForGuest: z.boolean().optional(),
  payment: ZCardPaymentSchema.extend({
    /** Alipay and Wechat (the spec's supaypaymentstart IsMobile): the provider's page for phones. */
    isMobile: z.boolean().optional(),
    /**
     * Apple pay and Google pay on the built-in sandbox: the token its stand-in wallet sheet gave
     * (with Stripe, the wallet's card comes as `paymentMethodId`).
     */
    walletToken: z
      .string()
      .regex(/^sbx_wallet_[a-z]{1,20}$/)
      .optional(),
    /** A signed-in member paying with one of their stored cards: its CardIdentifier, instead of a new card. */
    savedCardId: z
      .string()
      .regex(/^[A-Za-z0-9_]{1,100}$/)
      .optional(),
    /** A signed-in member's "save this card": the new card is kept for them, then pays. */
    saveCard: z.boolean().optional(),
  }),
  /** The total the page showed, in dollars. */
  expectedTotal: z.number().nonnegative(),
});
export type TPlaceOrderRequest = z.infer<typeof ZPlaceOrderRequestSchema>;
export type TPlaceOrderRequestInput = z.input<typeof ZPlaceOrderRequestSchema>;

/** What the browser does after the order was placed: nothing more, or a payment page (3-D Secure, Alipay, WeChat Pay). */
const ZPlaceOrderNextSchema = z.discriminatedUnion('type', [z.object({ type: z.literal('done') }), z.object({ type: z.literal('redirect'), url: z.string() })]);

/** 201 body of POST /api/stores/{storeId}/orders (and of POST /api/stores/{storeId}/gift-orders): the same body again for a retry with the same key. */
export const ZPlaceOrderResponseSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  onlineOrderStatus: z.number().int(),
  /** dollars, as charged */
  total: z.number(),
  statusUrl: z.string(),
  next: ZPlaceOrderNextSchema,
  paymentError: z.object({ code: z.string(), message: z.string().nullable() }).optional(),
  guestAccount: z.enum(['created', 'exists']).optional(),
});
