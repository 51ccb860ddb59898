/**
 * `npm run sim:payments`: the payments' reliability simulation (issue "Real payments", Must show).
 *
 * On the embedded store (a SQLite file in a temporary folder, the demo data) and through the real
 * route handlers (place order, the sandbox's 3-D Secure / Alipay / Wechat page, the return from
 * Alipay and Wechat, the sandbox's webhook), SIM_CHECKOUTS checkouts (1,000) across cash, card,
 * declined card, 3-D Secure, Alipay and Wechat, a quarter with a coupon, each submitted 5 times
 * concurrently with one Idempotency-Key, while:
 * - 10 % of the calls to the payment gateway time out (half before the gateway acts, half after:
 *   the charge is made but its answer is lost) and the browser retries with the same key;
 * - 5 % of the charges "crash" between the charge and the order's update (the request dies);
 * - every webhook is delivered 3 times, in shuffled order and at random delays, some before the
 *   browser's confirmation; a delivery that fails is delivered again, as providers do;
 * - the process restarts half-way (a new container on the same database; requests in flight
 *   on the old one fail and are retried; the reconciler runs at start-up as the server's does);
 * - customers pay, refuse or abandon the provider's pages; at the end time passes (the
 *   reconciler's round after the challenge timeout).
 * Members pay with points (and redeem a reward beside a declined card), each with a balance just
 * enough or a little more. Then it counts, from the database and the gateway's records: orders placed, duplicate orders,
 * duplicate charges, succeeded payments without an order, orders paid but marked unpaid, and
 * coupons spent twice, and members whose points are wrong (below zero, spent twice, or not given
 * back when the card is declined). The last six must be 0 (exit code 1 otherwise).
 *
 * Runs in plain Node with `server-only` off (scripts/lib/server-only-off.ts), as the status-stream
 * bench does, so the handlers' next-intl imports load.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { NextRequest } from 'next/server';
import { POST as paymentReturnRoute } from '../app/api/orders/[orderId]/payment-return/route';
import { POST as answerPageRoute } from '../app/api/payments/sandbox/[paymentId]/challenge/route';
import { POST as sandboxWebhookRoute } from '../app/api/payments/sandbox/webhook/route';
import { POST as placeOrderRoute } from '../app/api/stores/[storeId]/orders/route';
import { AppError } from '../lib/domain/errors/app-error';
import { buildDemoData, FLAGSHIP_STORE_ID } from '../lib/seed';
import type { TPlaceOrderRequestInput } from '../lib/schemas/api/orders';
import type { TMenu } from '../lib/schemas/entities';
import { createSqliteDocumentStore } from '../lib/server/adapters/sqlite/sqlite-document-store';
import type { SandboxPaymentGateway, SandboxWebhooks } from '../lib/server/adapters/sandbox-payments/sandbox-payment-gateway';
import { COLLECTIONS, INDEXED_FIELDS } from '../lib/server/collections';
import { createContainer, setContainerForTests, type Container } from '../lib/server/container';
import { routePayments } from '../lib/server/payments/payment-providers';
import type { TrackingOrderDocument } from '../lib/server/orders/order-documents';
import type { Payment } from '../lib/server/ports/payment-gateway';
import { listTimeSlots } from '../lib/server/catalogue/use-cases/list-time-slots';
import { loadCatalogue } from '../lib/server/catalogue/use-cases/load-catalogue';
import { reconcilePayments } from '../lib/server/payments/use-cases/reconcile-payments';
import { registerMember } from '../lib/server/membership/use-cases/register-member';
import { openSessionCookie } from '../lib/server/auth/member-session';
import type { TPaymentReturnResult, TPlaceOrderResult } from '../lib/views/order';
import { moneyTaken, ordersByCustomer, paymentsByOrder as paymentsOf } from './lib/sim-tally';

const CHECKOUTS = Number(process.env.SIM_CHECKOUTS ?? 1000);
const SUBMITS = 5;
const CONCURRENT_CHECKOUTS = 25;
const TIMEOUT_RATE = 0.1;
const CRASH_RATE = 0.05;
const WEBHOOK_COPIES = 3;
const MAX_ATTEMPTS = 12;
const STORE_ID = FLAGSHIP_STORE_ID;

/** A seeded generator (mulberry32), so a run can be replayed with SIM_SEED. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const SEED = Number(process.env.SIM_SEED ?? 20261124);
const random = seeded(SEED);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const jitter = (max: number) => pause(Math.floor(random() * max));

const counts = {
  gatewayCalls: 0,
  timeoutsBefore: 0,
  timeoutsAfter: 0,
  crashesAfterCharge: 0,
  submissions: 0,
  retries: 0,
  webhooksSent: 0,
  deliveries: 0,
  deliveriesBeforeAnswer: 0,
  redeliveries: 0,
  restarts: 0,
  loggedErrors: 0,
};

// ---------------------------------------------------------------------------------------------
// The gateway with faults: the sandbox, whose calls time out or crash after the charge.

function timeout(): AppError {
  return new AppError('UPSTREAM_UNAVAILABLE', 'placeOrder.paymentFailed');
}

/** A gateway call that times out 10 % of the time: before it acts, or after (its answer lost). */
async function faulty<T>(call: () => Promise<T>, { crashAfter = false } = {}): Promise<T> {
  counts.gatewayCalls += 1;
  const roll = random();
  if (roll < TIMEOUT_RATE / 2) {
    counts.timeoutsBefore += 1;
    throw timeout();
  }
  const answer = await call();
  if (roll < TIMEOUT_RATE) {
    counts.timeoutsAfter += 1;
    throw timeout();
  }
  if (crashAfter && roll < TIMEOUT_RATE + CRASH_RATE) {
    // The charge is made; the request dies before the order learns of it.
    counts.crashesAfterCharge += 1;
    throw new Error('simulated crash between the charge and the order update');
  }
  return answer;
}

