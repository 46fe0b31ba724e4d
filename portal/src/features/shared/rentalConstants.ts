// The rental spec's constants (section 9) and the small formatting rules the property and listing screens share.
import type { ContractType, CountryId, Province } from './schemas.ts';

export type { ContractType, CountryId, Province } from './schemas.ts';

export const contractTypes = [
  { id: 'RM', label: 'RM Rental Management' },
  { id: 'CM', label: 'CM Commercial Management' },
  { id: 'LU', label: 'LU Lease-UP' },
  { id: 'RB', label: 'RB Rental Building' },
] as const satisfies readonly { id: ContractType; label: string }[];

export const provinces = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NT',
  'NS',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const satisfies readonly Province[];

/** The city choices of the create-property form (spec 9); the geocoder may fill another served city. */
export const propertyCities = [
  'Surrey',
  'Burnaby',
  'Vancouver',
  'Richmond',
  'New Westminster',
  'North Vancouver',
] as const;

export const countries = [
  { id: 1, label: 'Canada' },
  { id: 2, label: 'U.S' },
  { id: 3, label: 'Other' },
] as const satisfies readonly { id: CountryId; label: string }[];

/** Bedroom options: Studio (0) and 1 to 8 (spec 9). */
export const bedroomOptions = [
  { id: 0, label: 'Studio' },
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((count) => ({ id: count, label: String(count) })),
] as const;

/** The amenity flags of a property (spec 3), with the words the screens show. */
export const amenityFlags = [
  { name: 'pool', label: 'Pool' },
  { name: 'hottub', label: 'Hot Tub' },
  { name: 'gym', label: 'Gym' },
  { name: 'entertainmentRoom', label: 'Entertainment Room' },
  { name: 'laundry', label: 'Laundry' },
  { name: 'centralHeating', label: 'Central Heating' },
  { name: 'view', label: 'View' },
  { name: 'airConditioning', label: 'Air Conditioning' },
  { name: 'homeTheater', label: 'Home Theater' },
  { name: 'balcony', label: 'Balcony' },
  { name: 'storage', label: 'Storage' },
  { name: 'garage', label: 'Garage' },
  { name: 'yard', label: 'Yard' },
  { name: 'electricWaterHeater', label: 'Electric Water Heater' },
  { name: 'deck', label: 'Deck' },
  { name: 'oceanView', label: 'Ocean View' },
] as const;

export type AmenityFlag = (typeof amenityFlags)[number]['name'];

export function isContractType(value: unknown): value is ContractType {
  return contractTypes.some((type) => type.id === value);
}

export function isProvince(value: unknown): value is Province {
  return provinces.some((province) => province === value);
}

export function isCountryId(value: unknown): value is CountryId {
  return value === 1 || value === 2 || value === 3;
}

/** "Studio" for 0 bedrooms (spec 3), else the number. */
export function bedroomLabel(bedroom: number): string {
  return bedroom === 0 ? 'Studio' : String(bedroom);
}

export function countryLabel(countryId: number): string {
  return countries.find((country) => country.id === countryId)?.label ?? String(countryId);
}

export function contractTypeLabel(type: string): string {
  return contractTypes.find((candidate) => candidate.id === type)?.label ?? type;
}

/** The part of a suggested property number after the type: the owner id padded to 3 digits (spec 9). */
export function rmNumberOwnerPart(ownerId: number): string {
  return String(ownerId).padStart(3, '0');
}

/**
 * The suggested property number (spec 9): the contract type, the owner id padded to 3 digits, then the owner's
 * existing count of that type plus 1 — owner 7 with two RM properties gives RM0073. When another property already
 * has that number (one removed from its owner, or typed by hand), the next free one: the server refuses duplicates.
 */
export function suggestedRmNumber(
  type: ContractType,
  ownerId: number,
  countOfType: number,
  taken: ReadonlySet<string> = new Set(),
): string {
  for (let next = countOfType + 1; ; next++) {
    const candidate = `${type}${rmNumberOwnerPart(ownerId)}${next}`;
    if (!taken.has(candidate.toUpperCase())) return candidate;
  }
}

const money = new Intl.NumberFormat('en-CA', {
  style: 'currency',
  currency: 'CAD',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** An amount with its two decimals, "$2,550.00" (spec 9: prices are shown with ".00"). */
export function formatMoney(amount: number): string {
  return money.format(amount);
}

export function yesNo(value: boolean): 'Yes' | 'No' {
  return value ? 'Yes' : 'No';
}
