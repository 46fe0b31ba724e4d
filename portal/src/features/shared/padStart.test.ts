import { describe, expect, it } from 'vitest';
import { firstDebitDate, padStatusText } from './padStart.ts';

describe('a PAD’s first debit (strata spec 5: received by the 20th of the month before)', () => {
  it('starts on the first of next month when given by the 20th, else on the first of the month after', () => {
    expect(firstDebitDate(new Date(2026, 11, 20, 23, 59))).toBe('2027-01-01');
    expect(firstDebitDate(new Date(2026, 11, 21, 0, 1))).toBe('2027-02-01');
  });

  it('reads "Starts {date}" until its first debit, then Active', () => {
    const pad = { padStatus: 'Active', firstDebitDate: '2027-02-01' };
    expect(padStatusText(pad, new Date(2026, 11, 21))).toBe('Starts 2027-02-01');
    expect(padStatusText(pad, new Date(2027, 1, 1))).toBe('Active');
    expect(
      padStatusText({ padStatus: 'Temporary', firstDebitDate: '2027-02-01' }, new Date(2026, 11, 21)),
    ).toBe('Temporary');
  });
});
