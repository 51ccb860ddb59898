import { describe, expect, it } from '@jest/globals';
import { repriceFromMenu } from '@/lib/domain/cart';
import { line, mod } from './fixtures';

const menu = {
  Products: {
    burger: { ID: 'burger', Name: 'Burger', Price: 12.5, TaxRate: 0.1, ProductCategoryIDs: ['mains'], ProductTagIDs: ['beef'] },
    fries: { ID: 'fries', Name: 'Fries', Price: 4 },
    gone: { ID: 'gone', Price: 3, Status: 3 },
  },
  ModifierGroups: {
    g: {
      Modifiers: [
        { ID: 'cheese', Price: 1.2, TaxRate: 0 },
        { ID: 'hot', Price: 0.3 },
      ],
    },
  },
};

describe('re-pricing from the menu (the server never trusts browser prices)', () => {
  it('reads price, tax, categories, tags and extras from the menu', () => {
    const forged = line({
      id: 'burger',
      price: 0.01,
      tax: 0,
      modifiers: [mod('cheese', 0, 1, [mod('hot', 0)])],
      selectedRollIntos: [{ PriceTriggerID: 'm', isConfirmed: true, selectedModifiers: [mod('fries', 0)] }],
    });
    const { items, removed } = repriceFromMenu([forged], menu);
    expect(removed).toEqual([]);
    expect(items[0]).toMatchObject({ name: 'Burger', price: 12.5, tax: 0.1, ProductCategoryIDs: ['mains'], ProductTagIDs: ['beef'] });
    expect(items[0].modifiers?.[0]).toMatchObject({ Price: 1.2, TaxRate: 0, selectedSubmodifiers: [{ ID: 'hot', Price: 0.3, TaxRate: null }] });
    expect(items[0].selectedRollIntos?.[0].selectedModifiers[0]).toMatchObject({ ID: 'fries', Price: 4 });
  });

  it('removes missing or sold-out products and lines with options the menu no longer has', () => {
    const missing = line({ id: 'pizza', price: 9 });
    const soldOut = line({ id: 'gone', price: 3 });
    const staleOption = line({ id: 'burger', price: 12.5, modifiers: [mod('bacon', 2)] });
    const staleSub = line({ id: 'burger', price: 12.5, modifiers: [mod('cheese', 1.2, 1, [mod('bacon', 2)])] });
    const staleMeal = line({ id: 'burger', price: 12.5, selectedRollIntos: [{ PriceTriggerID: 'm', isConfirmed: true, selectedModifiers: [mod('salad', 5)] }] });
    expect(repriceFromMenu([missing, soldOut, staleOption, staleSub, staleMeal], menu).removed).toEqual([missing, soldOut, staleOption, staleSub, staleMeal]);
    expect(repriceFromMenu([missing], { Products: null }).removed).toEqual([missing]);
  });

  it('prices reward lines by their redemption rule', () => {
    const free = line({ id: 'burger', price: 0, redemptionRule: { Point: 100 } });
    const half = line({ id: 'burger', price: 0, redemptionRule: { Point: 50, DiscountRate: 0.5 } });
    const percent = line({ id: 'fries', price: 0, redemptionRule: { Point: 50, DiscountRate: 25 } });
    expect(repriceFromMenu([free, half, percent], { Products: Object.values(menu.Products) }).items.map((i) => [i.price, i.tax])).toEqual([
      [0, 0.1],
      [6.25, 0.1],
      [3, null],
    ]);
  });
});
