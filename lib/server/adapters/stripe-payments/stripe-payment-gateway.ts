import 'server-only';
import Stripe from 'stripe';
import { AppError, isAppError } from '@/lib/domain/errors/app-error';
import {
  isSameOriginPath,
  RefundNotAllowedError,
  ReturnUrlRefusedError,
  UnsupportedPaymentSourceError,
  type CreateCardPaymentInput,
  type Payment,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentSource,
} from '../../ports/payment-gateway';
import { verifySignedEvent } from '../shared/webhook-signature';
import type { CardFunding } from '@/lib/domain/surcharges/card-type';
import { cardBrandOf, isStorefrontIntent, METADATA_SOURCE, PAYMENT_INTENT_EXPAND, toPayment } from './payment-intent';
import { isMissing, logStripeError, toPaymentError } from './stripe-errors';

export interface StripePaymentsOptions {
  secretKey: string;
  webhookSecret: string;
  /** the public address a relative return URL is resolved against (Stripe redirects to absolute URLs only) */
  siteUrl?: string;
  /** retries of a failed call by stripe-node (with the same idempotency key); tests pass 0 */
  maxNetworkRetries?: number;
  timeoutMs?: number;
}

type IntentRequest = Pick<CreateCardPaymentInput, 'orderId' | 'storeId' | 'idempotencyKey' | 'customer'>;

/** The PaymentIntent's metadata: ours, its order and store, and who pays (for the store's records at Stripe). */
function metadataOf(input: IntentRequest): Stripe.MetadataParam {
  return {
    source: METADATA_SOURCE,
    order_id: input.orderId,
    store_id: input.storeId,
    idempotency_key: input.idempotencyKey,
    customer_name: `${input.customer.firstName} ${input.customer.lastName}`.trim(),
    customer_email: input.customer.email,
    customer_phone: input.customer.phone,
  };
}

/** The PaymentMethod that pays: the browser's (Stripe Elements), or a kept card with its Customer (Stripe requires both together). */
function paymentMethodOf(source: PaymentSource): { payment_method: string; customer?: string } {
  if (source.type === 'paymentMethod') return { payment_method: source.paymentMethodId };
  if (source.type === 'savedCard') return { payment_method: source.cardIdentifier, customer: source.customerId };
  throw new UnsupportedPaymentSourceError(source.type);
}

/** Order ids are UUIDs; anything else never reaches a search query. */
const ORDER_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * The client, on fetch so msw answers it in tests (stripe-node's default Node client is not
 * intercepted). The fetch is looked up at each call, not captured when the client is built.
 */
export function createStripeClient({ secretKey, maxNetworkRetries = 2, timeoutMs = 30_000 }: Pick<StripePaymentsOptions, 'secretKey' | 'maxNetworkRetries' | 'timeoutMs'>): Stripe {
  return new Stripe(secretKey, {
    httpClient: Stripe.createFetchHttpClient((input, init) => globalThis.fetch(input, init)),
    maxNetworkRetries,
    timeout: timeoutMs,
    telemetry: false,
    appInfo: { name: 'storefront' },
  });
}

/**
 * The PaymentGateway on Stripe: one PaymentIntent per order attempt, created and confirmed in a
 * single call with the order's idempotency key and the PaymentMethod the browser's Stripe
 * Elements made (card numbers never reach this server). 3-D Secure comes back as requires_action
 * with Stripe's redirect; refunds, cancels and reads go through the same PaymentIntent. Webhooks
 * are verified with the endpoint's signing secret.
 */
