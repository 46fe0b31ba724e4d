// The create/edit property form: its values, the rules of rental spec 5 ("Create property", which "Edit property"
// applies too) with the spec's messages, and the conversions to and from the contract's Property.

import type { GeocoderResult, Property, PropertyInput } from '@portal/sdk/types';

export type { GeocoderResult } from '@portal/sdk/types';

import { isValidPhone, isValidPostalCode } from '@portal/ui';
import * as z from 'zod/mini';
import { cityPattern, streetPattern } from '../shared/forms/addressPatterns.ts';
import { invalidEmailMessage, requiredMessage } from '../shared/forms/messages.ts';
import { emailPattern, optionalMatching } from '../shared/forms/textRules.ts';
import {
  type AmenityFlag,
  amenityFlags,
  type ContractType,
  isContractType,
  isCountryId,
  isProvince,
} from '../shared/rentalConstants.ts';

export const propertyMessages = {
  required: requiredMessage,
  street: 'Invalid street address',
  city: 'Invalid city name',
  postal: 'Invalid postal code',
  province: 'Invalid province name',
  phone: 'invalid phone number',
  email: invalidEmailMessage,
  parking: 'Enter stall numbers separated by commas',
} as const;

export type PropertyFormValues = {
  contractType: ContractType;
  rmNumber: string;
  /** The address chosen from the geocoder search; empty until one is chosen (submit stays disabled). */
  address: string;
  street: string;
  suite: string;
  city: string;
  province: string;
  postal: string;
  countryId: number;
  latitude: number | null;
  longitude: number | null;
  /** Empty (NaN) means not given. */
  sqft: number;
  bedroom: number;
  den: number;
  bathroom: number;
  halfWashroom: number;
  moveInFee: number;
  moveOutFee: number;
  moveInDeposit: number;
  taxPaidBy: string;
  strataPaidBy: string;
  insurancePaidBy: string;
  strataPlan: string;
  strataCompany: string;
  strataAgent: string;
  strataPhone: string;
  strataFax: string;
  strataEmail: string;
  strataAddress: string;
  locker: string;
  intercom: string;
  parking: string;
  parkingAvailable: boolean;
  numberOfParkingSpots: number;
} & Record<AmenityFlag, boolean>;

// Spec 5, as the contract writes it (Property.yaml).
const parkingPattern = /^[A-Za-z0-9-]+( *, *[A-Za-z0-9-]+)*$/;

/** A whole number or one with up to 2 decimals (spec 5), compared in cents to avoid floating-point noise. */
export function hasAtMostTwoDecimals(amount: number): boolean {
  return Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6;
}

const required = z.string().check(z.trim(), z.minLength(1, requiredMessage));
const optionalText = z.string();
const requiredNumber = z.number({ error: requiredMessage });
/**
 * A count with the field's own words (the NumberField says the same): what is typed is never rounded or clamped,
 * so 1.5, -5 or 12 bathrooms are refused here, naming the field and the rule.
 */
const wholeNumber = (label: string, max: number) =>
  requiredNumber.check(
    z.refine((value) => Number.isInteger(value), `${label} must be a whole number.`),
    z.refine((value) => value >= 0, `${label} cannot be negative.`),
    z.refine((value) => value <= max, `${label} cannot be more than ${max.toLocaleString('en-CA')}.`),
  );
/** An amount: up to 2 decimals (spec 5), never negative. */
export const money = (label: string) =>
  requiredNumber.check(
    z.refine(hasAtMostTwoDecimals, `${label} can have at most 2 decimals.`),
    z.refine((value) => value >= 0, `${label} cannot be negative.`),
  );