function withFaults(sandbox: SandboxPaymentGateway): SandboxPaymentGateway {
  return {
    ...sandbox,
    createCardPayment: (input) => faulty(() => sandbox.createCardPayment(input), { crashAfter: true }),
    createRedirectPayment: (input) => faulty(() => sandbox.createRedirectPayment(input), { crashAfter: true }),
    retrieve: (id) => faulty(() => sandbox.retrieve(id)),
    findByOrder: (id) => faulty(() => sandbox.findByOrder(id)),
    cancel: (id) => faulty(() => sandbox.cancel(id)),
    refund: (id, options) => faulty(() => sandbox.refund(id, options)),
  };
}

// ---------------------------------------------------------------------------------------------
// Webhooks: each event the sandbox sends is delivered 3 times, shuffled, at random delays.

const inFlight = new Set<Promise<void>>();
/** Orders whose placing request has had its answer (a 201) in the browser. */
const answered = new Set<string>();

function track(work: Promise<void>): void {
  inFlight.add(work);
  void work.finally(() => inFlight.delete(work));
}

function orderOfEvent(rawBody: string): string {
  return (JSON.parse(rawBody) as { data: { object: { orderId: string } } }).data.object.orderId;
}

async function deliver(rawBody: string, signature: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    counts.deliveries += 1;
    if (attempt === 0 && !answered.has(orderOfEvent(rawBody))) counts.deliveriesBeforeAnswer += 1;
    const response = await sandboxWebhookRoute(
      new NextRequest('http://localhost/api/payments/sandbox/webhook', {
        method: 'POST',
        body: rawBody,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      }),
    ).catch(() => null);
    if (response && response.status < 500) return;
    // The provider delivers a refused event again, later.
    counts.redeliveries += 1;
    await pause(20 + attempt * 20);
  }
}

