import { randomBytes } from 'node:crypto';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import Stripe from 'stripe';

/**
 * A stand-in for the part of Stripe's API the adapter calls, for msw: PaymentIntents (create and
 * confirm, retrieve, search by metadata, cancel), refunds, Customers and SetupIntents that keep
 * a card (a copy of the test PaymentMethod attached to the Customer, detached on removal), Stripe's idempotency (the same key and
 * body replay the first answer, the same key with another body is an idempotency_error) and its
 * test PaymentMethods (pm_card_visa, pm_card_chargeDeclined, ...). Every request is recorded with
 * its form body and Idempotency-Key, for assertions.
 */
export const STRIPE_API = 'https://api.stripe.com/v1';
export const STRIPE_TEST_SECRET_KEY = 'sk_test_storefront_never_logged_51Abc';
export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_storefront_test_secret';

type Form = { [key: string]: string | Form };

export interface RecordedStripeRequest {
  method: string;
  path: string;
  body: Form;
  idempotencyKey: string | null;
  authorization: string | null;
}

interface FakeCard {
  brand: string;
  last4: string;
  /** what a payment with it does */
  outcome: 'succeeds' | 'declined' | 'insufficientFunds' | 'authenticationRequired';
  funding?: 'credit' | 'debit' | 'prepaid';
}

/** Stripe's test PaymentMethods (https://docs.stripe.com/testing), by what they do. */
export const STRIPE_TEST_PAYMENT_METHODS: Record<string, FakeCard> = {
  pm_card_visa: { brand: 'visa', last4: '4242', outcome: 'succeeds' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', outcome: 'succeeds' },
  pm_card_amex: { brand: 'amex', last4: '8431', outcome: 'succeeds' },
  pm_card_visa_debit: { brand: 'visa', last4: '5556', outcome: 'succeeds', funding: 'debit' },
  pm_card_discover: { brand: 'discover', last4: '1117', outcome: 'succeeds' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', outcome: 'declined' },
  pm_card_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995', outcome: 'insufficientFunds' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', outcome: 'authenticationRequired' },
};

type Intent = Record<string, unknown> & {
  id: string;
  status: string;
  amount: number;
  metadata: Record<string, string>;
  latest_charge: string | null;
  payment_method: string | null;
};
type Charge = Record<string, unknown> & { id: string; amount: number; amount_refunded: number; refunded: boolean };

/** PaymentMethods a SetupIntent attached to a Customer: Stripe copies a test PaymentMethod into a new one (`customer` null once detached). */
const attached = new Map<string, { card: FakeCard; customer: string | null }>();
const customers = new Map<string, Record<string, unknown>>();
const cardOf = (paymentMethodId: string): FakeCard | undefined => STRIPE_TEST_PAYMENT_METHODS[paymentMethodId] ?? attached.get(paymentMethodId)?.card;

const intents = new Map<string, Intent>();
const charges = new Map<string, Charge>();
const idempotent = new Map<string, { body: string; status: number; json: JsonBodyType }>();
export const stripeRequests: RecordedStripeRequest[] = [];
let injected: { status: number; error: Record<string, unknown>; path: RegExp } | null = null;

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding (`metadata[order_id]=…`, `expand[0]=…`) back into objects. */
export function parseStripeForm(text: string): Form {
  const form: Form = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = form;
    path.slice(0, -1).forEach((part) => {
      node[part] ??= {};
      node = node[part] as Form;
    });
    node[path[path.length - 1]] = value;
  }
  return form;
}

const listOf = (value: string | Form | undefined): string[] => (typeof value === 'object' ? Object.values(value).map(String) : []);

function paymentMethodObject(id: string) {
  const card = cardOf(id)!;
  return {
    id,
    object: 'payment_method',
    type: 'card',
    customer: attached.get(id)?.customer ?? null,
    card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2040, funding: card.funding ?? 'credit', country: 'AU' },
  };
}