export const propertyFormSchema = z.object({
  contractType: z.custom<ContractType>(isContractType, requiredMessage),
  rmNumber: required,
  address: required,
  street: z.string().check(
    z.minLength(1, requiredMessage),
    z.refine((text) => text === '' || streetPattern.test(text), propertyMessages.street),
  ),
  suite: optionalText,
  city: z.string().check(
    z.minLength(1, requiredMessage),
    z.refine((text) => text === '' || cityPattern.test(text), propertyMessages.city),
  ),
  province: z.string().check(
    z.minLength(1, requiredMessage),
    z.refine((text) => text === '' || isProvince(text), propertyMessages.province),
  ),
  postal: z.string().check(
    z.minLength(1, requiredMessage),
    z.refine((text) => text === '' || isValidPostalCode(text), propertyMessages.postal),
  ),
  countryId: z.custom<number>(isCountryId, requiredMessage),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  sqft: z.custom<number>(
    (value) =>
      typeof value === 'number' &&
      (Number.isNaN(value) || (Number.isInteger(value) && value >= 0 && value <= 1_000_000)),
    'Square Feet must be a whole number from 0 to 1,000,000.',
  ),
  bedroom: wholeNumber('Bedrooms', 8),
  den: wholeNumber('Dens', 9),
  bathroom: wholeNumber('Bathrooms', 9),
  halfWashroom: wholeNumber('Half Washrooms', 9),
  moveInFee: money('Move-in Fee'),
  moveOutFee: money('Move-out Fee'),
  moveInDeposit: money('Move-in Deposit'),
  taxPaidBy: optionalText,
  strataPaidBy: optionalText,
  insurancePaidBy: optionalText,
  strataPlan: optionalText,
  strataCompany: optionalText,
  strataAgent: optionalText,
  strataPhone: optionalMatching(isValidPhone, propertyMessages.phone),
  strataFax: optionalMatching(isValidPhone, propertyMessages.phone),
  strataEmail: optionalMatching((text) => emailPattern.test(text), propertyMessages.email),
  strataAddress: optionalText,
  locker: optionalText,
  intercom: optionalText,
  parking: optionalMatching((text) => parkingPattern.test(text), propertyMessages.parking),
  parkingAvailable: z.boolean(),
  numberOfParkingSpots: wholeNumber('Number of Parking Spots', 50),
  ...(Object.fromEntries(amenityFlags.map((flag) => [flag.name, z.boolean()])) as Record<
    AmenityFlag,
    z.ZodMiniBoolean<boolean>
  >),
});

const noAmenities = Object.fromEntries(amenityFlags.map((flag) => [flag.name, false])) as Record<
  AmenityFlag,
  boolean
>;

/** A new property's form (spec 9 defaults: fees 0, country 1 Canada). */
export function emptyPropertyForm(rmNumber: string): PropertyFormValues {
  return {
    contractType: 'RM',
    rmNumber,
    address: '',
    street: '',
    suite: '',
    city: '',
    province: '',
    postal: '',
    countryId: 1,
    latitude: null,
    longitude: null,
    sqft: Number.NaN,
    bedroom: 0,
    den: 0,
    bathroom: 0,
    halfWashroom: 0,
    moveInFee: 0,
    moveOutFee: 0,
    moveInDeposit: 0,
    taxPaidBy: '',
    strataPaidBy: '',
    insurancePaidBy: '',
    strataPlan: '',
    strataCompany: '',
    strataAgent: '',
    strataPhone: '',
    strataFax: '',
    strataEmail: '',
    strataAddress: '',
    locker: '',
    intercom: '',
    parking: '',
    parkingAvailable: false,
    numberOfParkingSpots: 0,
    ...noAmenities,
  };
}