const webhooks: SandboxWebhooks = {
  secret: `whsec_sim_${randomUUID()}`,
  send: async (rawBody, signature) => {
    counts.webhooksSent += 1;
    for (let copy = 0; copy < WEBHOOK_COPIES; copy += 1) {
      track(
        (async () => {
          // Half the first copies arrive at once, racing the request that made the payment (before
          // the browser has its answer); the others up to 300 ms later, in any order.
          if (copy > 0 || random() >= 0.5) await jitter(300);
          await deliver(rawBody, signature);
        })(),
      );
    }
  },
};

// ---------------------------------------------------------------------------------------------
// The process: a container on the database file; a restart makes a new one.

let current: Container;

function startProcess(file: string): Container {
  const documents = createSqliteDocumentStore({ filename: file, indexes: INDEXED_FIELDS });
  const app = createContainer(documents, undefined, { sandboxWebhooks: webhooks });
  if (!app.sandboxPayments) throw new Error('the sandbox is off');
  const sandbox = withFaults(app.sandboxPayments);
  const faultyApp: Container = { ...app, sandboxPayments: sandbox, payments: routePayments([sandbox]), cardPaymentsFor: () => sandbox };
  setContainerForTests(faultyApp);
  current = faultyApp;
  return faultyApp;
}

async function restart(file: string): Promise<void> {
  counts.restarts += 1;
  const old = current;
  const app = startProcess(file);
  // The old process dies: what it was doing fails, and its clients retry on the new one.
  await old.documents.close();
  await reconcilePayments({ app, timeoutMinutes: 30 }).catch(() => undefined);
}

// ---------------------------------------------------------------------------------------------
// Customers.

/** `points`: a member pays the whole order with points; `declinedReward`: a member redeems a 400-point reward and pays the rest with a declined card, so the points must come back. */
type Method = 'cash' | 'card' | 'declined' | 'threeDSecure' | 'alipay' | 'wechat' | 'points' | 'declinedReward';
const METHODS: readonly Method[] = ['cash', 'cash', 'card', 'card', 'card', 'declined', 'threeDSecure', 'threeDSecure', 'alipay', 'wechat', 'points', 'declinedReward'];
/** The flagship menu's 'Free classic cheeseburger' (a product without options): 400 points. */
const REWARD = { id: 'redeem-burger', productId: 'classic-cheeseburger', points: 400 };
const CARDS: Record<'card' | 'declined' | 'threeDSecure', string> = { card: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', threeDSecure: '4000 0027 6000 3184' };

interface Checkout {
  n: number;
  method: Method;
  coupon: boolean;
  key: string;
  body: TPlaceOrderRequestInput;
  /** a member's checkout: their session cookie, id and starting points */
  member?: { cookie: string; id: string; startPoints: number };
}

function json(url: string, body: unknown, headers: Record<string, string> = {}): NextRequest {
  return new NextRequest(url, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });
}

/** One submission of the checkout, retried with the same key while the server answers 5xx or the process is gone. */
async function submit(checkout: Checkout): Promise<TPlaceOrderResult | null> {
  counts.submissions += 1;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    if (attempt > 0) counts.retries += 1;
    const response = await placeOrderRoute(
      json(`http://localhost/api/stores/${STORE_ID}/orders`, checkout.body, { 'idempotency-key': checkout.key, ...(checkout.member ? { cookie: checkout.member.cookie } : {}) }),
      { params: Promise.resolve({ storeId: STORE_ID }) },
    ).catch(() => null);
    if (response?.status === 201) {
      const result = (await response.json()) as TPlaceOrderResult;
      answered.add(result.orderId);
      return result;
    }
    if (response && response.status < 500) throw new Error(`checkout ${checkout.n} refused with ${response.status}: ${await response.text()}`);
    await jitter(30 + attempt * 15);
  }
  return null;
}

