// The password rules of rental spec 5 and strata spec 5, with the spec's messages. The contract's Password schema
// checks the same rules first; these run again in the handlers so the spec's wording reaches the user whatever the
// schema says, and so the stricter strata minimum for a reset applies.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEn from '@zxcvbn-ts/language-en';
import type { RoleName } from '../db/schema.ts';

const strataRoles: readonly RoleName[] = ['Strata Administrator', 'Strata Owner', 'Strata Unit Owner'];

/**
 * Strata accounts need 8 characters wherever a password is chosen: created, changed by an administrator, reset or
 * registered through an invitation (strata spec 5 states 8 for the strata reset; DESIGN applies it to every strata
 * password so one account never has two rules). Rental accounts need 6.
 */
export function minimumPasswordLength(roleName: RoleName): number {
  return strataRoles.includes(roleName) ? 8 : 6;
}

/** Whether the account is on the strata side (its reset link says so, for the page's rule of 8). */
export function isStrataRole(roleName: RoleName): boolean {
  return strataRoles.includes(roleName);
}

/** The spec's message for the first rule the password breaks, or null when it follows them all. */
export function passwordProblem(password: string, minLength = 6): string | null {
  if (password.length < minLength) return `password should be at least ${minLength} characters`;
  if (!/\d/.test(password)) return 'requires number';
  if (!/[a-z]/.test(password)) return 'requires lowercase';
  if (!/[A-Z]/.test(password)) return 'requires uppercase';
  if (!/[^A-Za-z0-9]/.test(password)) return 'requires special character';
  return null;
}

/** The roles that run the company's side of the portal: their passwords guard every client's records. */
const staffRoles: readonly RoleName[] = ['Administrator', 'Super Administrator', 'Strata Administrator'];

export const staffPasswordMinLength = 12;

export const staffPasswordMessages = {
  length: `A staff password needs at least ${staffPasswordMinLength} characters.`,
  weak: 'This password is too easy to guess (it is a common password or close to one). Choose a longer, less predictable one.',
} as const;

let strength: ZxcvbnFactory | undefined;
/** zxcvbn with its common-password and English dictionaries, built on first use (about 30 ms). */
function strengthChecker(): ZxcvbnFactory {
  strength ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: zxcvbnEn.translations,
  });
  return strength;
}

/** The fewest characters a new password of an account of this role may have: 6, 8 for strata, 12 for staff. */
export function newPasswordMinimum(roleName: RoleName): number {
  return staffRoles.includes(roleName) ? staffPasswordMinLength : minimumPasswordLength(roleName);
}

/**
 * The first rule a new password of an account of this role breaks, or null: the spec's rules and messages for every
 * role (8 characters for strata accounts), and for staff accounts (admin, superAdmin, strataAdmin) at least 12
 * characters and a zxcvbn score of 3 or more, with the account's own names and email counted as guessable.
 */
export function accountPasswordProblem(
  password: string,
  roleName: RoleName,
  userInputs: readonly string[] = [],
): string | null {
  const problem = passwordProblem(password, minimumPasswordLength(roleName));
  if (problem || !staffRoles.includes(roleName)) return problem;
  if (password.length < staffPasswordMinLength) return staffPasswordMessages.length;
  const inputs = userInputs
    .flatMap((input) => [input, ...input.split(/[@._\s-]+/)])
    .filter((i) => i.length > 2);
  if (strengthChecker().check(password, inputs).score < 3) return staffPasswordMessages.weak;
  return null;
}
