import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor } from './contrast.ts';

describe('contrastRatio', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0b5cad', '#0b5cad')).toBeCloseTo(1, 5);
  });

  it('matches the theme notes: brand 6.7:1 and text 15.9:1 on white', () => {
    expect(contrastRatio('#0b5cad', '#ffffff')?.toFixed(1)).toBe('6.7');
    expect(contrastRatio('#1a2233', '#ffffff')?.toFixed(1)).toBe('15.9');
  });

  it('composites a translucent colour over its background, and reads nothing it cannot parse', () => {
    expect(parseColor('rgba(0, 0, 0, 0.5)')).toEqual([127.5, 127.5, 127.5]);
    expect(contrastRatio('transparent-ish', '#fff')).toBeNull();
  });
});
