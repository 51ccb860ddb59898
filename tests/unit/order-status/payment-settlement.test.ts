import fc from 'fast-check';
import { settlePaymentNews, type OrderPaymentStatus, type PaymentNewsKind, type ProviderPaymentState, type SettlementOrder } from '@/lib/domain/order-status/payment-settlement';
import { isStripeActivated } from '@/lib/domain/store/card-provider';

/** An AUD 18.50 order, and payments of its amount unless told otherwise. */
const CHARGE = { amountCents: 1850, currency: 'aud' };
const order = (paymentStatus: OrderPaymentStatus, onlineOrderStatus = 1, paymentId: string | null = null): SettlementOrder => ({
  onlineOrderStatus,
  paymentStatus,
  paymentId,
  charge: CHARGE,
});
const pay = (state: ProviderPaymentState, id = 'pi_a', money: { amountCents: number; currency: string } = CHARGE) => ({ id, state, ...money });

describe('settling what the provider says about a payment', () => {
  it('pays a pending order, and says nothing new the second time', () => {
    expect(settlePaymentNews(order('pending'), pay('succeeded'))).toEqual({ change: { onlineOrderStatus: 1, paymentStatus: 'paid', paymentId: 'pi_a' }, refund: false });
    expect(settlePaymentNews(order('paid', 1, 'pi_a'), pay('succeeded'))).toEqual({ change: null, refund: false });
  });

  it('brings a payment-failed order back when a late success arrives', () => {
    expect(settlePaymentNews(order('failed', 6, 'pi_a'), pay('succeeded')).change).toEqual({ onlineOrderStatus: 1, paymentStatus: 'paid', paymentId: 'pi_a' });
  });

  it('never un-pays: a failure after a success changes nothing', () => {
    for (const status of ['paid', 'refunding', 'refunded', 'disputed'] as const)
      expect(settlePaymentNews(order(status, 2, 'pi_a'), pay('failed'))).toEqual({ change: null, refund: false });
    expect(settlePaymentNews(order('paid', 2, 'pi_a'), pay('requires_action'))).toEqual({ change: null, refund: false });
  });

  it('fails an unpaid order with status 6, but leaves a final status as it is', () => {
    expect(settlePaymentNews(order('pending'), pay('failed')).change).toEqual({ onlineOrderStatus: 6, paymentStatus: 'failed', paymentId: 'pi_a' });
    expect(settlePaymentNews(order('pending', 11), pay('failed')).change).toEqual({ onlineOrderStatus: 11, paymentStatus: 'failed', paymentId: 'pi_a' });
    expect(settlePaymentNews(order('failed', 6, 'pi_a'), pay('failed')).change).toBeNull();
  });

  it('ignores the failure of a payment that is not the order’s', () => {
    expect(settlePaymentNews(order('pending', 1, 'pi_b'), pay('failed'))).toEqual({ change: null, refund: false });
  });

  it('records a pending payment (3-D Secure, processing) on a pending order only', () => {
    expect(settlePaymentNews(order('pending'), pay('requires_action')).change).toEqual({ onlineOrderStatus: 1, paymentStatus: 'pending', paymentId: 'pi_a' });
    expect(settlePaymentNews(order('pending', 1, 'pi_a'), pay('processing')).change).toBeNull();
    expect(settlePaymentNews(order('failed', 6, 'pi_a'), pay('processing')).change).toBeNull();
  });

  it('refunds a success no order keeps: no order, a second charge, a rejected or failed order, an order with nothing to pay', () => {
    expect(settlePaymentNews(null, pay('succeeded'))).toEqual({ change: null, refund: true });
    expect(settlePaymentNews(null, pay('failed'))).toEqual({ change: null, refund: false });
    expect(settlePaymentNews(order('paid', 2, 'pi_b'), pay('succeeded'))).toEqual({ change: null, refund: true });
    expect(settlePaymentNews(order('notRequired'), pay('succeeded'))).toEqual({ change: null, refund: true });
    for (const status of [11, 20, 3]) {
      expect(settlePaymentNews(order('pending', status), pay('succeeded'))).toEqual({
        change: { onlineOrderStatus: status, paymentStatus: 'refunding', paymentId: 'pi_a' },
        refund: true,
      });
    }
    // A refund still owed is asked again (refunds are idempotent at the provider).
    expect(settlePaymentNews(order('refunding', 11, 'pi_a'), pay('succeeded'))).toEqual({ change: null, refund: true });
  });

  it('marks a refund: status 10 while the order was open, the status kept when it was final', () => {
    expect(settlePaymentNews(order('paid', 2, 'pi_a'), pay('refunded'), 'refund').change).toEqual({ onlineOrderStatus: 10, paymentStatus: 'refunded', paymentId: 'pi_a' });
    expect(settlePaymentNews(order('refunding', 11, 'pi_a'), pay('refunded'), 'refund').change).toEqual({ onlineOrderStatus: 11, paymentStatus: 'refunded', paymentId: 'pi_a' });
    expect(settlePaymentNews(order('refunded', 10, 'pi_a'), pay('refunded'), 'refund').change).toBeNull();
    expect(settlePaymentNews(order('paid', 2, 'pi_b'), pay('refunded', 'pi_a'), 'refund').change).toBeNull();
    expect(settlePaymentNews(order('notRequired'), pay('refunded'), 'refund').change).toBeNull();
  });

  it('marks a dispute on the order’s payment, not on a refunded one or another payment', () => {
    expect(settlePaymentNews(order('paid', 4, 'pi_a'), pay('succeeded'), 'dispute').change).toEqual({ onlineOrderStatus: 4, paymentStatus: 'disputed', paymentId: 'pi_a' });
    expect(settlePaymentNews(order('refunded', 10, 'pi_a'), pay('refunded'), 'dispute').change).toBeNull();
    expect(settlePaymentNews(order('paid', 4, 'pi_b'), pay('succeeded'), 'dispute').change).toBeNull();
    expect(settlePaymentNews(order('disputed', 4, 'pi_a'), pay('succeeded'), 'dispute').change).toBeNull();
  });

  it('gives the same answer however often the same news arrives (replays)', () => {
    let current = order('pending');
    for (let i = 0; i < 3; i += 1) {
      const { change } = settlePaymentNews(current, pay('succeeded'));
      if (change) current = { ...current, ...change };
    }
    expect(current).toEqual({ onlineOrderStatus: 1, paymentStatus: 'paid', paymentId: 'pi_a', charge: CHARGE });
  });
});

