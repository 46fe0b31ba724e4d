// User accounts and logins (tag: users). Who may manage which accounts: admin only Owner accounts, strataAdmin only
// the strata roles, superAdmin any (403 otherwise); the contract's x-roles have already let the caller in.

import * as shared from '@portal/sdk/messages';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/client.ts';
import { pgErrorCode } from '../db/errors.ts';
import type { RoleName } from '../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import type { SessionUser } from '../http/context.ts';
import { defineHandlers } from '../http/handlers.ts';
import { answerList } from '../http/list-response.ts';
import { trimSpace } from '../http/validation.ts';
import {
  deleteUser,
  findUser,
  findUserByName,
  identityTaken,
  insertUser,
  listUsersByRole,
  newUserValues,
  toUser,
  type UserChanges,
  type UserRow,
  updateUser,
  usersWithPropertyList,
} from '../repositories/users.ts';
import { type ArchivableRecords, setArchived } from './archiving.ts';
import { accountPasswordProblem } from './password-rules.ts';

export const userMessages = {
  createConflict: shared.userMessages.createConflict,
  emailConflict: shared.userMessages.emailConflict,
  userNameConflict: 'Unable to update user. The username may be already in use',
  updateRules: shared.userMessages.updateRules,
  archiveSelf: 'You cannot archive your own account.',
  deleteSelf: 'You cannot delete your own account.',
  deleteActive: 'Only archived users can be deleted.',
  notFound: 'The user was not found.',
} as const;

const strataRoleNames: readonly RoleName[] = ['Strata Administrator', 'Strata Owner', 'Strata Unit Owner'];

/** Whether the caller may create, change, archive or delete accounts of this role. */
export function mayManageRole(caller: SessionUser, roleName: RoleName): boolean {
  switch (caller.role) {
    case 'superAdmin':
      return true;
    case 'admin':
      return roleName === 'Owner';
    case 'strataAdmin':
      return strataRoleNames.includes(roleName);
    default:
      return false;
  }
}

function assertMayManage(caller: SessionUser, roleName: RoleName): void {
  if (!mayManageRole(caller, roleName)) throw forbidden(`Your role may not manage ${roleName} accounts.`);
}

/** A record id from a path or query value, or null when it cannot be one (so a lookup answers 404, not 400). */
function asRecordId(value: unknown): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id >= 1 && id <= 2147483647 ? id : null;
}

async function requireUser(db: Db, value: unknown): Promise<UserRow> {
  const id = asRecordId(value);
  const row = id === null ? undefined : await findUser(db, id);
  if (!row) throw notFound(userMessages.notFound);
  return row;
}

/** Accounts as the caller archives and restores them: only the roles they manage, never their own. */
const userRecords = (db: Db, caller: SessionUser): ArchivableRecords<UserRow> => ({
  find: (id) => findUser(db, id),
  missing: userMessages.notFound,
  check(row, archived) {
    assertMayManage(caller, row.roleName);
    if (archived && row.id === caller.id) throw conflict(userMessages.archiveSelf);
  },
  // Archiving ends the account's sessions (a trigger of the sessions table).
  save: (id, archived) => saveUser(db, id, { archived }, userMessages.emailConflict),
});

function isUniqueViolation(error: unknown): boolean {
  return pgErrorCode(error) === '23505';
}

/** Saves changes to an account; 409 with `conflictMessage` when another account took the name or email meanwhile. */
async function saveUser(db: Db, id: number, changes: UserChanges, conflictMessage: string) {
  try {
    const updated = await updateUser(db, id, changes);
    if (!updated) throw notFound(userMessages.notFound);
    return toUser(updated);
  } catch (error) {
    // Two requests for the same name at once: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(conflictMessage);
    throw error;
  }
}

/** The roles a list asks for (the contract's `x-allowed` has already refused a role the caller may not list). */
function listedRoles(rolesList: unknown): RoleName[] {
  return (Array.isArray(rolesList) ? rolesList : [rolesList]) as RoleName[];
}