async function answerPage(url: string, outcome: 'complete' | 'fail' | 'cancel'): Promise<void> {
  const paymentId = url.split('/').pop() ?? '';
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const response = await answerPageRoute(json(`http://localhost/api/payments/sandbox/${paymentId}/challenge`, { outcome }), { params: Promise.resolve({ paymentId }) }).catch(
      () => null,
    );
    if (response && response.status < 500) return;
    await jitter(40);
  }
}

async function comeBack(result: TPlaceOrderResult): Promise<TPaymentReturnResult | null> {
  const token = new URL(result.statusUrl, 'http://localhost').searchParams.get('t') ?? '';
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const response = await paymentReturnRoute(json(`http://localhost/api/orders/${result.orderId}/payment-return`, { token }), {
      params: Promise.resolve({ orderId: result.orderId }),
    }).catch(() => null);
    if (response?.status === 200) return (await response.json()) as TPaymentReturnResult;
    await jitter(40);
  }
  return null;
}

/** A customer's whole checkout: 5 concurrent presses of Pay, then the provider's page if any. */
async function runCheckout(checkout: Checkout): Promise<void> {
  const answers = (await Promise.all(Array.from({ length: SUBMITS }, () => submit(checkout)))).filter((answer): answer is TPlaceOrderResult => answer !== null);
  const answer = answers[0];
  if (!answer || answer.next.type !== 'redirect') return;
  const roll = random();
  // Pay (60 %), refuse (15 %), cancel or leave for good (25 %: the reconciler's to end).
  if (roll < 0.15) await answerPage(answer.next.url, 'fail');
  else if (roll < 0.75) await answerPage(answer.next.url, 'complete');
  else if (roll < 0.85 && checkout.method !== 'threeDSecure') await answerPage(answer.next.url, 'cancel');
  else return;
  // Back from Alipay or Wechat (the 3-D Secure page returns to the status page, which settles the same way).
  if ((checkout.method === 'alipay' || checkout.method === 'wechat') && random() < 0.8) await comeBack(answer);
}

/** The first options of each group a product must choose from (as a customer taking the defaults would). */
function requiredChoices(menu: TMenu, productId: string): { ID: string; quantity: number }[] {
  return (menu.Products[productId]?.ModifierGroups ?? []).flatMap((groupId) => {
    const group = menu.ModifierGroups?.[groupId];
    const needed = Math.max(group?.MinimumSelection ?? 0, group?.IsForceSel || group?.IsSingleSel ? 1 : 0);
    return (group?.Modifiers ?? []).slice(0, needed).map((modifier) => ({ ID: String(modifier.ID), quantity: 1 }));
  });
}

/** A member for a points checkout: registered, with a session, and points enough (plus some) for what the checkout spends. */
async function simMember(n: number): Promise<{ cookie: string; id: string }> {
  const email = `sim-${n}@example.com`;
  const { account } = await registerMember({
    app: current,
    storeId: STORE_ID,
    form: {
      email,
      confirmEmail: email,
      firstName: 'Sim',
      lastName: 'Member',
      phone: '0412345678',
      birthDate: '01/02/1990',
      password: 'sim-password',
      confirmPassword: 'sim-password',
    },
  });
  return { cookie: (await openSessionCookie(current, account, false)).split(';')[0], id: account.userId };
}