const STATES: readonly ProviderPaymentState[] = ['succeeded', 'requires_action', 'processing', 'failed', 'refunded'];
const KINDS: readonly PaymentNewsKind[] = ['payment', 'refund', 'dispute'];
const PAYMENT_STATUSES: readonly OrderPaymentStatus[] = ['notRequired', 'pending', 'paid', 'failed', 'refunding', 'refunded', 'disputed'];
const anyOrder = fc.record({
  onlineOrderStatus: fc.constantFrom(1, 2, 3, 4, 5, 6, 9, 10, 11, 12, 18, 20),
  paymentStatus: fc.constantFrom(...PAYMENT_STATUSES),
  paymentId: fc.constantFrom(null, 'pi_a', 'pi_b'),
  charge: fc.record({ amountCents: fc.integer({ min: 0, max: 1_000_000 }), currency: fc.constantFrom('aud', 'idr', 'usd') }),
});
/** A payment whose amount, currency or both are not the order's charge. */
const mismatchedPayment = (charge: SettlementOrder['charge']) =>
  fc
    .record({
      id: fc.constantFrom('pi_a', 'pi_b', 'pi_c'),
      state: fc.constantFrom(...STATES),
      amountCents: fc.oneof(fc.constant(charge.amountCents), fc.integer({ min: 0, max: 1_000_000 })),
      currency: fc.oneof(fc.constant(charge.currency), fc.constant(charge.currency.toUpperCase()), fc.constantFrom('aud', 'usd', 'idr', 'eur')),
    })
    .filter((payment) => payment.amountCents !== charge.amountCents || payment.currency.toLowerCase() !== charge.currency);

