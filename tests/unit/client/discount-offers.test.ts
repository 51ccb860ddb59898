import { priceStoreCart } from '@/lib/client/cart';
import { discountOffers } from '@/lib/domain/cart';
import { coupon, line, menu, store } from './demo-cart';

const NOW = 1_781_500_000; // Mon 15 June 2026, inside every demo rule's window
const FREE_DESSERT = 'ht-1001-free-dessert';
const KIDS = 'ht-1001-kids-manual';

const burgers = (quantity: number) => line('classic-cheeseburger', { uniqueId: 'burgers', quantity }); // $18 each
const pavlova = line('pavlova', { uniqueId: 'pavlova' }); // $14, a dessert
const kidsMeal = line('kids-fish-and-chips', { uniqueId: 'kids' }); // $13, kids category
const schnitzel = line('chicken-schnitzel', { uniqueId: 'schnitzel' }); // an adult main (tag main)

function offersFor(lines: Parameters<typeof priceStoreCart>[0], acceptedTriggerIds: string[] = [], coupons: Parameters<typeof priceStoreCart>[1] = []) {
  const totals = priceStoreCart(lines, coupons, menu, store, { now: NOW, acceptedTriggerIds });
  return { totals, offers: discountOffers(totals.priced, acceptedTriggerIds) };
}

describe('discount offers: rules that wait for the customer (TriggerMode 1 with confirm, 2 manual)', () => {
  it('offers the free dessert once the order reaches $60 with a dessert in it, with the owner’s words', () => {
    const { offers, totals } = offersFor([burgers(3), pavlova]); // $68
    expect(totals.subtotal).toBe(68);
    expect(offers).toEqual([{ id: FREE_DESSERT, name: 'Free dessert on orders over $60', description: 'Choose a dessert up to $12 on us.', accepted: false }]);
    expect(totals.discount).toBe(0); // not before the customer accepts
  });

  it.each([
    ['under the $60 minimum spend', [burgers(2), pavlova]],
    ['without a dessert to make free', [burgers(4)]],
  ])('offers nothing %s', (_name, lines) => {
    expect(offersFor(lines).offers).toEqual([]);
  });

  it('offers nothing next to a coupon when the rule is not for coupon orders', () => {
    expect(offersFor([burgers(3), pavlova], [], [coupon('WELCOME10')]).offers.map((o) => o.id)).not.toContain(FREE_DESSERT);
  });

  it('accepted, the dessert is free up to $12 and the offer shows as applied', () => {
    const { offers, totals } = offersFor([burgers(3), pavlova], [FREE_DESSERT]);
    expect(totals.discount).toBe(12);
    expect(totals.total).toBe(56);
    expect(offers).toEqual([expect.objectContaining({ id: FREE_DESSERT, accepted: true })]);
  });

  it('an accepted offer that no longer applies is not shown, and discounts nothing', () => {
    const { offers, totals } = offersFor([burgers(2), pavlova], [FREE_DESSERT]);
    expect(offers).toEqual([]);
    expect(totals.discount).toBe(0);
  });

  it('offers the manual kids rule with an adult main and a kids meal: $5 off once accepted', () => {
    expect(offersFor([burgers(1), kidsMeal]).offers).toEqual([]); // a burger is not tagged as a main
    expect(offersFor([schnitzel, kidsMeal]).offers.map((o) => [o.id, o.accepted])).toEqual([[KIDS, false]]);
    const accepted = offersFor([schnitzel, kidsMeal], [KIDS]);
    expect(accepted.totals.discount).toBe(5);
    expect(accepted.offers.map((o) => [o.id, o.accepted])).toEqual([[KIDS, true]]);
  });

  it('never offers automatic, roll-into or checkout-page rules', () => {
    const modes = new Map((menu.PriceTriggers ?? []).map((rule) => [String(rule.ID), rule.TriggerMode]));
    const { offers } = offersFor([burgers(4), pavlova, schnitzel, kidsMeal, line('flat-white', { uniqueId: 'coffee' })]);
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) expect([1, 2]).toContain(modes.get(offer.id));
  });
});
