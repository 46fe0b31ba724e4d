// Add Strata Property with Create Login (strata spec 5): building name, plan number, street, city, province, postal
// and the login's password (strength rule and confirmation) are required; zod/mini keeps the area chunk small.
import type { StrataPropertyInput, UserInput } from '@portal/sdk/types';
import { isValidPostalCode } from '@portal/ui';
import * as z from 'zod/mini';
import { requiredMessage } from '../shared/forms/messages.ts';
import { newPasswordSchema, strataPasswordMinLength } from '../shared/forms/passwordSchema.ts';
import { requiredMatching, requiredText } from '../shared/forms/textRules.ts';
import { isProvince } from '../shared/rentalConstants.ts';
import { buildingLoginEmail, strataPlanPattern } from '../shared/strataConstants.ts';

export const propertyAddMessages = {
  planNumber: 'Enter a strata plan number such as EPS1234',
  postal: 'invalid postal code',
  province: 'Choose a province',
} as const;

/** The building's own fields, the same on Add and Edit Strata Property. */
export const strataPropertyShape = {
  buildingName: requiredText,
  strataPlanNumber: requiredMatching((text) => strataPlanPattern.test(text), propertyAddMessages.planNumber),
  street: requiredText,
  city: requiredText,
  province: z.string().check(
    z.refine((text) => text !== '', requiredMessage),
    z.refine((text) => text === '' || isProvince(text), propertyAddMessages.province),
  ),
  postal: requiredMatching(isValidPostalCode, propertyAddMessages.postal),
};

export const propertyAddSchema = z.intersection(
  z.object(strataPropertyShape),
  newPasswordSchema(strataPasswordMinLength),
);

export interface PropertyAddValues {
  buildingName: string;
  strataPlanNumber: string;
  street: string;
  city: string;
  province: string;
  postal: string;
  password: string;
  confirmPassword: string;
}

export const emptyPropertyAdd: PropertyAddValues = {
  buildingName: '',
  strataPlanNumber: '',
  street: '',
  city: '',
  province: 'BC',
  postal: '',
  password: '',
  confirmPassword: '',
};

/** The building login's account: role Strata Owner, username the plan number (strata spec 7). */
export function loginInputFrom(values: PropertyAddValues): UserInput {
  const planNumber = values.strataPlanNumber.trim();
  return {
    email: buildingLoginEmail(planNumber),
    password: values.password,
    userName: planNumber.replace(/\s+/g, ''),
    portal: 'strata',
  };
}

/** The building's body; `province` is the checked value of the form's province. */
export function propertyInputFrom(
  values: PropertyAddValues,
  province: StrataPropertyInput['province'],
  propertyAdminId: number,
): StrataPropertyInput {
  return { ...strataPropertyBody(values), province, countryId: 1, propertyAdminId };
}

/** The building's own fields of the POST and PUT bodies, trimmed (the postal code in capitals). */
export function strataPropertyBody(values: Omit<PropertyAddValues, 'password' | 'confirmPassword'>) {
  return {
    buildingName: values.buildingName.trim(),
    strataPlanNumber: values.strataPlanNumber.trim(),
    street: values.street.trim(),
    city: values.city.trim(),
    postal: values.postal.trim().toUpperCase(),
  };
}