/** The edit form of a saved property. */
export function propertyFormFrom(property: Property): PropertyFormValues {
  const text = (value: string | null) => value ?? '';
  return {
    contractType: property.contractType,
    rmNumber: property.rmNumber,
    address: property.address,
    street: property.street,
    suite: text(property.suite),
    city: property.city,
    province: property.province,
    postal: property.postal,
    countryId: property.countryId,
    latitude: property.latitude,
    longitude: property.longitude,
    sqft: property.sqft ?? Number.NaN,
    bedroom: property.bedroom,
    den: property.den,
    bathroom: property.bathroom,
    halfWashroom: property.halfWashroom,
    moveInFee: property.moveInFee,
    moveOutFee: property.moveOutFee,
    moveInDeposit: property.moveInDeposit,
    taxPaidBy: text(property.taxPaidBy),
    strataPaidBy: text(property.strataPaidBy),
    insurancePaidBy: text(property.insurancePaidBy),
    strataPlan: text(property.strataPlan),
    strataCompany: text(property.strataCompany),
    strataAgent: text(property.strataAgent),
    strataPhone: text(property.strataPhone),
    strataFax: text(property.strataFax),
    strataEmail: text(property.strataEmail),
    strataAddress: text(property.strataAddress),
    locker: text(property.locker),
    intercom: text(property.intercom),
    parking: text(property.parking),
    parkingAvailable: property.parkingAvailable,
    numberOfParkingSpots: property.numberOfParkingSpots,
    ...(Object.fromEntries(amenityFlags.map((flag) => [flag.name, property[flag.name]])) as Record<
      AmenityFlag,
      boolean
    >),
  };
}

/**
 * The one-line address from the fields, as the geocoder writes its labels ("4567 Kingsway, Burnaby, BC V5H 2E2"),
 * or '' while they are all empty. It follows edits of street, city, province and postal code, and is the address of
 * one typed by hand when the search finds nothing (the fields' own rules still apply on Save).
 */
export function composeAddress(
  values: Pick<PropertyFormValues, 'street' | 'city' | 'province' | 'postal'>,
): string {
  const region = `${values.province.trim()} ${values.postal.trim().toUpperCase()}`.trim();
  return [values.street.trim(), values.city.trim(), region].filter((part) => part !== '').join(', ');
}

/** The form's fields a chosen geocoder result fills (spec 2.3 and 7: country 2 for a U.S. address, else 1). */
export function fieldsFromAddress(result: GeocoderResult) {
  return {
    address: result.label,
    street: result.street,
    city: result.city,
    province: result.province,
    postal: result.postal,
    countryId: result.countryId === 2 ? 2 : 1,
    latitude: result.latitude,
    longitude: result.longitude,
  } satisfies Partial<PropertyFormValues>;
}

/** The body of POST /property and PUT /property/{id}: blanks become null, amounts stay numbers. */
export function propertyInputFrom(values: PropertyFormValues, ownerId: number | null): PropertyInput {
  const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
  if (!isProvince(values.province)) throw new Error(propertyMessages.province);
  if (!isCountryId(values.countryId)) throw new Error(requiredMessage);
  return {
    ownerId,
    rmNumber: values.rmNumber.trim(),
    contractType: values.contractType,
    address: values.address,
    street: values.street.trim(),
    suite: orNull(values.suite),
    city: values.city.trim(),
    province: values.province,
    postal: values.postal.trim().toUpperCase(),
    countryId: values.countryId,
    latitude: values.latitude,
    longitude: values.longitude,
    sqft: Number.isNaN(values.sqft) ? null : values.sqft,
    bedroom: values.bedroom,
    den: values.den,
    bathroom: values.bathroom,
    halfWashroom: values.halfWashroom,
    moveInFee: values.moveInFee,
    moveOutFee: values.moveOutFee,
    moveInDeposit: values.moveInDeposit,
    taxPaidBy: orNull(values.taxPaidBy),
    strataPaidBy: orNull(values.strataPaidBy),
    insurancePaidBy: orNull(values.insurancePaidBy),
    strataPlan: orNull(values.strataPlan),
    strataCompany: orNull(values.strataCompany),
    strataAgent: orNull(values.strataAgent),
    strataPhone: orNull(values.strataPhone),
    strataFax: orNull(values.strataFax),
    strataEmail: orNull(values.strataEmail),
    strataAddress: orNull(values.strataAddress),
    locker: orNull(values.locker),
    intercom: orNull(values.intercom),
    parking: orNull(values.parking),
    parkingAvailable: values.parkingAvailable,
    numberOfParkingSpots: values.numberOfParkingSpots,
    ...(Object.fromEntries(amenityFlags.map((flag) => [flag.name, values[flag.name]])) as Record<
      AmenityFlag,
      boolean
    >),
  };
}
