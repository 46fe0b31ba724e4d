import { describe, expect, it } from 'vitest';
import { compareValues } from './values.ts';

describe('compareValues', () => {
  it('orders RM numbers and unit numbers naturally, not by character', () => {
    const values = ['RM1010', 'RM102', 'RM1001'];
    expect([...values].sort((a, b) => compareValues(a, b, 'ascending'))).toEqual([
      'RM102',
      'RM1001',
      'RM1010',
    ]);
  });

  it('ignores case and accents the way a reader would', () => {
    expect(compareValues('chloé', 'Chloe', 'ascending')).toBe(0);
  });

  it('sorts numbers and dates by value, reversed when descending', () => {
    expect(compareValues(125, 1000, 'ascending')).toBeLessThan(0);
    expect(compareValues(125, 1000, 'descending')).toBeGreaterThan(0);
    expect(compareValues(new Date(2022, 0, 5), new Date(2021, 11, 31), 'ascending')).toBeGreaterThan(0);
  });

  it('keeps empty values last in both directions', () => {
    for (const direction of ['ascending', 'descending'] as const) {
      const sorted = ['Surrey', null, '', 'Burnaby'].sort((a, b) => compareValues(a, b, direction));
      expect(sorted.slice(2)).toEqual([null, '']);
    }
  });
});
