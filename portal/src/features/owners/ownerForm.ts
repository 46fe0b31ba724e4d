import type { OwnerProfile, OwnerProfileInput, OwnerProfileUpdate } from '@portal/sdk/types';

export type { OwnerProfile, OwnerProfileSummary } from '@portal/sdk/types';

import { isValidPhone, passwordRules } from '@portal/ui';
import * as z from 'zod/mini';
import { streetPattern } from '../shared/forms/addressPatterns.ts';
import { isCountryId } from '../shared/rentalConstants.ts';
import { ownerMessages } from './ownerMessages.ts';

export { ownerMessages };

export interface OwnerProfileValues {
  name: string;
  address: string;
  city: string;
  /** Not validated (spec 5): a Canadian province from the list or whatever the owner's state is called. */
  province: string;
  postal: string;
  /** 1 Canada, 2 U.S, 3 Other (the pick-list holds a plain number). */
  countryId: number;
  phone: string;
  /** Optional and not validated (spec 5). */
  mobile: string;
}

export interface OwnerAccountValues {
  email: string;
  password: string;
}

/**
 * The values of both owner forms: the edit form leaves `account` blank and unchecked (the email is changed by its
 * own action), so the profile fields are bound once for both (OwnerProfileFields).
 */
export interface OwnerFormValues {
  account: OwnerAccountValues;
  profile: OwnerProfileValues;
}

export const emptyOwnerProfile: OwnerProfileValues = {
  name: '',
  address: '',
  city: '',
  province: 'BC',
  postal: '',
  // Spec 9: country 1 (Canada) by default.
  countryId: 1,
  phone: '',
  mobile: '',
};

export const emptyOwnerForm: OwnerFormValues = {
  account: { email: '', password: '' },
  profile: emptyOwnerProfile,
};

const filled = (value: string) => value.trim() !== '';
const required = z.string().check(z.refine(filled, ownerMessages.required));

/** Required, then the rule's own message once something is typed, so each state shows one message. */
function requiredMatching(test: (value: string) => boolean, message: string) {
  return z.string().check(
    z.refine(filled, ownerMessages.required),
    z.refine((value) => !filled(value) || test(value.trim()), message),
  );
}

export const ownerAccountSchema = z.object({
  // An empty email is not a valid one either: the spec names only "invalid email" for this field.
  email: z.string().check(z.trim(), z.email(ownerMessages.email)),
  password: z.string().check(...passwordRules(6).map((rule) => z.refine<string>(rule.test, rule.message))),
});

export const ownerProfileSchema = z.object({
  name: required,
  address: requiredMatching((value) => streetPattern.test(value), ownerMessages.address),
  city: required,
  province: z.string(),
  postal: required,
  countryId: z.number().check(z.refine(isCountryId, ownerMessages.required)),
  phone: requiredMatching(isValidPhone, ownerMessages.phone),
  mobile: z.string(),
});

export const createOwnerSchema = z.object({ account: ownerAccountSchema, profile: ownerProfileSchema });
/** The edit form checks only the profile: its `account` part is not shown. */
export const editOwnerSchema = z.object({
  account: z.object({ email: z.string(), password: z.string() }),
  profile: ownerProfileSchema,
});
export const ownerEmailSchema = z.object({ email: ownerAccountSchema.shape.email });

/** The Create Owner button is enabled only when every field is valid (spec 4). */
export function isCreateOwnerValid(values: OwnerFormValues): boolean {
  return createOwnerSchema.safeParse(values).success;
}

/** The profile fields of POST /ownerProfile and PUT /ownerProfile/{id}, trimmed; blanks become null. */
export function toOwnerProfileUpdate(values: OwnerProfileValues): OwnerProfileUpdate {
  return {
    name: values.name.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    province: values.province.trim() || null,
    postal: values.postal.trim(),
    countryId: isCountryId(values.countryId) ? values.countryId : 1,
    phone: values.phone.trim(),
    mobile: values.mobile.trim() || null,
  };
}

export function toOwnerProfileInput(values: OwnerProfileValues, userId: number): OwnerProfileInput {
  return { ...toOwnerProfileUpdate(values), userId };
}

export function ownerFormValues(owner: OwnerProfile): OwnerFormValues {
  return { account: { email: '', password: '' }, profile: ownerProfileValues(owner) };
}

function ownerProfileValues(owner: OwnerProfile): OwnerProfileValues {
  return {
    name: owner.name,
    address: owner.address,
    city: owner.city,
    province: owner.province ?? '',
    postal: owner.postal,
    countryId: owner.countryId,
    phone: owner.phone,
    mobile: owner.mobile ?? '',
  };
}
