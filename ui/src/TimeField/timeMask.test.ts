import { describe, expect, it } from 'vitest';
import { isCompleteTime, maskTime } from './timeMask.ts';

/** Types `keys` one at a time through the mask, as the input would. */
function typeThrough(keys: string, start = ''): string {
  let text = start;
  for (const key of keys) text = maskTime(text + key, text);
  return text;
}

function backspace(times: number, start: string): string {
  let text = start;
  for (let i = 0; i < times; i++) text = maskTime(text.slice(0, -1), text);
  return text;
}

describe('maskTime', () => {
  it('fills hh:mm and adds the colon by itself', () => {
    expect(typeThrough('0930')).toBe('09:30');
    expect(typeThrough('1145')).toBe('11:45');
  });

  it('completes am or pm from one letter', () => {
    expect(typeThrough('0930p')).toBe('09:30 pm');
    expect(typeThrough('0700a')).toBe('07:00 am');
    expect(typeThrough('1200 P')).toBe('12:00 pm');
  });

  it('reads a leading 2-9 or 13-19 as a one-digit hour', () => {
    expect(typeThrough('9')).toBe('09:');
    expect(typeThrough('930a')).toBe('09:30 am');
    expect(typeThrough('15')).toBe('01:5');
  });

  it('accepts a typed colon after a one-digit hour', () => {
    expect(maskTime('9:30 pm', '')).toBe('09:30 pm');
    expect(maskTime('1:05am', '')).toBe('01:05 am');
  });

  it('lets the user delete back to empty without the mask refilling', () => {
    const full = typeThrough('0930p');
    expect(backspace(1, full)).toBe('09:30');
    expect(backspace(3, full)).toBe('09');
    expect(backspace(4, full)).toBe('0');
    expect(backspace(5, full)).toBe('');
  });

  it('ignores letters other than a and p and caps the length', () => {
    expect(maskTime('09:30 xm', '')).toBe('09:30');
    expect(maskTime('093012', '')).toBe('09:30');
  });
});

describe('isCompleteTime', () => {
  it('accepts hh:mm am/pm only', () => {
    expect(isCompleteTime('09:30 pm')).toBe(true);
    expect(isCompleteTime('12:00 am')).toBe(true);
    expect(isCompleteTime('13:00 pm')).toBe(false);
    expect(isCompleteTime('00:30 am')).toBe(false);
    expect(isCompleteTime('09:75 am')).toBe(false);
    expect(isCompleteTime('09:30')).toBe(false);
  });
});