function render(intent: Intent, expand: string[]): Intent {
  const out: Intent = { ...intent };
  if (expand.includes('payment_method') && intent.payment_method) out.payment_method = paymentMethodObject(intent.payment_method) as unknown as string;
  if (expand.includes('latest_charge') && intent.latest_charge) out.latest_charge = { ...charges.get(intent.latest_charge) } as unknown as string;
  return out;
}

function stripeError(status: number, error: Record<string, unknown>) {
  return HttpResponse.json({ error }, { status, headers: { 'request-id': newId('req') } });
}

function charge(intent: Intent): void {
  const card = cardOf(intent.payment_method ?? '');
  const created: Charge = {
    id: newId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_refunded: 0,
    refunded: false,
    created: now(),
    payment_intent: intent.id,
    payment_method_details: card
      ? { type: 'card', card: { brand: card.brand, last4: card.last4, funding: 'credit' } }
      : { type: String((intent.payment_method_types as string[] | undefined)?.[0]) },
  };
  charges.set(created.id, created);
  intent.latest_charge = created.id;
}

const REDIRECT_NOT_APPROVED = {
  type: 'invalid_request_error',
  code: 'payment_intent_payment_attempt_failed',
  message: 'The customer did not approve the PaymentIntent. Provide a new payment method to attempt to fulfill this PaymentIntent again.',
};
const AUTHENTICATION_FAILURE = {
  type: 'invalid_request_error',
  code: 'payment_intent_authentication_failure',
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

/** Runs one create: the PaymentIntent, confirmed with its PaymentMethod. */
/** Alipay and Wechat Pay: no card; the intent waits on Stripe's redirect to Alipay, or on Wechat Pay's QR page. */
function createRedirectIntent(form: Form, type: 'alipay' | 'wechat_pay'): { status: number; json: JsonBodyType } {
  const intent: Intent = {
    id: newId('pi'),
    object: 'payment_intent',
    amount: Number(form.amount),
    currency: String(form.currency),
    status: 'requires_action',
    created: now(),
    canceled_at: null,
    description: form.description ?? null,
    metadata: { ...((form.metadata as Record<string, string>) ?? {}) },
    payment_method: null,
    payment_method_types: [type],
    latest_charge: null,
    last_payment_error: null,
    next_action:
      type === 'alipay'
        ? {
            type: 'alipay_handle_redirect',
            alipay_handle_redirect: {
              url: `https://hooks.stripe.com/redirect/authenticate/src_x?client_secret=y`,
              return_url: String(form.return_url),
              native_url: null,
              native_data: null,
            },
          }
        : {
            type: 'wechat_pay_display_qr_code',
            wechat_pay_display_qr_code: {
              data: 'weixin://wxpay/bizpayurl?pr=x',
              hosted_instructions_url: `https://payments.stripe.com/wechat_pay/qr/test_x`,
              image_data_url: 'data:image/png;base64,',
              image_url_png: '',
              image_url_svg: '',
            },
          },
    client_secret: `${newId('pi')}_secret_x`,
  };
  intents.set(intent.id, intent);
  return { status: 200, json: render(intent, listOf(form.expand)) as JsonBodyType };
}

function createIntent(form: Form): { status: number; json: JsonBodyType } {
  const type = listOf(form.payment_method_types)[0];
  if (type === 'alipay' || type === 'wechat_pay') return createRedirectIntent(form, type);
  const pmId = String(form.payment_method ?? '');
  const card = cardOf(pmId);
  if (!card)
    return { status: 400, json: { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'payment_method', message: `No such PaymentMethod: '${pmId}'` } } };
  // A kept card pays only with its own Customer, and not once detached.
  const owner = attached.get(pmId);
  if (owner && (owner.customer === null || owner.customer !== form.customer)) {
    return {
      status: 400,
      json: {
        error: {
          type: 'invalid_request_error',
          code: 'payment_method_unexpected_state',
          param: 'payment_method',
          message: 'The provided PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.',
        },
      },
    };
  }
  const options = (form.payment_method_options as Form | undefined)?.card as Form | undefined;
  const intent: Intent = {
    id: newId('pi'),
    object: 'payment_intent',
    amount: Number(form.amount),
    currency: String(form.currency),
    status: 'succeeded',
    created: now(),
    canceled_at: null,
    description: form.description ?? null,
    metadata: { ...((form.metadata as Record<string, string>) ?? {}) },
    payment_method: pmId,
    latest_charge: null,
    last_payment_error: null,
    next_action: null,
    client_secret: `${newId('pi')}_secret_x`,
  };
  intents.set(intent.id, intent);
  const expand = listOf(form.expand);
  if (card.outcome === 'declined' || card.outcome === 'insufficientFunds') {
    const error = {
      type: 'card_error',
      code: 'card_declined',
      decline_code: card.outcome === 'declined' ? 'generic_decline' : 'insufficient_funds',
      message: card.outcome === 'declined' ? 'Your card was declined.' : 'Your card has insufficient funds.',
    };
    Object.assign(intent, { status: 'requires_payment_method', last_payment_error: error });
    return { status: 402, json: { error: { ...error, payment_intent: render(intent, []), payment_method: paymentMethodObject(pmId) } } as JsonBodyType };
  }
  if (card.outcome === 'authenticationRequired' || options?.request_three_d_secure === 'any') {
    intent.status = 'requires_action';
    intent.next_action = {
      type: 'redirect_to_url',
      redirect_to_url: { url: `https://hooks.stripe.com/3d_secure_2/hosted?payment_intent=${intent.id}`, return_url: String(form.return_url) },
    };
  } else {
    charge(intent);
  }
  return { status: 200, json: render(intent, expand) as JsonBodyType };
}

