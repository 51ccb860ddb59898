import 'server-only';
import { AppError } from '@/lib/domain/errors/app-error';
import { orderKindOf, redirectMethodOf } from '@/lib/domain/order';
import type { ExpectedCharge } from '@/lib/domain/order-status/payment-settlement';
import type { TPlaceOrderRequest } from '@/lib/schemas/api/orders';
import type { TStore } from '@/lib/schemas/entities';
import type { TPlaceOrderResult } from '@/lib/views/order';
import { COLLECTIONS } from '@/lib/server/collections';
import type { Container } from '@/lib/server/container';
import type { Transaction } from '@/lib/server/ports/document-store';
import type { Payment } from '@/lib/server/ports/payment-gateway';
import { chargeOrder, expectedChargeOf, paymentReturnPath, startRedirectPayment } from '@/lib/server/payments/charge-order';
import { validateCheckoutForms } from '../checkout-forms';
import { accessTokenOf, storedAnswer, withAccessToken, type TIdempotencyRecord } from '../idempotency';
import { chosenStoredCard, memberPaymentSource } from '@/lib/server/payments/member-cards';
import type { TrackingOrderDocument } from '@/lib/server/orders/order-documents';
import { cardProviderOf, headOfficeOf } from '@/lib/server/payments/store-card-provider';
import { settlePayment, type PaymentOutcome } from '@/lib/server/payments/use-cases/settle-payment';
import type { Payer } from '../order-checks';

function answerFor(
  record: TIdempotencyRecord,
  outcome: PaymentOutcome | null,
  redirectUrl: string | null,
  failure: TPlaceOrderResult['paymentError'] = undefined,
): TPlaceOrderResult {
  return {
    ...record.answer,
    onlineOrderStatus: outcome?.onlineOrderStatus ?? record.answer.onlineOrderStatus,
    next: outcome?.paymentStatus === 'pending' && redirectUrl ? { type: 'redirect', url: redirectUrl } : { type: 'done' },
    ...(outcome?.paymentStatus === 'failed' && failure ? { paymentError: failure } : {}),
  };
}

/** The payer of a retried request, checked again as the first request was (its body is the same). */
async function payerOfRetry(
  app: Pick<Container, 'headOffices' | 'cardPaymentsFor' | 'users' | 'documents'>,
  store: TStore,
  request: TPlaceOrderRequest,
  totalCents: number,
  memberId: string | null,
  idempotencyKey: string,
): Promise<Payer> {
  const headOffice = await headOfficeOf(app, store);
  const provider = cardProviderOf(app, store, headOffice);
  const { forms } = validateCheckoutForms({ store, headOffice, request, kind: orderKindOf(request), totalCents, now: new Date(), cardSource: provider?.takes ?? null });
  const chosen = await chosenStoredCard(app, provider, memberId, request);
  const paymentSource = await memberPaymentSource({ app, provider, memberId, request, chosen: chosen.card, source: forms.paymentSource, idempotencyKey });
  return { provider, forms: { ...forms, paymentSource } };
}

/** The written order's payment of `charge`: a card charge, or an Alipay / Wechat payment on the provider's page. */
function startPayment({
  payer,
  store,
  record,
  request,
  key,
  charge,
}: {
  payer: Payer;
  store: TStore;
  record: TIdempotencyRecord;
  request: TPlaceOrderRequest;
  key: string;
  charge: ExpectedCharge;
}): Promise<Payment> {
  const { provider, forms } = payer;
  if (!provider) throw new AppError('PAYMENT_FAILED', 'placeOrder.paymentFailed');
  const contact = forms.contact;
  const order = {
    provider,
    store,
    order: { id: record.orderId, number: record.answer.orderNumber },
    charge,
    customer: { firstName: contact.FirstName, lastName: contact.LastName, email: contact.Email, phone: contact.Phone },
  };
  const redirect = redirectMethodOf(request.payment.method);
  if (redirect) {
    const returnUrl = paymentReturnPath({ storeSlug: store.Slug, orderId: record.orderId, token: accessTokenOf(record, key) });
    return startRedirectPayment({ ...order, method: redirect, isMobile: request.payment.isMobile ?? false, returnUrl });
  }
  if (!forms.paymentSource) throw new AppError('PAYMENT_FAILED', 'placeOrder.paymentFailed');
  return chargeOrder({ ...order, source: forms.paymentSource, returnUrl: withAccessToken(record.answer, accessTokenOf(record, key)).statusUrl });
}

/** The request that wrote the order: its tracking document, its checked payer and the priced total it charges. */
export interface PlacedHere {
  tracking: TrackingOrderDocument;
  payer: Payer;
  charge: ExpectedCharge;
}

/** The ports the charge and its settlement use. */
export type FinishOrderApp = Pick<Container, 'headOffices' | 'cardPaymentsFor' | 'users' | 'documents' | 'orders' | 'payments' | 'email' | 'sms'>;

export interface FinishOrderInput {
  app: FinishOrderApp;
  store: TStore;
  record: TIdempotencyRecord;
  recordId: string;
  request: TPlaceOrderRequest;
  idempotencyKey: string;
  memberId: string | null;
  /** null for a retry with the same key: it reads the order, its payer and its recorded charge */
  placed: PlacedHere | null;
}

/**
 * The charge of a written order and the final answer, in that order. Run by the request that
 * wrote the order (`placed`) and by any retry with the same key (which reads the order): the
 * gateway's key makes it one payment, and the record turns 'complete' in the transaction that
 * settles the payment's outcome on the order.
 */
export async function finishOrder({ app, store, record, recordId, request, idempotencyKey: key, memberId, placed }: FinishOrderInput): Promise<TPlaceOrderResult> {
  const token = accessTokenOf(record, key);
  if (record.state === 'complete') return withAccessToken(record.answer, token);
  const tracking = placed?.tracking ?? (await app.orders.findTracking(record.orderId));
  if (!tracking) throw new AppError('CONFLICT', 'errors.unexpected');
  const complete = (tx: Transaction, final: TPlaceOrderResult) =>
    tx.set<TIdempotencyRecord>(COLLECTIONS.idempotencyKeys, recordId, { ...record, state: 'complete', answer: storedAnswer(final) });
  if (tracking.PaymentStatus === 'pending') {
    // A retry charges what the order recorded when it was written: the same priced total, in cents.
    const charge = placed?.charge ?? expectedChargeOf(tracking, store);
    const payer = placed?.payer ?? (await payerOfRetry(app, store, request, charge.amountCents, memberId, key));
    const payment = await startPayment({ payer, store, record, request, key, charge });
    const failure = payment.failureCode ? { code: payment.failureCode, message: payment.failureMessage } : undefined;
    let final: TPlaceOrderResult | null = null;
    const { outcome } = await settlePayment({
      app,
      payment,
      alsoWrite: (tx, result) => {
        final = answerFor(record, result, payment.redirectUrl, failure);
        complete(tx, final);
      },
    });
    return withAccessToken(final ?? answerFor(record, outcome, payment.redirectUrl, failure), token);
  }
  const final = answerFor(record, { onlineOrderStatus: tracking.OnlineOrderStatus, paymentStatus: tracking.PaymentStatus }, null);
  await app.documents.runTransaction(async (tx) => complete(tx, final));
  return withAccessToken(final, token);
}
