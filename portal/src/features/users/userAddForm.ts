// The strata New User screen (strata spec 2, 4, 5): a property login for a building that has none, and a new user,
// Administrator (stored as Strata Administrator) or Strata Owner; username, password and role required, email only
// for an Administrator.
import type {
  StrataProperty,
  StrataPropertyInput,
  StrataPropertySummary,
  UserWithProperty,
} from '@portal/sdk/types';

export type {
  StrataProperty,
  StrataPropertyInput,
  StrataPropertySummary,
  UserWithProperty,
} from '@portal/sdk/types';

import * as z from 'zod/mini';
import { requiredMessage } from '../shared/forms/messages.ts';
import {
  blankOrPasswordRules,
  confirmationMatches,
  passwordRequiredMessage,
  strataPasswordMinLength,
} from '../shared/forms/passwordSchema.ts';
import { strataPropertyFieldsOf } from '../shared/forms/strataPropertyFields.ts';
import { optionalEmail, requiredText } from '../shared/forms/textRules.ts';
import { buildingLoginEmail } from '../shared/strataConstants.ts';

export const newUserRoles = ['Administrator', 'Strata Owner'] as const;
export type NewUserRole = (typeof newUserRoles)[number];
export const chooseRoleMessage = 'choose a role';
export { passwordRequiredMessage } from '../shared/forms/passwordSchema.ts';

export const newUserSchema = z
  .object({
    role: z.string().check(z.refine((role) => role !== '', chooseRoleMessage)),
    userName: requiredText,
    email: optionalEmail,
    password: z.string().check(
      z.refine((text) => text !== '', passwordRequiredMessage),
      ...blankOrPasswordRules(strataPasswordMinLength),
    ),
    confirmPassword: z.string().check(z.refine((text) => text !== '', requiredMessage)),
  })
  .check(
    confirmationMatches,
    z.refine((value) => value.role !== 'Administrator' || value.email.trim() !== '', {
      message: requiredMessage,
      path: ['email'],
    }),
  );
export type NewUserValues = z.infer<typeof newUserSchema>;
export const emptyNewUser: NewUserValues = {
  role: '',
  userName: '',
  email: '',
  password: '',
  confirmPassword: '',
};

/** An email for the login: the one given, else (a building login) the user name at the product's mail domain. */
export function newUserEmail(values: NewUserValues): string {
  return values.email.trim() || buildingLoginEmail(values.userName.trim());
}

export const propertyLoginSchema = z.object({
  buildingId: z.nullable(z.number()).check(z.refine((id) => id !== null, requiredMessage)),
  userId: z.nullable(z.number()).check(z.refine((id) => id !== null, requiredMessage)),
});
export type PropertyLoginValues = z.infer<typeof propertyLoginSchema>;

/** Buildings with no login: none of the Strata Owner users (active or archived) is assigned to them. */
export function buildingsWithoutLogin(
  buildings: readonly StrataPropertySummary[],
  logins: readonly UserWithProperty[],
): StrataPropertySummary[] {
  const taken = new Set(logins.map((login) => login.strataPropertyId));
  return buildings.filter((building) => !taken.has(building.id));
}

/** Strata Owner logins not yet assigned to a building (spec 4: the choice excludes users already assigned). */
export function freeLogins(logins: readonly UserWithProperty[]): UserWithProperty[] {
  return logins.filter(
    (login) => login.role === 'Strata Owner' && login.strataPropertyId === null && !login.archived,
  );
}

/** The building's record with its new login: every field as it is, plus propertyAdminId. */
export function withLogin(property: StrataProperty, propertyAdminId: number): StrataPropertyInput {
  return {
    ...strataPropertyFieldsOf(property),
    countryId: property.countryId,
    agentId: property.agentId,
    buildingManagerName: property.buildingManagerName,
    buildingManagerPhone: property.buildingManagerPhone,
    propertyAdminId,
  };
}
