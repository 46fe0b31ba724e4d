// The unit user forms (strata spec 3 and 5 "Unit user form"): email, phone, first and last name and role required; a
// password only when adding. The forms offer reading A's subsets (1 to 5 when adding, the edit form leaves out 1) but
// name every role as reading B does, as the unit page and the owner area show them (DESIGN: reading B everywhere).
import type { StrataUnitUser, UnitUserRole } from '@portal/sdk/types';

export type { StrataUnitUser, UnitUserRole } from '@portal/sdk/types';

import * as z from 'zod/mini';
import {
  confirmationMatches,
  newPasswordSchema,
  passwordRequiredMessage,
  strataPasswordMinLength,
} from '../shared/forms/passwordSchema.ts';
import { requiredEmail, requiredPhone, requiredText } from '../shared/forms/textRules.ts';
import { unitUserRoleName } from '../units/index.ts';

export const roleRequiredMessage = 'role is required';
/** The edit form's alert when Update is pressed with a required field empty (strata spec 5 and 8). */
export const blankFieldsMessage = 'Cannot leave blank fields.';

const roleOption = (id: UnitUserRole) => ({ id, label: unitUserRoleName(id) });

export const addRoleOptions: readonly { id: UnitUserRole; label: string }[] = ([1, 2, 3, 4, 5] as const).map(
  roleOption,
);

/** The edit form's roles: without 1; a user now primary or secondary keeps that role as a choice too. */
export function editRoleOptions(current: UnitUserRole): { id: UnitUserRole; label: string }[] {
  const options = addRoleOptions.filter((option) => option.id !== 1);
  if (current === 0 || current === 1) return [roleOption(current), ...options];
  return options;
}

const role = z.nullable(z.number()).check(z.refine((value) => value !== null, roleRequiredMessage));

const personShape = {
  phone: requiredPhone,
  firstName: requiredText,
  lastName: requiredText,
  role,
};

export const unitUserAddSchema = z
  .object({
    email: requiredEmail,
    ...personShape,
    ...newPasswordSchema(strataPasswordMinLength, passwordRequiredMessage).shape,
  })
  .check(confirmationMatches);
export type UnitUserAddValues = z.infer<typeof unitUserAddSchema>;
export const emptyUnitUserAdd: UnitUserAddValues = {
  email: '',
  phone: '',
  firstName: '',
  lastName: '',
  role: null,
  password: '',
  confirmPassword: '',
};

/**
 * Add User linking an existing unit-owner account (one owner of several units): the account by its email or user
 * name, and the user's place in this unit; no password.
 */
export const unitUserLinkSchema = z.object({
  email: requiredText,
  ...personShape,
  password: z.string(),
  confirmPassword: z.string(),
});
export const linkMessages = {
  notFound: 'No account has this email or username.',
  notUnitOwner: 'Only a Strata Unit Owner account can be linked to a unit.',
} as const;

export const unitUserEditSchema = z.object(personShape);
export type UnitUserEditValues = z.infer<typeof unitUserEditSchema>;

export function unitUserEditFrom(user: StrataUnitUser): UnitUserEditValues {
  return {
    phone: user.user.phoneNumber ?? '',
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.strataUnitRole,
  };
}

/** Whether a required field of the edit form (names, phone, role) is empty. */
export function hasBlankField(values: UnitUserEditValues): boolean {
  return (
    values.role === null ||
    [values.phone, values.firstName, values.lastName].some((text) => text.trim() === '')
  );
}

/** The chosen role of a validated form (the schema refuses null). */
export function chosenRole(role: number | null): UnitUserRole {
  if (role === null || role < 0 || role > 5) throw new Error(roleRequiredMessage);
  return role as UnitUserRole;
}
