import { describe, expect, it } from 'vitest';
import { formatDate } from './formatDate.ts';

describe('formatDate: the one date format of the portal (YYYY-MM-DD)', () => {
  it('keeps a calendar date, shows a timestamp and a Date as their local day', () => {
    expect(formatDate('2027-01-01')).toBe('2027-01-01');
    expect(formatDate(new Date(2026, 11, 1, 23, 59))).toBe('2026-12-01');
    const stamp = new Date(2026, 10, 25, 9, 30);
    expect(formatDate(stamp.toISOString())).toBe('2026-11-25');
  });

  it('answers nothing for no date and the text itself for something that is not one', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('soon')).toBe('soon');
  });
});
