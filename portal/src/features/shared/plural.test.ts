import { describe, expect, it } from 'vitest';
import { counted } from './plural.ts';

describe('counted', () => {
  it('uses the singular for one and the plural otherwise', () => {
    expect(counted(1, 'owner')).toBe('1 owner');
    expect(counted(0, 'owner')).toBe('0 owners');
    expect(counted(2, 'unit')).toBe('2 units');
    expect(counted(3000, 'property', 'properties')).toBe('3,000 properties');
  });
});
