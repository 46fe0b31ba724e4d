import { describe, expect, it } from 'vitest';
import { isCompleteTime, minutesOfDay, normaliseTime, parseTimeText } from './timeText.ts';

describe('normaliseTime', () => {
  it('reads an hour alone, with or without am/pm', () => {
    expect(normaliseTime('9')).toBe('09:00 am');
    expect(normaliseTime('9am')).toBe('09:00 am');
    expect(normaliseTime('9 AM')).toBe('09:00 am');
    expect(normaliseTime('5p')).toBe('05:00 pm');
    expect(normaliseTime('12 a.m.')).toBe('12:00 am');
    expect(normaliseTime('12pm')).toBe('12:00 pm');
  });

  it('reads hours and minutes with a colon, a dot or run on', () => {
    expect(normaliseTime('9:30 pm')).toBe('09:30 pm');
    expect(normaliseTime('9:30pm')).toBe('09:30 pm');
    expect(normaliseTime('9.30 pm')).toBe('09:30 pm');
    expect(normaliseTime('930p')).toBe('09:30 pm');
    expect(normaliseTime(' 09:30 am ')).toBe('09:30 am');
  });

  it('reads the 24-hour clock when no am/pm is given', () => {
    expect(normaliseTime('17:00')).toBe('05:00 pm');
    expect(normaliseTime('1730')).toBe('05:30 pm');
    expect(normaliseTime('00:15')).toBe('12:15 am');
    expect(normaliseTime('12:00')).toBe('12:00 pm');
    expect(normaliseTime('0930')).toBe('09:30 am');
  });

  it('leaves what is not a time as typed', () => {
    for (const text of ['', '25:00', '9:75', '13pm', '0am', 'noon', '9:3', '12345', '9:30 xm']) {
      expect(parseTimeText(text)).toBeNull();
      expect(isCompleteTime(text)).toBe(false);
    }
    expect(normaliseTime('13pm')).toBe('13pm');
  });

  it('gives minutes after midnight', () => {
    expect(minutesOfDay('12:00 am')).toBe(0);
    expect(minutesOfDay('9:30 am')).toBe(570);
    expect(minutesOfDay('17:00')).toBe(1020);
    expect(minutesOfDay('later')).toBeNull();
  });
});