async function pricedBody(method: Method, coupon: boolean, n: number, cookie: string | null = null): Promise<TPlaceOrderRequestInput> {
  const [menu] = await current.menus.listByStore(STORE_ID);
  const store = await current.stores.findById(STORE_ID);
  if (!menu || !store) throw new Error('no flagship store in the demo data');
  const products = Object.values(menu.Products).filter((p) => !p.ModifierGroups?.length && p.Status !== 3 && (p.Price ?? 0) > 0);
  const lines = [products[n % products.length], products[(n * 7 + 3) % products.length]];
  const body: TPlaceOrderRequestInput = {
    orderType: 3,
    scheduledTime: listTimeSlots({ store, orderType: 3 }).slots[0].start,
    items: [
      ...lines.map((p, i) => ({ id: p.ID, uniqueId: `line-${i}`, quantity: 1 + ((n + i) % 3) })),
      ...(method === 'declinedReward'
        ? [{ id: REWARD.productId, uniqueId: 'reward', quantity: 1, modifiers: requiredChoices(menu, REWARD.productId), reward: { type: 'points' as const, id: REWARD.id } }]
        : []),
    ],
    couponCodes: coupon ? ['WELCOME10'] : [],
    contact: { FirstName: 'Sim', LastName: `Customer ${n}`, Email: `sim-${n}@example.com`, PhoneNumber: '0412345678' },
    payment:
      method === 'cash'
        ? { method: 3 }
        : method === 'points'
          ? { method: 2 }
          : method === 'alipay' || method === 'wechat'
            ? { method: method === 'alipay' ? 4 : 5, isMobile: n % 2 === 0 }
            : { method: 1, card: { CardHolder: 'Sim Customer', CardNumber: CARDS[method === 'declinedReward' ? 'declined' : method], ExpireDate: '12/39', CVV: '123' } },
    expectedTotal: 0,
  };
  // The page's total: the server's answer to a total of 0 (409 PRICE_CHANGED with its prices; no order is written).
  const response = await placeOrderRoute(
    json(`http://localhost/api/stores/${STORE_ID}/orders`, body, { 'idempotency-key': `price-${randomUUID()}`, ...(cookie ? { cookie } : {}) }),
    { params: Promise.resolve({ storeId: STORE_ID }) },
  );
  const priced = (await response.json()) as { error?: { details?: { total: number } } };
  const total = priced.error?.details?.total;
  if (response.status !== 409 || total === undefined) throw new Error(`pricing checkout ${n}: ${response.status} ${JSON.stringify(priced)}`);
  return { ...body, expectedTotal: total };
}

// ---------------------------------------------------------------------------------------------
// The counts, from the database and the gateway's own records.

interface Tally {
  ordersPlaced: number;
  checkoutsWithoutOrder: number;
  duplicateOrders: number;
  duplicateCharges: number;
  succeededWithoutOrder: number;
  paidButMarkedUnpaid: number;
  markedPaidWithoutMoney: number;
  couponsOrPointsDoubleSpent: number;
  /** members whose balance went below zero, or is not their start less what their kept orders spent */
  pointsWrong: number;
  paymentStatuses: Record<string, number>;
  stillPending: number;
}

type HistoryOrder = TrackingOrderDocument & { Email?: string; Discounts?: unknown; Coupons?: unknown };