/** The customer answers Stripe's 3-D Secure page. */
export function completeStripeChallenge(paymentId: string, outcome: 'complete' | 'fail'): void {
  const intent = intents.get(paymentId);
  if (!intent || intent.status !== 'requires_action') throw new Error(`no challenge for ${paymentId}`);
  intent.next_action = null;
  if (outcome === 'complete') {
    intent.status = 'succeeded';
    charge(intent);
  } else if (intent.payment_method) Object.assign(intent, { status: 'requires_payment_method', last_payment_error: AUTHENTICATION_FAILURE });
  else Object.assign(intent, { status: 'requires_payment_method', last_payment_error: REDIRECT_NOT_APPROVED });
}

/** A PaymentIntent as Stripe has it now (unexpanded, as events carry it). */
export function stripeIntent(paymentId: string): Stripe.PaymentIntent {
  const intent = intents.get(paymentId);
  if (!intent) throw new Error(`no PaymentIntent ${paymentId}`);
  return { ...intent } as unknown as Stripe.PaymentIntent;
}

export function stripeCharge(paymentId: string): Stripe.Charge {
  const id = intents.get(paymentId)?.latest_charge;
  const found = id ? charges.get(id) : undefined;
  if (!found) throw new Error(`no charge for ${paymentId}`);
  return { ...found } as unknown as Stripe.Charge;
}

/** The next request whose path matches answers this error (rate limit, Stripe's 500, a bad key...). */
export function failNextStripeRequest(status: number, error: Record<string, unknown>, path = /./): void {
  injected = { status, error, path };
}

/** The Customer and cards a SetupIntent made: one SetupIntent confirmed with a test PaymentMethod. */
function createSetupIntent(form: Form): { status: number; json: JsonBodyType } {
  const pmId = String(form.payment_method ?? '');
  const card = cardOf(pmId);
  const customer = String(form.customer ?? '');
  if (!customers.has(customer))
    return { status: 400, json: { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'customer', message: `No such customer: '${customer}'` } } };
  if (!card)
    return { status: 400, json: { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'payment_method', message: `No such PaymentMethod: '${pmId}'` } } };
  const setup = {
    id: newId('seti'),
    object: 'setup_intent',
    customer,
    usage: form.usage ?? 'off_session',
    metadata: form.metadata ?? {},
    last_setup_error: null,
    next_action: null,
    client_secret: `${newId('seti')}_secret_x`,
  };
  if (card.outcome === 'declined') {
    const error = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
    return {
      status: 402,
      json: { error: { ...error, setup_intent: { ...setup, status: 'requires_payment_method', payment_method: null, last_setup_error: error } } } as JsonBodyType,
    };
  }
  const kept = newId('pm');
  attached.set(kept, { card, customer });
  if (card.outcome === 'authenticationRequired') {
    return { status: 200, json: { ...setup, status: 'requires_action', payment_method: kept, next_action: { type: 'use_stripe_sdk', use_stripe_sdk: {} } } as JsonBodyType };
  }
  return {
    status: 200,
    json: { ...setup, status: 'succeeded', payment_method: listOf(form.expand).includes('payment_method') ? paymentMethodObject(kept) : kept } as JsonBodyType,
  };
}

