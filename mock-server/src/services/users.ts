// User accounts and logins (tag: users). Who may manage which accounts: admin only Owner accounts, strataAdmin only
// the strata roles, superAdmin any (403 otherwise); the contract's x-roles have already let the caller in.

import * as shared from '@portal/sdk/messages';
import type { components } from '@portal/sdk/types';
import { and, asc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/client.ts';
import { documents, ownerProfiles, passwordResetTokens, type RoleName, users } from '../db/schema.ts';
import type { SessionUser } from '../http/context.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { defineHandlers } from '../http/handlers.ts';
import { listRequest } from '../http/list-query.ts';
import { trimSpace } from '../http/validation.ts';
import { pgErrorCode } from '../plugins/errors.ts';
import { listUsersWithProperty, newUserValues } from '../repositories/users.ts';
import { minimumPasswordLength, passwordProblem } from './password-rules.ts';

type User = components['schemas']['User'];
type UserRow = typeof users.$inferSelect;

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

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    userName: row.userName,
    email: row.email,
    normalizedUserName: row.normalizedUserName,
    normalizedEmail: row.normalizedEmail,
    role: row.roleName,
    phoneNumber: row.phoneNumber ?? null,
    archived: row.archived,
  };
}

/** A record id from a path or query value, or null when it cannot be one (so a lookup answers 404, not 400). */
function asRecordId(value: unknown): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id >= 1 && id <= 2147483647 ? id : null;
}

export async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

async function requireUser(db: Db, value: unknown): Promise<UserRow> {
  const id = asRecordId(value);
  const row = id === null ? undefined : await findUser(db, id);
  if (!row) throw notFound(userMessages.notFound);
  return row;
}

/**
 * Whether another account already uses this username or email. Sign-in accepts either, so a new username may not
 * equal another account's email and the reverse: both are compared with every name and email, regardless of case.
 */
