import { describe, expect, it } from '@jest/globals';
import {
  evaluateOptionGroup,
  groupMaximum,
  groupMinimum,
  initialSelection,
  maxQtyOf,
  minQtyOf,
  modifiersOf,
  validateOptionGroups,
  type ModifierGroupLike,
} from '@/lib/domain/cart';

const sauces: ModifierGroupLike = {
  ID: 'g1',
  Name: 'Sauces',
  Modifiers: [
    { ID: 'bbq', Name: 'BBQ', Price: 0.5, DisplayOrder: 2 },
    { ID: 'aioli', Name: 'Aioli', Price: 1, DisplayOrder: 1 },
    { ID: 'chilli', Name: 'Chilli', Price: 0, DisplayOrder: 3, MaxQty: 2 },
  ],
  MinimumSelection: 2,
  MaximumSelection: 3,
  IncludeQuantity: true,
};

describe('option groups: minimum and maximum', () => {
  it('reads defaults: MinQty 1, MaxQty 20', () => {
    expect(minQtyOf({ ID: 1 })).toBe(1);
    expect(maxQtyOf({ ID: 1 })).toBe(20);
    expect(maxQtyOf({ ID: 1, MaxQty: 5 })).toBe(5);
    expect(minQtyOf({ ID: 1, MinQty: 2 })).toBe(2);
  });

  it('single-select counts as 1; forced without a minimum counts as 1', () => {
    expect(groupMinimum({ IsSingleSel: true, MinimumSelection: 3 })).toBe(1);
    expect(groupMinimum({ IsForceSel: true })).toBe(1);
    expect(groupMinimum({ IsForceSel: true, MinimumSelection: 0 })).toBe(1);
    expect(groupMinimum({})).toBe(0);
    expect(groupMaximum({ IsSingleSel: true })).toBe(1);
    expect(groupMaximum({})).toBe(Number.POSITIVE_INFINITY);
  });

  it('sorts modifiers by display order and accepts a keyed object', () => {
    expect(modifiersOf(sauces).map((m) => m.ID)).toEqual(['aioli', 'bbq', 'chilli']);
    expect(modifiersOf({ Modifiers: { a: { ID: 'a' }, b: { ID: 'b', DisplayOrder: -1 } } }).map((m) => m.ID)).toEqual(['b', 'a']);
    expect(modifiersOf({})).toEqual([]);
  });
});