export function resetStripeFake(): void {
  attached.clear();
  customers.clear();
  intents.clear();
  charges.clear();
  idempotent.clear();
  stripeRequests.length = 0;
  injected = null;
}

/** A signed webhook as Stripe sends it: the raw body and its Stripe-Signature header. */
export function signedStripeEvent(
  type: string,
  object: unknown,
  options: { id?: string; secret?: string; timestamp?: number } = {},
): { body: string; signature: string; id: string } {
  const id = options.id ?? newId('evt');
  const body = JSON.stringify({ id, object: 'event', type, api_version: Stripe.API_VERSION, created: now(), livemode: false, data: { object } });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: options.secret ?? STRIPE_TEST_WEBHOOK_SECRET, timestamp: options.timestamp });
  return { body, signature, id };
}

async function record(request: Request, path: string): Promise<{ form: Form; raw: string; key: string | null }> {
  const raw = request.method === 'GET' ? new URL(request.url).search.slice(1) : await request.text();
  const form = parseStripeForm(raw);
  const key = request.headers.get('idempotency-key');
  stripeRequests.push({ method: request.method, path, body: form, idempotencyKey: key, authorization: request.headers.get('authorization') });
  return { form, raw, key };
}

function takeInjected(path: string) {
  if (!injected || !injected.path.test(path)) return null;
  const { status, error } = injected;
  injected = null;
  return stripeError(status, error);
}

/** Stripe's idempotency: the first answer under a key is the answer, for the same body; another body is refused. */
function idempotently(key: string | null, raw: string, run: () => { status: number; json: JsonBodyType }) {
  if (key) {
    const seen = idempotent.get(key);
    if (seen && seen.body !== raw)
      return stripeError(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      });
    if (seen) return HttpResponse.json(seen.json, { status: seen.status, headers: { 'idempotent-replayed': 'true' } });
  }
  const answer = run();
  if (key) idempotent.set(key, { body: raw, ...answer });
  return HttpResponse.json(answer.json, { status: answer.status });
}