async function tally(app: Container, checkouts: readonly Checkout[]): Promise<Tally> {
  const orders = (await app.documents.query<HistoryOrder>(COLLECTIONS.historyOrders, { limit: 100_000 })).docs;
  const tracking = new Map((await app.documents.query<TrackingOrderDocument>(COLLECTIONS.trackingOrders, { limit: 100_000 })).docs.map(({ id, data }) => [id, data]));
  const payments = (await app.documents.query<Payment>(COLLECTIONS.sandboxPayments, { limit: 100_000 })).docs.map(({ data }) => data);
  const byEmail = ordersByCustomer(orders);
  const paymentsByOrder = paymentsOf(payments);

  let duplicateOrders = 0;
  let checkoutsWithoutOrder = 0;
  let duplicateCharges = 0;
  let couponsOrPointsDoubleSpent = 0;
  for (const checkout of checkouts) {
    const ids = byEmail.get(`sim-${checkout.n}@example.com`) ?? [];
    if (ids.length === 0) checkoutsWithoutOrder += 1;
    duplicateOrders += Math.max(0, ids.length - 1);
    const charged = ids.flatMap((id) => paymentsByOrder.get(id) ?? []).filter(moneyTaken);
    duplicateCharges += Math.max(0, charged.length - 1);
    // A coupon is spent once per checkout: one order carries it, with its discount counted once.
    if (checkout.coupon) {
      const carrying = ids.filter((id) => (JSON.stringify(orders.find((order) => order.id === id)?.data).match(/WELCOME10/g) ?? []).length > 0);
      couponsOrPointsDoubleSpent += Math.max(0, carrying.length - 1);
    }
  }
  // Points: each member's balance is their start less what their orders spent and kept (a failed payment gives it back), never below 0.
  let pointsWrong = 0;
  for (const checkout of checkouts) {
    if (!checkout.member) continue;
    const user = await app.documents.get<{ RewardPoints?: number }>(COLLECTIONS.users, checkout.member.id);
    const ids = byEmail.get(`sim-${checkout.n}@example.com`) ?? [];
    const kept = ids.reduce((sum, id) => {
      const order = tracking.get(id) as (TrackingOrderDocument & { RedeemPoints?: number; LoyaltyReturned?: boolean }) | undefined;
      return sum + (order && !order.LoyaltyReturned ? (order.RedeemPoints ?? 0) : 0);
    }, 0);
    const balance = user?.RewardPoints ?? 0;
    if (balance < 0 || balance !== checkout.member.startPoints - kept) pointsWrong += 1;
    // A declined card's order gives its reward's points back: the member ends where they started.
    if (checkout.method === 'declinedReward' && ids.every((id) => tracking.get(id)?.PaymentStatus === 'failed') && balance !== checkout.member.startPoints) pointsWrong += 1;
  }
  let succeededWithoutOrder = 0;
  let paidButMarkedUnpaid = 0;
  for (const payment of payments) {
    if (payment.state !== 'succeeded') continue;
    const order = tracking.get(payment.orderId);
    // Money held (not refunded) must be an order's paid payment.
    if (!order || order.PaymentStatus !== 'paid' || order.PaymentId !== payment.id) succeededWithoutOrder += 1;
    if (order && order.PaymentId === payment.id && order.PaymentStatus !== 'paid') paidButMarkedUnpaid += 1;
  }
  let markedPaidWithoutMoney = 0;
  const paymentStatuses: Record<string, number> = {};
  for (const [orderId, order] of tracking) {
    paymentStatuses[order.PaymentStatus] = (paymentStatuses[order.PaymentStatus] ?? 0) + 1;
    if (order.PaymentStatus === 'paid' && !(paymentsByOrder.get(orderId) ?? []).some((payment) => payment.id === order.PaymentId && payment.state === 'succeeded'))
      markedPaidWithoutMoney += 1;
  }
  return {
    ordersPlaced: orders.length,
    checkoutsWithoutOrder,
    duplicateOrders,
    duplicateCharges,
    succeededWithoutOrder,
    paidButMarkedUnpaid,
    markedPaidWithoutMoney,
    couponsOrPointsDoubleSpent,
    pointsWrong,
    paymentStatuses,
    stillPending: paymentStatuses.pending ?? 0,
  };
}

async function settleWebhooks(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}

