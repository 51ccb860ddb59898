import 'server-only';
import type { z } from 'zod';
import { walletOf, type OrderDeliveryAddress, type OrderKind, type WalletMethod } from '@/lib/domain/order';
import {
  createCardSchema,
  createCheckoutDetailsSchema,
  createDeliveryAddressSchema,
  createDineInSchema,
  toCardRequest,
  ZOrderNoteSchema,
  ZRoomSchema,
  M,
} from '@/lib/schemas/forms';
import type { TPlaceOrderRequest } from '@/lib/schemas/api/orders';
import type { THeadOffice, TStore } from '@/lib/schemas/entities';
import { isStripeActivated } from '@/lib/domain/store/card-provider';
import type { PaymentProvider, PaymentSource } from '../ports/payment-gateway';
import type { FieldErrors } from './cart-from-request';
import { checkTable } from '../stores/table-codes';

/**
 * Adds zod issues under `prefix`, each a message key with the values the schema put in
 * `params`. A field keeps its first message only, the one a form shows ('required' rather than
 * 'required' plus 'too short').
 */
export function addZodErrors(errors: FieldErrors, prefix: string, error: z.ZodError): void {
  for (const issue of error.issues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    if (errors[path]) continue;
    const params = 'params' in issue && issue.params && typeof issue.params === 'object' ? (issue.params as Record<string, string | number>) : undefined;
    errors[path] = [params ? { key: issue.message, values: params } : issue.message];
  }
}

function parseInto<S extends z.ZodType>(errors: FieldErrors, prefix: string, schema: S, value: unknown): z.infer<S> | null {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  addZodErrors(errors, prefix, result.error);
  return null;
}

export interface CheckoutContact {
  FirstName: string;
  LastName: string;
  Email: string;
  Phone: string;
}

/** The delivery address as the order payload carries it (lib/domain/order). */
export type DeliveryAddressValues = OrderDeliveryAddress;

/** The delivery address's own rules (part 2 §5), with the messages of those it breaks; deliverability by distance is the quote's. */
export function validateDeliveryAddress(store: TStore, request: TPlaceOrderRequest): { address: DeliveryAddressValues | null; errors: FieldErrors } {
  if (!request.deliveryAddress) return { address: null, errors: { 'deliveryAddress.StreetAddress': [M.streetAddressRequired] } };
  const errors: FieldErrors = {};
  const address = parseInto(errors, 'deliveryAddress', createDeliveryAddressSchema({ deliveryAreas: store.DeliveryAreas }), request.deliveryAddress);
  return { address, errors };
}

export interface CheckoutForms {
  contact: CheckoutContact;
  roomNumber: string | null;
  table: { Name: string; SecurityCode: string | null } | null;
  dineInField: string | null;
  orderNote: string;
  /** what pays when paying by card above zero: the card fields (sandbox) or Stripe's PaymentMethod */
  paymentSource: PaymentSource | null;
}

export interface CheckoutFormsInput {
  store: TStore;
  headOffice: THeadOffice | null;
  request: TPlaceOrderRequest;
  kind: OrderKind;
  /** cents the customer pays */
  totalCents: number;
  now: Date;
  /** the source the store's card provider takes (container.cardPaymentsFor); null: no card payments */
  cardSource: PaymentProvider['takes'] | null;
}

const trimmed = (value: string | number | undefined) => (value === undefined ? '' : String(value).trim());

/**
 * Every form rule of part 2 "Checkout details" and "Cards" for the chosen order type, with the
 * spec's messages as keys: my details (trimmed names of 2 or more, email, AU mobile), room number,
 * table and dine-in names (last name optional when the table was scanned, phone with dine-in SMS
 * confirmation), notes up to 300, terms for head offices with IsSushiHub, the card when paying by
 * card above zero. A zero total with a name present skips the form checks, as the spec says.
 * The forms come with the messages of the rules they break.
 */
