import { settlePaymentNews, type OrderPaymentStatus, type SettlementOrder } from '@/lib/domain/order-status/payment-settlement';
import { isStripeActivated } from '@/lib/domain/store/card-provider';

const order = (paymentStatus: OrderPaymentStatus, onlineOrderStatus = 1, paymentId: string | null = null): SettlementOrder => ({ onlineOrderStatus, paymentStatus, paymentId });
const pay = (state: 'succeeded' | 'requires_action' | 'processing' | 'failed' | 'refunded', id = 'pi_a') => ({ id, state });

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
      if (change) current = { ...change };
    }
    expect(current).toEqual({ onlineOrderStatus: 1, paymentStatus: 'paid', paymentId: 'pi_a' });
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