export const handlers = defineHandlers({
  createUser: {
    // Hashed before the write's transaction opens (HandlerSpec's prepare): a refused password or a taken name then
    // costs a hash, and no transaction waits for one.
    prepare: ({ body }) => hashPassword(body.password),
    handler: async ({ query, body, db, user, reply, prepared }) => {
      const q = query;
      const input = body;
      // The strata New User screen offers "Administrator": on the strata side that is a Strata Administrator.
      const onStrata = input.portal === 'strata' || (input.portal === undefined && user.portal === 'strata');
      const roleName: RoleName = q.role === 'Administrator' && onStrata ? 'Strata Administrator' : q.role;
      assertMayManage(user, roleName);
      const email = trimSpace(input.email);
      const userName = (q.userName ?? input.userName ?? email).trim();
      const problem = accountPasswordProblem(input.password, roleName, [userName, email]);
      if (problem) throw badRequest(problem, 'password');
      if (await identityTaken(db, { userName, email })) throw conflict(userMessages.createConflict);
      const passwordHash = typeof prepared === 'string' ? prepared : await hashPassword(input.password);
      try {
        const row = await insertUser(
          db,
          newUserValues({ userName, email, passwordHash, roleName, phoneNumber: input.phoneNumber }),
        );
        reply.code(201);
        return toUser(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(userMessages.createConflict);
        throw error;
      }
    },
  },

  async updateUserEmail({ query, db, user }) {
    const row = await findUserByName(db, query.email.trim(), { only: 'email' });
    if (!row) throw notFound('No account has that email.');
    assertMayManage(user, row.roleName);
    const email = query.emailToUpdate.trim();
    if (await identityTaken(db, { email }, row.id)) throw conflict(userMessages.emailConflict);
    return saveUser(db, row.id, { email }, userMessages.emailConflict);
  },

  async listUsersByRole({ query, db }) {
    return listUsersByRole(db, listedRoles(query.rolesList));
  },

  async getUser({ params, db }) {
    const key = String(params.id).trim();
    let row: UserRow | undefined;
    if (/^\d+$/.test(key)) {
      const id = asRecordId(key);
      row = id === null ? undefined : await findUser(db, id);
    } else {
      // By email first, then by user name (an email is unique among emails, a user name among user names).
      row = await findUserByName(db, key);
    }
    if (!row) throw notFound(userMessages.notFound);
    return toUser(row);
  },

  async updateUser({ params, body, db, user }) {
    const row = await requireUser(db, params.id);
    assertMayManage(user, row.roleName);
    const input = body;
    const email = input.email?.trim();
    if (email === '') throw badRequest(userMessages.updateRules, 'email');
    // The rule the password breaks, by name ("password should be at least 8 characters" for a strata login).
    const problem =
      input.password === undefined
        ? null
        : accountPasswordProblem(input.password, row.roleName, [row.userName, row.email]);
    if (problem) throw badRequest(problem, 'password');
    const userName = input.userName?.trim();
    if (await identityTaken(db, { userName, email }, row.id)) throw conflict(userMessages.emailConflict);
    const changes: UserChanges = { email, userName };
    if (input.phoneNumber !== undefined) changes.phoneNumber = input.phoneNumber;
    if (input.password !== undefined) changes.passwordHash = await hashPassword(input.password);
    return saveUser(db, row.id, changes, userMessages.emailConflict);
  },

  async updateUsername({ query, db, user }) {
    const row = await requireUser(db, query.id);
    assertMayManage(user, row.roleName);
    const userName = query.userName.trim();
    if (await identityTaken(db, { userName }, row.id)) throw conflict(userMessages.userNameConflict);
    return saveUser(db, row.id, { userName }, userMessages.userNameConflict);
  },

  async archiveUser({ params, db, user }) {
    return toUser(await setArchived(userRecords(db, user), params.id, true));
  },

  async restoreUser({ params, db, user }) {
    return toUser(await setArchived(userRecords(db, user), params.id, false));
  },

  async deleteUser({ params, db, storage, user }) {
    const row = await requireUser(db, params.id);
    assertMayManage(user, row.roleName);
    if (row.id === user.id) throw conflict(userMessages.deleteSelf);
    if (!row.archived) throw conflict(userMessages.deleteActive);
    const fileKeys = await deleteUser(db, row.id);
    await Promise.all(fileKeys.map((key) => storage.delete(key)));
    return { message: 'User deleted.' };
  },

  async listUsersWithProperty({ query, db, reply }) {
    const filter = { roles: listedRoles(query.rolesList), archived: false };
    return answerList(reply, query, usersWithPropertyList(db, filter));
  },

  async listArchivedUsersWithProperty({ query, db, reply }) {
    const filter = { roles: listedRoles(query.rolesList), archived: true };
    return answerList(reply, query, usersWithPropertyList(db, filter));
  },
});
