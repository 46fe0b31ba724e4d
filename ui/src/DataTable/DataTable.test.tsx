import { describe, expect, it } from 'vitest';
import { fewRows, needsFilter, needsPager } from './tableControls.ts';
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

describe('the controls a table needs for its size', () => {
  const size = { rows: 6, pageSize: 10, page: 1, filter: '' };

  it('pages only rows that do not fit on one page', () => {
    expect(needsPager(size)).toBe(false);
    expect(needsPager({ ...size, rows: 10 })).toBe(false);
    expect(needsPager({ ...size, rows: 11 })).toBe(true);
    // A small page size chosen with more rows than it holds.
    expect(needsPager({ ...size, pageSize: 5 })).toBe(true);
    // A page past the first asked for (a server table's URL): First leads back.
    expect(needsPager({ ...size, page: 3 })).toBe(true);
    // A filter typed: its count says how many rows match.
    expect(needsPager({ ...size, filter: 'Surrey' })).toBe(true);
  });

  it('filters only more than a few rows, or while a filter has text', () => {
    expect(fewRows).toBe(10);
    expect(needsFilter({ rows: 10, filter: '' })).toBe(false);
    expect(needsFilter({ rows: 11, filter: '' })).toBe(true);
    expect(needsFilter({ rows: 0, filter: 'Surrey' })).toBe(true);
  });
});