export function validateCheckoutForms({ store, headOffice, request, kind, totalCents, now, cardSource }: CheckoutFormsInput): { forms: CheckoutForms; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const name = kind === 'dineIn' ? request.dineIn?.FirstName : request.contact.FirstName;
  const skip = totalCents === 0 && trimmed(name) !== '';
  const view = store.ViewComponentConfigs ?? {};
  const forms: CheckoutForms = {
    contact: {
      FirstName: trimmed(request.contact.FirstName),
      LastName: trimmed(request.contact.LastName),
      Email: trimmed(request.contact.Email),
      Phone: trimmed(request.contact.PhoneNumber).replace(/\s+/g, ''),
    },
    roomNumber: kind === 'room' ? trimmed(request.room?.RoomNumber) : null,
    table: null,
    dineInField: null,
    orderNote: request.orderNote?.trim() ?? '',
    paymentSource: null,
  };

  const note = ZOrderNoteSchema.safeParse(forms.orderNote);
  if (!note.success) addZodErrors(errors, 'orderNote', note.error);

  if (kind === 'dineIn') {
    const dineIn = request.dineIn ?? {};
    const parsed = skip
      ? null
      : parseInto(errors, 'dineIn', createDineInSchema({ tableFromScan: dineIn.fromScan === true, requirePhone: view.DineInSMSconfirmation === true }), dineIn);
    forms.table = { Name: trimmed(dineIn.TableNumber), SecurityCode: trimmed(dineIn.SecurityCode) || null };
    // Even a free order: the kitchen must not get orders from away from the table.
    checkTable(errors, store, dineIn);
    forms.dineInField = trimmed(dineIn.DineInField) || null;
    forms.contact = {
      FirstName: parsed?.FirstName ?? trimmed(dineIn.FirstName),
      LastName: parsed?.LastName ?? trimmed(dineIn.LastName),
      Email: parsed?.Email ?? (trimmed(dineIn.Email) || forms.contact.Email),
      Phone: parsed?.PhoneNumber ?? (trimmed(dineIn.PhoneNumber).replace(/\s+/g, '') || forms.contact.Phone),
    };
    // A guest paying by card needs an email for the receipt (part 2 §5).
    if (!skip && request.payment.method === 1 && totalCents > 0 && forms.contact.Email === '') errors['dineIn.Email'] = [M.emailRequired];
  } else if (!skip) {
    const details = parseInto(errors, 'contact', createCheckoutDetailsSchema(), request.contact);
    if (details) forms.contact = { FirstName: details.FirstName, LastName: details.LastName, Email: details.Email, Phone: details.PhoneNumber };
    if (kind === 'room') parseInto(errors, 'room', ZRoomSchema, request.room);
  }

  if (headOffice?.IsSushiHub === true && request.agreeToTerms !== true) errors.agreeToTerms = [M.termsRequired];

  const wallet = walletOf(request.payment.method);
  // A stored card chosen instead of a new one is the member's to check (payments/member-cards.ts).
  if (request.payment.method === 1 && totalCents > 0 && !request.payment.savedCardId)
    forms.paymentSource = cardPaymentSource(errors, { store, headOffice, request, now, cardSource });
  else if (wallet && totalCents > 0) forms.paymentSource = walletPaymentSource(errors, { request, cardSource, wallet });
  return { forms, errors };
}

/**
 * What pays with Apple pay or Google pay: with Stripe, the PaymentMethod its Express Checkout
 * Element made from the wallet's card; on the sandbox, the token of its stand-in wallet sheet.
 */
function walletPaymentSource(
  errors: FieldErrors,
  { request, cardSource, wallet }: Pick<CheckoutFormsInput, 'request' | 'cardSource'> & { wallet: WalletMethod },
): PaymentSource | null {
  if (cardSource === null) return null;
  if (cardSource === 'paymentMethod') {
    if (!request.payment.paymentMethodId) errors['payment.paymentMethodId'] = [M.paymentMethodRequired];
    return request.payment.paymentMethodId ? { type: 'paymentMethod', paymentMethodId: request.payment.paymentMethodId } : null;
  }
  if (!request.payment.walletToken) errors['payment.walletToken'] = [M.paymentMethodRequired];
  return request.payment.walletToken ? { type: 'wallet', wallet, token: request.payment.walletToken } : null;
}

/**
 * What pays by card. With Stripe, the PaymentMethod of the browser's Stripe Elements, and no card
 * field at all: a card number sent here is refused rather than quietly dropped, so an integration
 * that sends one learns it at once. With the sandbox, the card form of part 2 §5 (Amex and 4-digit
 * CVV with StripeActivated).
 */
function cardPaymentSource(
  errors: FieldErrors,
  { store, headOffice, request, now, cardSource }: Pick<CheckoutFormsInput, 'store' | 'headOffice' | 'request' | 'now' | 'cardSource'>,
): PaymentSource | null {
  return cardSourceOf(errors, 'payment', request.payment, { cardSource, now, stripeActivated: isStripeActivated(store, headOffice), timeZone: store.TimezoneIanaFormat });
}

/** A card as a request sends it: the sandbox's card fields, or Stripe Elements' PaymentMethod. */
export interface CardInput {
  card?: { CardHolder?: string; CardNumber?: string; ExpireDate?: string; CVV?: string };
  paymentMethodId?: string;
}

/**
 * The card of a request as the source its provider takes (the checkout's card, My account's new
 * card), each rule's message under `prefix` ('payment.card.CardNumber'; 'card.CardNumber' with none).
 */
export function cardSourceOf(
  errors: FieldErrors,
  prefix: string,
  input: CardInput,
  { cardSource, now, stripeActivated, timeZone }: { cardSource: PaymentProvider['takes'] | null; now: Date; stripeActivated: boolean; timeZone?: string },
): PaymentSource | null {
  const at = (field: string) => (prefix ? `${prefix}.${field}` : field);
  if (cardSource === null) return null;
  if (cardSource === 'paymentMethod') {
    if (input.card?.CardNumber) errors[at('card')] = [M.cardFieldsNotTaken];
    if (!input.paymentMethodId) errors[at('paymentMethodId')] = [M.paymentMethodRequired];
    return input.paymentMethodId ? { type: 'paymentMethod', paymentMethodId: input.paymentMethodId } : null;
  }
  const card = parseInto(errors, at('card'), createCardSchema({ now, stripeActivated, timeZone }), input.card);
  if (!card) return null;
  const fields = toCardRequest(card);
  return { type: 'card', card: { number: fields.CardNumber, holder: fields.CardHolder, expiryMonth: fields.ExpiryMonth, expiryYear: fields.ExpiryYear, cvc: fields.Cvv } };
}