describe('option groups: hints as message keys', () => {
  it("'Please choose N item(s) from the list below' while under the minimum, and blocks adding", () => {
    const state = evaluateOptionGroup(sauces, []);
    expect(state.hint).toEqual({ key: 'optionGroup.chooseN', values: { count: 2 } });
    expect(state.valid).toBe(false);
    expect(state.reason).toEqual({ key: 'optionGroup.chooseN', values: { count: 2 } });
  });

  it("'N item(s) selected' between minimum and maximum", () => {
    const state = evaluateOptionGroup(sauces, [{ ID: 'bbq', quantity: 2 }]);
    expect(state.hint).toEqual({ key: 'optionGroup.nSelected', values: { count: 2 } });
    expect(state.valid).toBe(true);
    expect(state.disabled).toEqual({ aioli: false, bbq: false, chilli: false });
  });

  it("'Maximum of N item(s) have been selected' and reaching the maximum disables further choices", () => {
    const state = evaluateOptionGroup(sauces, [
      { ID: 'bbq', quantity: 2 },
      { ID: 'aioli', quantity: 1 },
    ]);
    expect(state.hint).toEqual({ key: 'optionGroup.maximumReached', values: { count: 3 } });
    expect(state.maximumReached).toBe(true);
    expect(state.valid).toBe(true);
    expect(state.disabled).toEqual({ aioli: true, bbq: true, chilli: true });
  });

  it('maximum caps the total quantity', () => {
    const state = evaluateOptionGroup(sauces, [{ ID: 'bbq', quantity: 4 }]);
    expect(state.valid).toBe(false);
    expect(state.reason).toEqual({ key: 'optionGroup.maximumReached', values: { count: 3 } });
  });

  it('a modifier quantity must lie within MinQty..MaxQty', () => {
    const state = evaluateOptionGroup({ ...sauces, MaximumSelection: 10 }, [{ ID: 'chilli', quantity: 3 }]);
    expect(state.reason).toEqual({ key: 'optionGroup.quantityOutOfRange', values: { name: 'Chilli', min: 1, max: 2 } });
    const atMax = evaluateOptionGroup({ ...sauces, MaximumSelection: 10 }, [{ ID: 'chilli', quantity: 2 }]);
    expect(atMax.disabled.chilli).toBe(true);
  });

  it('without IncludeQuantity each choice counts once', () => {
    const group: ModifierGroupLike = { ...sauces, IncludeQuantity: false, MinimumSelection: 1, MaximumSelection: 1 };
    const state = evaluateOptionGroup(group, [{ ID: 'bbq', quantity: 5 }]);
    expect(state.selectedCount).toBe(1);
    expect(state.valid).toBe(true);
    expect(state.disabled).toEqual({ aioli: true, bbq: false, chilli: true });
  });

  it('single-select groups swap the choice and never disable', () => {
    const group: ModifierGroupLike = { ...sauces, IsSingleSel: true };
    const state = evaluateOptionGroup(group, [{ ID: 'bbq', quantity: 3 }]);
    expect(state.valid).toBe(true);
    expect(state.selectedCount).toBe(1);
    expect(Object.values(state.disabled).every((d) => !d)).toBe(true);
  });

  it('has no hint for an optional group with nothing chosen', () => {
    expect(evaluateOptionGroup({ Modifiers: [{ ID: 'x' }] }, []).hint).toBeNull();
  });
});

describe('option groups: nested sub-options and the whole product', () => {
  const size: ModifierGroupLike = { ID: 'size', DisplayOrder: 1, IsSingleSel: true, IsForceSel: true, Modifiers: [{ ID: 'combo', Name: 'Combo', LinkedProductID: 'meal' }] };
  const drinks: ModifierGroupLike = { ID: 'drinks', IsForceSel: true, Modifiers: [{ ID: 'cola' }, { ID: 'lemonade' }] };
  const subGroupsOf = (m: { LinkedProductID?: string | number | null }) => (m.LinkedProductID === 'meal' ? [drinks] : []);

  it('a failing sub-option group blocks adding with its reason', () => {
    const result = validateOptionGroups([sauces, size], [{ ID: 'combo' }, { ID: 'bbq', quantity: 2 }], subGroupsOf);
    expect(result.valid).toBe(false);
    expect(result.reason).toEqual({ key: 'optionGroup.chooseN', values: { count: 1 } });
    expect(result.groups.map((g) => g.group.ID)).toEqual(['g1', 'size']);
  });

  it('passes when every group and sub-group is satisfied', () => {
    const result = validateOptionGroups(
      [sauces, size],
      [
        { ID: 'combo', selectedSubmodifiers: [{ ID: 'cola' }] },
        { ID: 'bbq', quantity: 2 },
      ],
      subGroupsOf,
    );
    expect(result).toMatchObject({ valid: true, reason: null });
    expect(result.groups[1].children.combo[0].selectedCount).toBe(1);
  });

  it('AutoSelectMinVariants pre-selects the first options up to the minimum', () => {
    expect(initialSelection([{ ...sauces, AutoSelectMinVariants: true, IncludeQuantity: false }]).map((s) => s.ID)).toEqual(['aioli', 'bbq']);
    expect(initialSelection([{ ...size, AutoSelectMinVariants: true }]).map((s) => [s.ID, s.quantity])).toEqual([['combo', 1]]);
    expect(initialSelection([sauces])).toEqual([]);
  });
});
