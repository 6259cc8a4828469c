import { describe, expect, it } from 'vitest';
import { formatCedis, parseCedis } from '../../src/lib/money';

describe('money', () => {
  it('formats pesewas as cedis', () => {
    expect(formatCedis(123450)).toBe('₵1,234.50');
    expect(formatCedis(5)).toBe('₵0.05');
    expect(formatCedis(49_000_000, { whole: true })).toBe('₵490,000');
  });

  it('refuses fractional pesewas', () => {
    expect(() => formatCedis(10.5)).toThrow(RangeError);
  });

  it('parses typed amounts into whole pesewas without floating point', () => {
    expect(parseCedis('1,234.5')).toBe(123450);
    expect(parseCedis('₵20')).toBe(2000);
    expect(parseCedis('0.29')).toBe(29);
    expect(parseCedis('1.234')).toBeNull();
    expect(parseCedis('-5')).toBeNull();
    expect(parseCedis('abc')).toBeNull();
    expect(parseCedis('1 234,50')).toBe(123450);
    expect(parseCedis('2 500,5')).toBe(250050);
    expect(parseCedis('2,50')).toBe(250);
    expect(parseCedis('1.234,56')).toBe(123456);
    expect(parseCedis('GH₵ 1,000')).toBe(100000);
  });
});
