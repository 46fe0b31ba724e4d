import { describe, expect, it } from 'vitest';
import { formatWeekHours, isValidWeekHours, parseWeekHours, weekHoursByDay } from './weekHours.ts';

const contractExample =
  '9:00 am - 5:00 pm,9:00 am - 5:00 pm,9:00 am - 5:00 pm,9:00 am - 5:00 pm,9:00 am - 5:00 pm,10:00 am - 2:00 pm,off';

describe('week hours', () => {
  it("reads the contract's example into seven days", () => {
    const days = parseWeekHours(contractExample);
    expect(days).toHaveLength(7);
    expect(days[0]).toEqual({ start: '09:00 am', end: '05:00 pm' });
    expect(days[5]).toEqual({ start: '10:00 am', end: '02:00 pm' });
    expect(days[6]).toEqual({ start: '', end: '' });
  });

  it('writes seven comma-separated entries, off for an empty start', () => {
    const days = parseWeekHours(contractExample);
    expect(formatWeekHours(days)).toBe(
      '09:00 am - 05:00 pm,09:00 am - 05:00 pm,09:00 am - 05:00 pm,09:00 am - 05:00 pm,09:00 am - 05:00 pm,10:00 am - 02:00 pm,off',
    );
    expect(formatWeekHours([])).toBe('off,off,off,off,off,off,off');
    expect(formatWeekHours([{ start: '', end: '05:00 pm' }])).toBe('off,off,off,off,off,off,off');
  });

  it('treats empty text as a week off and tolerates spaces after commas', () => {
    expect(parseWeekHours('').every((d) => d.start === '')).toBe(true);
    expect(parseWeekHours('off, 7:30 am - 3:30 pm')[1]).toEqual({ start: '07:30 am', end: '03:30 pm' });
  });

  it('validates whole entries only', () => {
    expect(isValidWeekHours(contractExample)).toBe(true);
    expect(isValidWeekHours('off,off,off,off,off,off,off')).toBe(true);
    expect(isValidWeekHours('09:00 am - ,off,off,off,off,off,off')).toBe(false);
    expect(isValidWeekHours('off,off,off')).toBe(false);
  });

  it('gives the per-day fields of the contract', () => {
    const byDay = weekHoursByDay(contractExample);
    expect(byDay.startTimeMonday).toBe('09:00 am');
    expect(byDay.endTimeSaturday).toBe('02:00 pm');
    expect(byDay.startTimeSunday).toBeNull();
    expect(byDay.endTimeSunday).toBeNull();
  });
});

describe('dayEndingBeforeStart', () => {
  it('names the first working day whose end is not after its start', async () => {
    const { dayEndingBeforeStart } = await import('./weekHours.ts');
    expect(dayEndingBeforeStart(contractExample)).toBeNull();
    expect(dayEndingBeforeStart('9:00 am - 5:00 pm,5:00 pm - 9:00 am,off,off,off,off,off')).toBe('Tuesday');
    expect(dayEndingBeforeStart('off,off,12:00 pm - 12:00 pm,off,off,off,off')).toBe('Wednesday');
    // 12:30 am is just after midnight, 12:30 pm just after noon.
    expect(dayEndingBeforeStart('12:30 am - 12:30 pm,off,off,off,off,off,off')).toBeNull();
  });
});

describe('overnight shifts and copying', () => {
  it('lets a day that ends the next day end before it starts, but not at its start', async () => {
    const { dayEndingBeforeStart } = await import('./weekHours.ts');
    const nights = '10:00 pm - 6:00 am,off,off,off,off,off,11:00 pm - 11:00 pm';
    expect(dayEndingBeforeStart(nights)).toBe('Monday');
    expect(dayEndingBeforeStart(nights, ['Monday'])).toBe('Sunday');
    expect(dayEndingBeforeStart(nights, ['Monday', 'Sunday'])).toBe('Sunday');
  });

  it('reads times as typed', async () => {
    const { parseWeekHours } = await import('./weekHours.ts');
    expect(parseWeekHours('9am - 17:00,off,off,off,off,off,off')[0]).toEqual({
      start: '09:00 am',
      end: '05:00 pm',
    });
  });

  it("copies a day's shift to Monday to Friday, keeping the weekend", async () => {
    const { copyOvernightToWeekdays, copyToWeekdays, formatWeekHours, parseWeekHours } = await import(
      './weekHours.ts'
    );
    const week = parseWeekHours('off,off,07:00 am - 03:00 pm,off,off,10:00 am - 02:00 pm,off');
    expect(formatWeekHours(copyToWeekdays(week, 2))).toBe(
      '07:00 am - 03:00 pm,07:00 am - 03:00 pm,07:00 am - 03:00 pm,07:00 am - 03:00 pm,07:00 am - 03:00 pm,10:00 am - 02:00 pm,off',
    );
    expect(copyOvernightToWeekdays(['Tuesday', 'Saturday'], 1)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    expect(copyOvernightToWeekdays(['Tuesday', 'Saturday'], 0)).toEqual(['Saturday']);
  });
});