export const stripeHandlers = [
  http.post(`${STRIPE_API}/payment_intents`, async ({ request }) => {
    const { form, raw, key } = await record(request, '/v1/payment_intents');
    return takeInjected('/v1/payment_intents') ?? idempotently(key, raw, () => createIntent(form));
  }),

  http.get(`${STRIPE_API}/payment_intents/search`, async ({ request }) => {
    const { form } = await record(request, '/v1/payment_intents/search');
    const orderId = /metadata\['order_id'\]:'([^']*)'/.exec(String(form.query))?.[1];
    const expand = listOf(form.expand).map((field) => field.replace(/^data\./, ''));
    const data = [...intents.values()].filter((intent) => intent.metadata.order_id === orderId).map((intent) => render(intent, expand));
    return HttpResponse.json({ object: 'search_result', data: data.slice(0, Number(form.limit ?? 10)), has_more: false, next_page: null, url: '/v1/payment_intents/search' });
  }),

  http.get(`${STRIPE_API}/payment_methods/:id`, async ({ request, params }) => {
    const path = `/v1/payment_methods/${String(params.id)}`;
    await record(request, path);
    const injectedAnswer = takeInjected(path);
    if (injectedAnswer) return injectedAnswer;
    if (!cardOf(String(params.id)))
      return stripeError(404, { type: 'invalid_request_error', code: 'resource_missing', param: 'payment_method', message: `No such PaymentMethod: '${String(params.id)}'` });
    return HttpResponse.json(paymentMethodObject(String(params.id)));
  }),

  http.post(`${STRIPE_API}/customers`, async ({ request }) => {
    const { form, raw, key } = await record(request, '/v1/customers');
    return idempotently(key, raw, () => {
      const customer = { id: newId('cus'), object: 'customer', email: form.email ?? null, name: form.name ?? null, metadata: form.metadata ?? {} };
      customers.set(customer.id, customer);
      return { status: 200, json: customer as JsonBodyType };
    });
  }),

  http.post(`${STRIPE_API}/setup_intents`, async ({ request }) => {
    const { form, raw, key } = await record(request, '/v1/setup_intents');
    return takeInjected('/v1/setup_intents') ?? idempotently(key, raw, () => createSetupIntent(form));
  }),

  http.post(`${STRIPE_API}/setup_intents/:id/cancel`, async ({ request, params }) => {
    await record(request, `/v1/setup_intents/${String(params.id)}/cancel`);
    return HttpResponse.json({ id: String(params.id), object: 'setup_intent', status: 'canceled' });
  }),

  http.post(`${STRIPE_API}/payment_methods/:id/detach`, async ({ request, params }) => {
    await record(request, `/v1/payment_methods/${String(params.id)}/detach`);
    const kept = attached.get(String(params.id));
    if (!kept?.customer)
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'payment_method_unexpected_state',
        message: 'The payment method you provided is not attached to a customer so detachment is impossible.',
      });
    kept.customer = null;
    return HttpResponse.json(paymentMethodObject(String(params.id)));
  }),

  http.get(`${STRIPE_API}/payment_intents/:id`, async ({ request, params }) => {
    const path = `/v1/payment_intents/${String(params.id)}`;
    const { form } = await record(request, path);
    const injectedAnswer = takeInjected(path);
    if (injectedAnswer) return injectedAnswer;
    const intent = intents.get(String(params.id));
    if (!intent) return stripeError(404, { type: 'invalid_request_error', code: 'resource_missing', param: 'intent', message: `No such payment_intent: '${String(params.id)}'` });
    return HttpResponse.json(render(intent, listOf(form.expand)));
  }),

  http.post(`${STRIPE_API}/payment_intents/:id/cancel`, async ({ request, params }) => {
    const { form } = await record(request, `/v1/payment_intents/${String(params.id)}/cancel`);
    const intent = intents.get(String(params.id));
    if (!intent) return stripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' });
    if (!['requires_action', 'requires_payment_method', 'requires_confirmation', 'requires_capture'].includes(intent.status)) {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
      });
    }
    Object.assign(intent, { status: 'canceled', canceled_at: now(), cancellation_reason: form.cancellation_reason ?? null, next_action: null });
    return HttpResponse.json(render(intent, listOf(form.expand)));
  }),

  http.post(`${STRIPE_API}/refunds`, async ({ request }) => {
    const { form, raw, key } = await record(request, '/v1/refunds');
    const injectedAnswer = takeInjected('/v1/refunds');
    if (injectedAnswer) return injectedAnswer;
    return idempotently(key, raw, () => {
      const intent = intents.get(String(form.payment_intent));
      const paid = intent?.latest_charge ? charges.get(intent.latest_charge) : undefined;
      if (!intent || !paid)
        return {
          status: 400,
          json: { error: { type: 'invalid_request_error', code: 'charge_not_refundable', message: 'This PaymentIntent does not have a successful charge to refund.' } },
        };
      if (paid.refunded)
        return { status: 400, json: { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Charge ${paid.id} has already been refunded.` } } };
      Object.assign(paid, { amount_refunded: paid.amount, refunded: true });
      return {
        status: 200,
        json: {
          id: newId('re'),
          object: 'refund',
          amount: paid.amount,
          charge: paid.id,
          payment_intent: intent.id,
          status: 'succeeded',
          metadata: form.metadata ?? {},
        } as JsonBodyType,
      };
    });
  }),
];
