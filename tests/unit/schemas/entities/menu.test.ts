import { describe, expect, it } from '@jest/globals';
import { ZMenuSchema, ZModifierGroupSchema, ZModifierSchema, ZProductSchema, MODIFIER_DEFAULTS } from '@/lib/schemas/entities';
import { issuePaths, validMenu } from './examples';

describe('ZProductSchema', () => {
  it('accepts a product with every field', () => {
    const product = {
      ID: 'p1',
      Name: 'Pho',
      ShortDescription: 'Beef noodle soup',
      PhotoUrl: '/images/demo/pho.svg',
      Status: 1,
      ProductCode: 'PHO1',
      Price: 18.5,
      TaxRate: 0.1,
      RewardPoint: 18,
      PreparationTime: 10,
      ProductCategoryIDs: ['c1'],
      ProductTagIDs: ['main'],
      ModifierGroups: ['g1'],
    };
    expect(ZProductSchema.safeParse(product).success).toBe(true);
  });

  it.each([1, 2, 3])('accepts Status %i', (Status) => {
    expect(ZProductSchema.safeParse({ ID: 'p', Name: 'n', TaxRate: 0.1, Status }).success).toBe(true);
  });

  it.each([
    ['Status', { Status: 4 }],
    ['TaxRate', { TaxRate: 10 }],
    ['Price', { Price: -1 }],
    ['PhotoUrl', { PhotoUrl: 'pho.svg' }],
    ['Name', { Name: '' }],
  ])('rejects a bad %s', (path, patch) => {
    expect(issuePaths(ZProductSchema.safeParse({ ID: 'p', Name: 'n', TaxRate: 0.1, ...patch }))).toContain(path);
  });

  it('requires ID, Name and TaxRate', () => {
    expect(issuePaths(ZProductSchema.safeParse({}))).toEqual(['ID', 'Name', 'TaxRate']);
  });
});

describe('option groups', () => {
  it('accepts nested sub-option group ids and documents defaults', () => {
    expect(ZModifierSchema.safeParse({ ID: 'm', Name: 'Steak', Price: 4, ModifierGroups: ['doneness'], MinQty: 1, MaxQty: 3 }).success).toBe(true);
    expect(MODIFIER_DEFAULTS).toEqual({ MinQty: 1, MaxQty: 20 });
  });

  it('rejects MaxQty below MinQty, min above max and duplicate options', () => {
    expect(issuePaths(ZModifierSchema.safeParse({ ID: 'm', Name: 'x', Price: 0, MinQty: 3, MaxQty: 2 }))).toEqual(['MaxQty']);
    const group = {
      ID: 'g',
      Name: 'Sauces',
      MinimumSelection: 3,
      MaximumSelection: 2,
      Modifiers: [
        { ID: 'a', Name: 'A', Price: 0 },
        { ID: 'a', Name: 'B', Price: 0 },
      ],
    };
    expect(issuePaths(ZModifierGroupSchema.safeParse(group))).toEqual(['MaximumSelection', 'Modifiers.1.ID']);
  });

  it('rejects an empty group', () => {
    expect(issuePaths(ZModifierGroupSchema.safeParse({ ID: 'g', Name: 'x', Modifiers: [] }))).toEqual(['Modifiers']);
  });
});

describe('ZMenuSchema', () => {
  it('accepts a minimal menu', () => {
    expect(issuePaths(ZMenuSchema.safeParse(validMenu()))).toEqual([]);
  });

  it('accepts loyalty, stamps, gift cards, dietary tags and time settings', () => {
    const menu = {
      ...validMenu(),
      OrderTypes: { Delivery: true, Takeaway: true, EatIn: false },
      SpecialCategories: { SCTypeGiftcard: { SubMenuItems: [{ ID: 'gc1', ProductID: 'p1', Name: '$50 gift card', Price: 50 }] } },
      EarningRules: [{ DollarSpent: 10, Point: 1 }],
      RedemptionRules: [{ Point: 100, Name: 'Free coffee', ProductVariant: 'p1' }],
      StampCards: [{ ID: 's1', Name: 'Coffee card', RequiredStamps: 9, QualifyingCategoryIDs: ['c1'], RewardProductID: 'p1' }],
      MenuTimeSettings: [{ MenuId: 'm1', DayOfWeek: [1, 2, 3], StartTime: '06:00:00', EndTime: '11:00:00' }],
      LifeStyleChoices: { Allergy: [{ Id: 'a1', Name: 'Nuts' }], Intolerance: [{ Id: 'i1', Name: 'Lactose' }], Preference: [{ Id: 'v', Name: 'Vegan' }] },
      PointsToDollarRatio: 10,
      IsEarnPointsWhenRedeem: false,
    };
    expect(issuePaths(ZMenuSchema.safeParse(menu))).toEqual([]);
  });

  it('reports a product whose key differs from its ID, and unknown keys', () => {
    const menu = validMenu();
    menu.Products = { p2: { ...menu.Products.p1 } };
    expect(issuePaths(ZMenuSchema.safeParse(menu))).toEqual(['Products.p2.ID']);
    expect(ZMenuSchema.safeParse({ ...validMenu(), Catgories: [] }).success).toBe(false);
  });

  it('reports the path of a bad category price and a stamp card without reward', () => {
    const menu = validMenu();
    menu.Categories[0].SubMenuItems[0].Price = -2;
    const result = ZMenuSchema.safeParse({ ...menu, StampCards: [{ ID: 's', Name: 'S', RequiredStamps: 5 }] });
    expect(issuePaths(result)).toEqual(['Categories.0.SubMenuItems.0.Price', 'StampCards.0.RewardProductID']);
  });
});