async function identityTaken(
  db: Db,
  identity: { userName?: string; email?: string },
  exceptUserId?: number,
): Promise<boolean> {
  const keys = [identity.userName, identity.email]
    .filter((v): v is string => typeof v === 'string')
    .map((v) => v.toUpperCase());
  if (keys.length === 0) return false;
  const conditions: SQL[] = [
    or(inArray(users.normalizedUserName, keys), inArray(users.normalizedEmail, keys)) as SQL,
  ];
  if (exceptUserId !== undefined) conditions.push(ne(users.id, exceptUserId));
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

function isUniqueViolation(error: unknown): boolean {
  return pgErrorCode(error) === '23505';
}

/** The roles a list asks for (the contract's `x-allowed` has already refused a role the caller may not list). */
function listedRoles(rolesList: unknown): RoleName[] {
  return (Array.isArray(rolesList) ? rolesList : [rolesList]) as RoleName[];
}

export const handlers = defineHandlers({
  async createUser({ query, body, db, user, reply }) {
    const q = query;
    const input = body;
    // The strata New User screen offers "Administrator": on the strata side that is a Strata Administrator.
    const onStrata = input.portal === 'strata' || (input.portal === undefined && user.portal === 'strata');
    const roleName: RoleName = q.role === 'Administrator' && onStrata ? 'Strata Administrator' : q.role;
    assertMayManage(user, roleName);
    const problem = passwordProblem(input.password, minimumPasswordLength(roleName));
    if (problem) throw badRequest(problem, 'password');
    const email = trimSpace(input.email);
    const userName = (q.userName ?? input.userName ?? email).trim();
    if (await identityTaken(db, { userName, email })) throw conflict(userMessages.createConflict);
    const passwordHash = await hashPassword(input.password);
    try {
      const [row] = await db
        .insert(users)
        .values(newUserValues({ userName, email, passwordHash, roleName, phoneNumber: input.phoneNumber }))
        .returning();
      if (!row) throw new Error('The new user was not returned');
      reply.code(201);
      return toUser(row);
    } catch (error) {
      // Two requests for the same name at once: the unique index decides.
      if (isUniqueViolation(error)) throw conflict(userMessages.createConflict);
      throw error;
    }
  },

  async updateUserEmail({ query, db, user }) {
    const q = query;
    const [row] = await db
      .select()
      .from(users)
      .where(eq(users.normalizedEmail, q.email.trim().toUpperCase()))
      .limit(1);
    if (!row) throw notFound('No account has that email.');
    assertMayManage(user, row.roleName);
    const email = q.emailToUpdate.trim();
    if (await identityTaken(db, { email }, row.id)) throw conflict(userMessages.emailConflict);
    try {
      const [updated] = await db
        .update(users)
        .set({ email, normalizedEmail: email.toUpperCase() })
        .where(eq(users.id, row.id))
        .returning();
      if (!updated) throw notFound(userMessages.notFound);
      return toUser(updated);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(userMessages.emailConflict);
      throw error;
    }
  },

  async listUsersByRole({ query, db, user }) {
    const roles = listedRoles(query.rolesList);
    const rows = await db
      .select()
      .from(users)
      .where(and(inArray(users.roleName, roles), eq(users.archived, false)))
      .orderBy(asc(users.normalizedUserName), asc(users.id));
    return rows.map((row): components['schemas']['UserRoleListItem'] => ({
      userID: row.id,
      roleName: row.roleName,
      userEmail: row.email,
      userName: row.userName,
    }));
  },

  async getUser({ params, db }) {
    const key = String(params.id).trim();
    let row: UserRow | undefined;
    if (/^\d+$/.test(key)) {
      const id = asRecordId(key);
      row = id === null ? undefined : await findUser(db, id);
    } else {
      // By email first, then by user name (an email is unique among emails, a user name among user names).
      const normalized = key.toUpperCase();
      [row] = await db
        .select()
        .from(users)
        .where(or(eq(users.normalizedEmail, normalized), eq(users.normalizedUserName, normalized)))
        .orderBy(sql`${users.normalizedEmail} = ${normalized} desc`)
        .limit(1);
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
        : passwordProblem(input.password, minimumPasswordLength(row.roleName));
    if (problem) throw badRequest(problem, 'password');
    const userName = input.userName?.trim();
    if (await identityTaken(db, { userName, email }, row.id)) throw conflict(userMessages.emailConflict);
    const changes: Partial<typeof users.$inferInsert> = {};
    if (email !== undefined) Object.assign(changes, { email, normalizedEmail: email.toUpperCase() });
    if (userName !== undefined)
      Object.assign(changes, { userName, normalizedUserName: userName.toUpperCase() });
    if (input.phoneNumber !== undefined) changes.phoneNumber = input.phoneNumber;
    if (input.password !== undefined) changes.passwordHash = await hashPassword(input.password);
    try {
      const updated = await db.transaction(async (tx) => {
        const [saved] = await tx.update(users).set(changes).where(eq(users.id, row.id)).returning();
        // A new password makes any reset link sent earlier useless.
        if (input.password !== undefined) {
          await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, row.id));
        }
        return saved;
      });
      if (!updated) throw notFound(userMessages.notFound);
      return toUser(updated);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(userMessages.emailConflict);
      throw error;
    }
  },

  async updateUsername({ query, db, user }) {
    const q = query;
    const row = await requireUser(db, q.id);
    assertMayManage(user, row.roleName);
    const userName = q.userName.trim();
    if (await identityTaken(db, { userName }, row.id)) throw conflict(userMessages.userNameConflict);
    try {
      const [updated] = await db
        .update(users)
        .set({ userName, normalizedUserName: userName.toUpperCase() })
        .where(eq(users.id, row.id))
        .returning();
      if (!updated) throw notFound(userMessages.notFound);
      return toUser(updated);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(userMessages.userNameConflict);
      throw error;
    }
  },

  async archiveUser({ params, db, user }) {
    const row = await requireUser(db, params.id);
    assertMayManage(user, row.roleName);
    if (row.id === user.id) throw conflict(userMessages.archiveSelf);
    if (row.archived) return toUser(row);
    const [updated] = await db.update(users).set({ archived: true }).where(eq(users.id, row.id)).returning();
    if (!updated) throw notFound(userMessages.notFound);
    return toUser(updated);
  },

  async restoreUser({ params, db, user }) {
    const row = await requireUser(db, params.id);
    assertMayManage(user, row.roleName);
    if (!row.archived) return toUser(row);
    const [updated] = await db.update(users).set({ archived: false }).where(eq(users.id, row.id)).returning();
    if (!updated) throw notFound(userMessages.notFound);
    return toUser(updated);
  },

  async deleteUser({ params, db, storage, user }) {
    const row = await requireUser(db, params.id);
    assertMayManage(user, row.roleName);
    if (row.id === user.id) throw conflict(userMessages.deleteSelf);
    if (!row.archived) throw conflict(userMessages.deleteActive);
    // The database cascades: unit-user links, reset tokens and an Owner's profile with its owner documents go with
    // the user; a building it was the login of keeps no login. The owner documents' files are removed after commit.
    const fileKeys = await db.transaction(async (tx) => {
      const files = await tx
        .select({ path: documents.path })
        .from(documents)
        .innerJoin(ownerProfiles, eq(ownerProfiles.id, documents.ownerId))
        .where(eq(ownerProfiles.userId, row.id));
      await tx.delete(users).where(eq(users.id, row.id));
      return files.map((f) => f.path).filter((p): p is string => p !== null);
    });
    await Promise.all(fileKeys.map((key) => storage.delete(key)));
    return { message: 'User deleted.' };
  },

  async listUsersWithProperty({ query, db, reply }) {
    const filter = { roles: listedRoles(query.rolesList), archived: false };
    return listUsersWithProperty(db, filter, listRequest(query), reply);
  },

  async listArchivedUsersWithProperty({ query, db, reply }) {
    const filter = { roles: listedRoles(query.rolesList), archived: true };
    return listUsersWithProperty(db, filter, listRequest(query), reply);
  },
});
