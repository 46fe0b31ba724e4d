import { describe, expect, it } from 'vitest';
import { suggestedRmNumber } from './rentalConstants.ts';

describe('suggestedRmNumber (spec 9)', () => {
  it('is the type, the owner id padded to 3 digits and the count of that type plus 1', () => {
    expect(suggestedRmNumber('RM', 7, 2)).toBe('RM0073');
    expect(suggestedRmNumber('CM', 12, 0)).toBe('CM0121');
  });

  it('skips numbers another property already has, in any case', () => {
    // Owner 7 had a property RM0071 removed from it: its count is back to 0, yet RM0071 is taken.
    expect(suggestedRmNumber('RM', 7, 0, new Set(['RM0071']))).toBe('RM0072');
    expect(suggestedRmNumber('RM', 7, 1, new Set(['RM0072', 'RM0073']))).toBe('RM0074');
  });
});
