import { describe, expect, it } from 'vitest';
import { ownerProfileSchema } from '../owners/index.ts';
import { propertyFormSchema } from './propertyForm.ts';

const streetOf = (street: string) => propertyFormSchema.shape.street.safeParse(street).success;
const cityOf = (city: string) => propertyFormSchema.shape.city.safeParse(city).success;
const ownerAddressOf = (address: string) => ownerProfileSchema.shape.address.safeParse(address).success;

describe('address rules', () => {
  it('accept a suite written "#204 - 1255 Harwood St" and accented names', () => {
    expect(streetOf('#204 - 1255 Harwood St')).toBe(true);
    expect(streetOf('12 Rue Saint-Jérôme')).toBe(true);
    expect(streetOf('1255 Harwood St, Unit 4/5')).toBe(true);
    expect(cityOf('Montréal')).toBe(true);
    expect(cityOf('Lévis')).toBe(true);
    expect(ownerAddressOf('#5 - 120 Rue Sainte-Hélène')).toBe(true);
  });

  it('still refuse what the spec refuses', () => {
    expect(streetOf('1A')).toBe(false);
    expect(streetOf('12 Main St; DROP')).toBe(false);
    expect(cityOf('Burnaby 9')).toBe(false);
  });
});
