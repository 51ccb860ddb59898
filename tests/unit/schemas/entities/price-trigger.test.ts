import { describe, expect, it } from '@jest/globals';
import { ZAppliedPriceTriggerRecordSchema, ZPriceTriggerSchema, ZSelectedRollIntoSchema } from '@/lib/schemas/entities';
import { issuePaths } from './examples';

const base = {
  ID: 't1',
  Name: 'Meal upgrade',
  TriggerType: 1,
  OutcomeType: 1,
  RunType: 2,
  TriggerMode: 1,
  OutcomePriceType: 2,
  Priority: 1,
  StartAt: 1704067200,
  EndAt: 1924905600,
  FixedPriceValue: 6.5,
  ProductOutcomes: ['meal'],
  ProductCategoryConditions: [{ ProductCategoryID: 'burgers', Quantity: 1 }],
};

describe('ZPriceTriggerSchema', () => {
  it('accepts a roll-into-meal rule', () => {
    expect(issuePaths(ZPriceTriggerSchema.safeParse(base))).toEqual([]);
  });

  it.each([0, 1, 2, 3, 4, 5])('accepts OutcomeType %i', (OutcomeType) => {
    expect(ZPriceTriggerSchema.safeParse({ ...base, OutcomeType }).success).toBe(true);
  });
  it.each([0, 1, 2, 3, 4])('accepts TriggerMode %i', (TriggerMode) => {
    expect(ZPriceTriggerSchema.safeParse({ ...base, TriggerMode }).success).toBe(true);
  });

  it.each([
    ['OutcomeType', { OutcomeType: 6 }],
    ['RunType', { RunType: 0 }],
    ['RunType', { RunType: 3 }],
    ['TriggerMode', { TriggerMode: 5 }],
    ['TriggerType', { TriggerType: 3 }],
    ['OutcomePriceType', { OutcomePriceType: 4 }],
    ['EndAt', { EndAt: 1704067200 }],
    ['StartAt', { StartAt: 1704067200.5 }],
    ['DiscountPercentageValue', { OutcomePriceType: 1 }],
    ['DiscountPercentageValue', { OutcomePriceType: 1, DiscountPercentageValue: 20 }],
    ['DiscountFlatValue', { OutcomePriceType: 0 }],
    ['ProductCategoryConditions.0.Quantity', { ProductCategoryConditions: [{ ProductCategoryID: 'c', Quantity: 0 }] }],
  ])('rejects a bad %s', (path, patch) => {
    expect(issuePaths(ZPriceTriggerSchema.safeParse({ ...base, ...patch }))).toContain(path);
  });
});

describe('applied price trigger records', () => {
  it('accepts an applied record and a selected roll-into', () => {
    expect(
      ZAppliedPriceTriggerRecordSchema.safeParse({
        PriceTriggerID: 't1',
        AppliedQuantity: 1,
        ModifyingTax: -0.5,
        ModifyingExcludingTax: -4.5,
        IsResultOrderItem: false,
        AffectedOrderItemAndQuantity: { u1: 1 },
      }).success,
    ).toBe(true);
    expect(ZSelectedRollIntoSchema.safeParse({ PriceTriggerID: 't1', isConfirmed: true, selectedModifiers: [{ ID: 'fries' }], appliedDiscount: 3 }).success).toBe(true);
  });
  it('rejects a record without PriceTriggerID', () => {
    expect(issuePaths(ZAppliedPriceTriggerRecordSchema.safeParse({ AppliedQuantity: 1, ModifyingTax: 0, ModifyingExcludingTax: 0 }))).toEqual(['PriceTriggerID']);
  });
});