export function createStripePaymentGateway(options: StripePaymentsOptions): PaymentProvider {
  const stripe = createStripeClient(options);
  const expand = PAYMENT_INTENT_EXPAND;

  async function retrieveIntent(paymentId: string): Promise<Stripe.PaymentIntent | null> {
    if (!paymentId.startsWith('pi_')) return null;
    try {
      return await stripe.paymentIntents.retrieve(paymentId, { expand });
    } catch (error) {
      if (isMissing(error)) return null;
      throw toPaymentError('retrieve', error);
    }
  }

  const absolute = (path: string) => new URL(path, options.siteUrl ?? 'http://localhost:3000').toString();

  async function retrieve(paymentId: string): Promise<Payment | null> {
    const intent = await retrieveIntent(paymentId);
    return intent ? toPayment(intent) : null;
  }

  async function retrieveOrThrow(paymentId: string): Promise<Payment> {
    const payment = await retrieve(paymentId);
    if (!payment) throw toPaymentError('retrieve', new Error('no such PaymentIntent'));
    return payment;
  }

  /** The payment a charge or dispute event is about, read fresh; null when it is not one of ours. */
  async function paymentOf(intent: string | Stripe.PaymentIntent | null): Promise<Payment | null> {
    const id = typeof intent === 'string' ? intent : intent?.id;
    const fresh = id ? await retrieveIntent(id) : null;
    return fresh && isStorefrontIntent(fresh) ? toPayment(fresh) : null;
  }

  return {
    name: 'stripe',
    takes: 'paymentMethod',
    owns: (paymentId) => paymentId.startsWith('pi_'),

    /** The PaymentMethod Stripe Elements made: its card's brand and funding, read before the amount is set. */
    async describeCard(source) {
      const { payment_method: paymentMethodId, customer } = paymentMethodOf(source);
      try {
        const method = await stripe.paymentMethods.retrieve(paymentMethodId);
        // A kept card is read for its own Customer only.
        if (customer && (typeof method.customer === 'string' ? method.customer : method.customer?.id) !== customer) return { brand: null, funding: 'unknown' };
        const card = method.card;
        return { brand: card ? (cardBrandOf(card.brand) ?? 'other') : null, funding: (card?.funding as CardFunding | undefined) ?? 'unknown' };
      } catch (error) {
        if (isMissing(error)) return { brand: null, funding: 'unknown' };
        throw toPaymentError('describe', error);
      }
    },

    async createCardPayment(input) {
      const params: Stripe.PaymentIntentCreateParams = {
        amount: input.amountCents,
        currency: input.currency,
        ...paymentMethodOf(input.source),
        payment_method_types: ['card'],
        confirm: true,
        // 3-D Secure as a redirect to Stripe's page, which returns the customer to the order's status page.
        use_stripe_sdk: false,
        return_url: absolute(input.returnUrl),
        payment_method_options: { card: { request_three_d_secure: input.requestThreeDSecure ? 'any' : 'automatic' } },
        description: input.description,
        metadata: metadataOf(input),
        expand,
      };
      try {
        return toPayment(await stripe.paymentIntents.create(params, { idempotencyKey: input.idempotencyKey }));
      } catch (error) {
        // A declined card is a failed payment, not an error: Stripe answers 402 with the PaymentIntent.
        if (error instanceof Stripe.errors.StripeCardError && error.payment_intent) {
          return toPayment(
            {
              ...error.payment_intent,
              last_payment_error: error.payment_intent.last_payment_error ?? { type: 'card_error', code: error.code, decline_code: error.decline_code, message: error.message },
            },
            error.payment_method ?? null,
          );
        }
        throw toPaymentError('create', error, input.idempotencyKey);
      }
    },

    /**
     * Alipay: Stripe's redirect to Alipay (its page suits phones and desktops alike), which returns
     * to `returnUrl`. Wechat Pay: Stripe's hosted page with the QR code to scan, for any browser
     * (Stripe's other Wechat clients are native apps); it does not return, so the webhook settles
     * the order.
     */
    async createRedirectPayment(input) {
      if (!isSameOriginPath(input.returnUrl)) throw new ReturnUrlRefusedError(input.returnUrl);
      const common = { amount: input.amountCents, currency: input.currency, confirm: true, description: input.description, metadata: metadataOf(input), expand };
      const params: Stripe.PaymentIntentCreateParams =
        input.method === 'alipay'
          ? { ...common, payment_method_types: ['alipay'], payment_method_data: { type: 'alipay' }, return_url: absolute(input.returnUrl) }
          : { ...common, payment_method_types: ['wechat_pay'], payment_method_data: { type: 'wechat_pay' }, payment_method_options: { wechat_pay: { client: 'web' } } };
      try {
        return toPayment(await stripe.paymentIntents.create(params, { idempotencyKey: input.idempotencyKey }));
      } catch (error) {
        throw toPaymentError('create', error, input.idempotencyKey);
      }
    },

    /**
     * The member's Customer (made on their first card, with a key per member so two first cards
     * at once make one), then a SetupIntent confirmed with the browser's PaymentMethod, which
     * attaches it to the Customer for payments the member makes at checkout. A card that asks
     * for 3-D Secure to be kept is refused here (its SetupIntent cancelled): this form has no
     * challenge page; such a card still pays, challenged, as a new card at checkout.
     */
    async saveCard({ idempotencyKey, member, customerId, source }) {
      if (source.type !== 'paymentMethod') throw new UnsupportedPaymentSourceError(source.type);
      try {
        const customer =
          customerId ??
          (
            await stripe.customers.create(
              { email: member.email, name: member.name, metadata: { source: METADATA_SOURCE, user_id: member.userId } },
              { idempotencyKey: `customer:${member.userId}` },
            )
          ).id;
        const setup = await stripe.setupIntents.create(
          {
            customer,
            payment_method: source.paymentMethodId,
            payment_method_types: ['card'],
            confirm: true,
            usage: 'on_session',
            metadata: { source: METADATA_SOURCE, user_id: member.userId },
            expand: ['payment_method'],
          },
          { idempotencyKey: `storecard:${member.userId}:${idempotencyKey}` },
        );
        const method = typeof setup.payment_method === 'object' ? setup.payment_method : null;
        if (setup.status !== 'succeeded' || !method?.card) {
          if (setup.status === 'requires_action') await stripe.setupIntents.cancel(setup.id).catch((error: unknown) => logStripeError('cancel setup', error));
          throw new AppError('PAYMENT_FAILED', setup.last_setup_error?.message ? 'payments.providerMessage' : 'storedCards.authenticationRequired', {
            message: setup.last_setup_error?.message ?? '',
          });
        }
        const { brand, last4, exp_month: expiryMonth, exp_year: expiryYear } = method.card;
        return { customerId: customer, card: { cardIdentifier: method.id, brand: cardBrandOf(brand), last4, expiryMonth, expiryYear } };
      } catch (error) {
        if (isAppError(error)) throw error;
        const mapped = toPaymentError('save card', error, idempotencyKey);
        // Stripe's own words for a refused card stay; the general failure speaks of a card, not a payment.
        throw isAppError(mapped) && mapped.messageKey === 'placeOrder.paymentFailed' ? new AppError(mapped.code, 'storedCards.saveFailed') : mapped;
      }
    },

    async removeCard({ customerId, cardIdentifier }) {
      try {
        const method = await stripe.paymentMethods.retrieve(cardIdentifier);
        if ((typeof method.customer === 'string' ? method.customer : method.customer?.id) !== customerId) return;
        await stripe.paymentMethods.detach(cardIdentifier);
      } catch (error) {
        if (isMissing(error)) return;
        logStripeError('remove card', error);
        throw new AppError('UPSTREAM_UNAVAILABLE', 'storedCards.removeFailed');
      }
    },

    retrieve,

    async findByOrder(orderId) {
      if (!ORDER_ID.test(orderId)) return null;
      try {
        // Stripe's own record of the order's payment (search is up to a minute behind a create).
        const found = await stripe.paymentIntents.search({ query: `metadata['order_id']:'${orderId}'`, limit: 1, expand: expand.map((field) => `data.${field}`) });
        return found.data[0] ? toPayment(found.data[0]) : null;
      } catch (error) {
        throw toPaymentError('search', error);
      }
    },

    async cancel(paymentId) {
      const payment = await retrieveOrThrow(paymentId);
      if (payment.state !== 'requires_action') return payment;
      try {
        return toPayment(await stripe.paymentIntents.cancel(paymentId, { cancellation_reason: 'abandoned', expand }));
      } catch (error) {
        // Settled between our read and the cancel: what really happened is what counts.
        logStripeError('cancel', error);
        return retrieveOrThrow(paymentId);
      }
    },

    async refund(paymentId, { idempotencyKey }) {
      const payment = await retrieveOrThrow(paymentId);
      if (payment.state === 'refunded') return payment;
      if (payment.state !== 'succeeded') throw new RefundNotAllowedError(paymentId, payment.state);
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: paymentId, reason: 'requested_by_customer', metadata: { source: METADATA_SOURCE, order_id: payment.orderId } },
          { idempotencyKey },
        );
        if (refund.status === 'failed' || refund.status === 'canceled') throw new RefundNotAllowedError(paymentId, payment.state);
      } catch (error) {
        if (error instanceof RefundNotAllowedError) throw error;
        // Refunded meanwhile under another key: Stripe says so; the payment is what we answer with.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'charge_already_refunded')) throw toPaymentError('refund', error);
      }
      return retrieveOrThrow(paymentId);
    },

    async parseWebhook(rawBody, signature): Promise<PaymentEvent | null> {
      const event = await verifySignedEvent(rawBody, signature, options.webhookSecret);
      const object = event.data.object as { object?: string };
      const news = (kind: PaymentEvent['kind'], payment: Payment | null): PaymentEvent | null => (payment ? { id: event.id, type: event.type, kind, payment } : null);
      switch (event.type) {
        case 'payment_intent.succeeded':
        case 'payment_intent.payment_failed':
        case 'payment_intent.processing':
        case 'payment_intent.canceled': {
          const intent = object as Stripe.PaymentIntent;
          return news('payment', isStorefrontIntent(intent) ? toPayment(intent) : null);
        }
        case 'charge.refunded':
          return news('refund', await paymentOf((object as Stripe.Charge).payment_intent));
        case 'charge.dispute.created':
          return news('dispute', await paymentOf((object as Stripe.Dispute).payment_intent));
        default:
          return null;
      }
    },
  };
}
