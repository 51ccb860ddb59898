import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  allocateCents,
  formatCents,
  formatMoney,
  fromCents,
  inclusiveTaxCents,
  multiplyCents,
  roundHalfAway,
  roundMoney,
  splitInclusive,
  taxLabel,
  toCents,
} from '@/lib/domain/money';

describe('money: cents', () => {
  it('converts dollars to cents without float drift', () => {
    expect(toCents(12.5)).toBe(1250);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(-2.345)).toBe(-235);
    expect(toCents(undefined)).toBe(0);
    expect(toCents(null)).toBe(0);
    expect(toCents(Number.NaN)).toBe(0);
    expect(fromCents(1250)).toBe(12.5);
    expect(roundMoney(10.125)).toBe(10.13);
    expect(roundHalfAway(-0.4)).toBe(0);
    expect(multiplyCents(999, 0.15)).toBe(150);
  });

  it('allocates exactly', () => {
    expect(allocateCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateCents(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocateCents(10, [0, 0])).toEqual([10, 0]);
    expect(allocateCents(10, [])).toEqual([]);
  });

  it('allocation always sums to the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100000, max: 100000 }), fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: 1, maxLength: 20 }), (total, weights) => {
        expect(allocateCents(total, weights).reduce((sum, part) => sum + part, 0)).toBe(total);
      }),
    );
  });
});

describe('money: inclusive tax', () => {
  it('uses tax = price - price*100/(100*rate+100) with a fractional TaxRate', () => {
    expect(inclusiveTaxCents(1100, 0.1)).toBe(100);
    expect(inclusiveTaxCents(1250, 0.1)).toBe(114);
    expect(inclusiveTaxCents(1000, 0)).toBe(0);
    expect(inclusiveTaxCents(1000, undefined)).toBe(0);
    expect(inclusiveTaxCents(1070, 0.07)).toBe(70);
    expect(splitInclusive(1250, 0.1)).toEqual({ tax: 114, excludingTax: 1136 });
  });

  it('tax never exceeds the price and the split adds up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (price, rate) => {
        const { tax, excludingTax } = splitInclusive(price, rate);
        expect(tax).toBeGreaterThanOrEqual(0);
        expect(tax).toBeLessThanOrEqual(price);
        expect(tax + excludingTax).toBe(price);
      }),
    );
  });
});

describe('money: formatting and tax label', () => {
  it('formats dollars with 2 decimals', () => {
    expect(formatMoney(12.5)).toBe('$12.50');
    expect(formatMoney(1234.5, 'en-AU')).toBe('$1,234.50');
    expect(formatMoney(-3)).toBe('-$3.00');
    expect(formatCents(5)).toBe('$0.05');
  });

  it('formats the Indonesian locale as Rp with no decimals', () => {
    expect(formatMoney(12500, 'id-ID')).toBe('Rp12.500');
    expect(formatMoney(12500.6, 'id-ID')).toBe('Rp12.501');
    expect(formatMoney(-5000, 'id_ID')).toBe('-Rp5.000');
  });

  it('labels tax GST, or "tax" for the Indonesian locale', () => {
    expect(taxLabel('en-AU')).toBe('GST');
    expect(taxLabel(undefined)).toBe('GST');
    expect(taxLabel('id-ID')).toBe('tax');
  });
});