async function main(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'sim-payments-'));
  const file = join(folder, 'sim.db');
  const loud = console.error;
  // The handlers log each failure they meet (hundreds here, by design): counted, not printed.
  console.error = () => {
    counts.loggedErrors += 1;
  };
  const started = performance.now();
  try {
    const app = startProcess(file);
    await loadCatalogue({ documents: app.documents, catalogue: buildDemoData() });
    const checkouts: Checkout[] = [];
    for (let n = 0; n < CHECKOUTS; n += 1) {
      const method = METHODS[n % METHODS.length];
      const coupon = n % 4 === 1;
      if (method !== 'points' && method !== 'declinedReward') {
        checkouts.push({ n, method, coupon, key: randomUUID(), body: await pricedBody(method, coupon, n) });
        continue;
      }
      // A member with just enough points for what the checkout spends, or a little more.
      const member = await simMember(n);
      await current.documents.update(COLLECTIONS.users, member.id, { RewardPoints: REWARD.points + 10_000 });
      const body = await pricedBody(method, coupon, n, member.cookie);
      const spends = method === 'points' ? Math.ceil(Number((body.expectedTotal * 20).toPrecision(12))) : REWARD.points;
      const startPoints = spends + (n % 3 === 0 ? 0 : n % 50);
      await current.documents.update(COLLECTIONS.users, member.id, { RewardPoints: startPoints });
      checkouts.push({ n, method, coupon, key: randomUUID(), body, member: { ...member, startPoints } });
    }
    let next = 0;
    let restarted = false;
    await Promise.all(
      Array.from({ length: CONCURRENT_CHECKOUTS }, async () => {
        while (next < checkouts.length) {
          const checkout = checkouts[next];
          next += 1;
          if (!restarted && next >= checkouts.length / 2) {
            restarted = true;
            await restart(file);
          }
          await runCheckout(checkout);
        }
      }),
    );
    await settleWebhooks();
    // Time passes: the reconciler's round after the challenge timeout settles what was left
    // waiting (abandoned pages, charges whose order update was lost, refunds owed), as often as
    // it takes while the gateway keeps timing out now and then.
    for (let round = 0; round < 20; round += 1) {
      const swept = await reconcilePayments({ app: current, timeoutMinutes: 0, now: new Date(Date.now() + 60 * 60_000) });
      await settleWebhooks();
      if (swept.checked === 0) break;
    }
    await settleWebhooks();
    const result = await tally(current, checkouts);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `payments simulation (seed ${SEED}, ${seconds} s): ${CHECKOUTS} checkouts across cash, card, declined card, 3-D Secure, Alipay, Wechat, members' points and a points reward beside a declined card, ${SUBMITS} concurrent submissions each (${counts.submissions} in all, ${counts.retries} retries)`,
    );
    console.log(
      `  faults: ${counts.gatewayCalls} gateway calls, ${counts.timeoutsBefore} timed out before acting, ${counts.timeoutsAfter} after acting (answer lost), ${counts.crashesAfterCharge} crashes between charge and order update, ${counts.restarts} process restart`,
    );
    console.log(
      `  webhooks: ${counts.webhooksSent} events x ${WEBHOOK_COPIES} copies shuffled = ${counts.deliveries} deliveries (${counts.deliveriesBeforeAnswer} reaching us before the browser had its answer, ${counts.redeliveries} redelivered after a failure)`,
    );
    console.log(
      `  order payment states: ${Object.entries(result.paymentStatuses)
        .map(([state, count]) => `${state} ${count}`)
        .join(', ')}; ${counts.loggedErrors} failures logged by the handlers and counted`,
    );
    console.log(`orders placed: ${result.ordersPlaced} (checkouts without an order: ${result.checkoutsWithoutOrder})`);
    const mustBeZero = {
      'duplicate orders': result.duplicateOrders,
      'duplicate charges': result.duplicateCharges,
      'succeeded payments without an order': result.succeededWithoutOrder,
      'orders paid but marked unpaid': result.paidButMarkedUnpaid,
      'coupons double-spent': result.couponsOrPointsDoubleSpent,
      'members whose points are wrong (below zero, spent twice, or not given back)': result.pointsWrong,
    };
    for (const [name, value] of Object.entries(mustBeZero)) console.log(`${name}: ${value}`);
    console.log(
      `(also: orders marked paid without money ${result.markedPaidWithoutMoney}, orders still pending ${result.stillPending}; coupons are counted per checkout, points per member)`,
    );
    const failed = Object.values(mustBeZero).some((value) => value > 0) || result.checkoutsWithoutOrder > 0 || result.markedPaidWithoutMoney > 0 || result.stillPending > 0;
    console.log(failed ? 'RESULT: FAILED' : 'RESULT: every count that must be 0 is 0');
    if (failed) process.exitCode = 1;
  } finally {
    console.error = loud;
    setContainerForTests(undefined);
    await current?.documents.close().catch(() => undefined);
    rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.log('simulation failed:', error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