describe('a payment that is not for the order’s amount or currency', () => {
  it('never pays the order: 1 US cent on an AUD 18.50 order is refunded and the pending order stays pending', () => {
    expect(settlePaymentNews(order('pending'), pay('succeeded', 'pi_x', { amountCents: 1, currency: 'usd' }))).toEqual({ change: null, refund: true, mismatch: true });
    expect(settlePaymentNews(order('pending', 1, 'pi_a'), pay('succeeded', 'pi_a', { amountCents: 1850, currency: 'usd' }))).toEqual({
      change: null,
      refund: true,
      mismatch: true,
    });
    expect(settlePaymentNews(order('failed', 6, 'pi_a'), pay('succeeded', 'pi_x', { amountCents: 1849, currency: 'aud' }))).toEqual({ change: null, refund: true, mismatch: true });
    // Currency codes compare in any case: Stripe writes 'aud', ISO 'AUD'.
    expect(settlePaymentNews(order('pending'), pay('succeeded', 'pi_a', { amountCents: 1850, currency: 'AUD' })).change).toMatchObject({ paymentStatus: 'paid' });
  });

  it('neither fails, marks pending, refunds nor disputes the order; a dispute of it is not refunded again', () => {
    const cent = { amountCents: 1, currency: 'usd' };
    expect(settlePaymentNews(order('pending'), pay('failed', 'pi_x', cent))).toEqual({ change: null, refund: false, mismatch: true });
    expect(settlePaymentNews(order('pending'), pay('requires_action', 'pi_x', cent))).toEqual({ change: null, refund: false, mismatch: true });
    expect(settlePaymentNews(order('paid', 2, 'pi_a'), pay('refunded', 'pi_x', cent), 'refund')).toEqual({ change: null, refund: false, mismatch: true });
    expect(settlePaymentNews(order('paid', 2, 'pi_a'), pay('succeeded', 'pi_x', cent), 'dispute')).toEqual({ change: null, refund: false, mismatch: true });
  });

  it('keeps reading the payment that already paid the order as its own (a later refund or dispute of it)', () => {
    const older = { amountCents: 1850, currency: 'idr' };
    expect(settlePaymentNews(order('paid', 2, 'pi_a'), pay('refunded', 'pi_a', older), 'refund').change).toEqual({
      onlineOrderStatus: 10,
      paymentStatus: 'refunded',
      paymentId: 'pi_a',
    });
    expect(settlePaymentNews(order('paid', 2, 'pi_a'), pay('succeeded', 'pi_a', older), 'dispute').change).toMatchObject({ paymentStatus: 'disputed' });
  });

  it('property: whatever the order and the news, a mismatched amount or currency never yields paid', () => {
    fc.assert(
      fc.property(
        anyOrder.chain((current) => fc.tuple(fc.constant(current), mismatchedPayment(current.charge), fc.constantFrom(...KINDS))),
        ([current, payment, kind]) => {
          const settled = settlePaymentNews(current, payment, kind);
          expect(settled.change?.paymentStatus).not.toBe('paid');
          // Unless it is the payment that already paid the order, it changes nothing at all.
          const accepted = current.paymentId === payment.id && ['paid', 'refunding', 'refunded', 'disputed'].includes(current.paymentStatus);
          if (!accepted) expect(settled).toEqual({ change: null, refund: kind !== 'dispute' && payment.state === 'succeeded', mismatch: true });
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('property: a pending order stays pending, so its real payment still pays it afterwards', () => {
    fc.assert(
      fc.property(
        fc
          .record({ amountCents: fc.integer({ min: 1, max: 100_000 }), currency: fc.constantFrom('aud', 'idr') })
          .chain((charge) => fc.tuple(fc.constant(charge), fc.array(mismatchedPayment(charge), { minLength: 1, maxLength: 5 }))),
        ([charge, wrong]) => {
          let current: SettlementOrder = { onlineOrderStatus: 1, paymentStatus: 'pending', paymentId: null, charge };
          for (const payment of wrong) {
            const { change } = settlePaymentNews(current, payment);
            if (change) current = { ...current, ...change };
          }
          expect(current).toMatchObject({ onlineOrderStatus: 1, paymentStatus: 'pending', paymentId: null });
          const real = settlePaymentNews(current, { id: 'pi_real', state: 'succeeded', ...charge });
          expect(real.change).toEqual({ onlineOrderStatus: 1, paymentStatus: 'paid', paymentId: 'pi_real' });
        },
      ),
    );
  });
});

describe('the card provider flag', () => {
  it('is the store’s StripeActivated or its head office’s', () => {
    expect(isStripeActivated({ StripeActivated: true }, null)).toBe(true);
    expect(isStripeActivated({}, { StripeActivated: true })).toBe(true);
    expect(isStripeActivated({ StripeActivated: false }, { StripeActivated: false })).toBe(false);
    expect(isStripeActivated({}, undefined)).toBe(false);
  });
});
