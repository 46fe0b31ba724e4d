// Accounts (users) as the contract has them: how a new one is written wherever one is made (user creation, invitation
// registration, the seed), how one is found, changed and removed, and the account lists.
import type { User, UserRoleListItem, UserWithProperty } from '@portal/sdk/types';
import { and, asc, count, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { SqlList, SqlRows } from '../db/list.ts';
import { listExtras } from '../db/list-counts.ts';
import type { ListColumns } from '../db/list-sql.ts';
import {
  documents,
  ownerProfiles,
  passwordResetTokens,
  type RoleName,
  strataProperties,
  users,
} from '../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

/** A new account's row: its names with the upper-case forms sign-in and the uniqueness checks look them up by. */
export function newUserValues(account: {
  userName: string;
  email: string;
  passwordHash: string;
  roleName: RoleName;
  phoneNumber?: string | null;
}): typeof users.$inferInsert {
  return {
    userName: account.userName,
    normalizedUserName: account.userName.toUpperCase(),
    email: account.email,
    normalizedEmail: account.email.toUpperCase(),
    passwordHash: account.passwordHash,
    roleName: account.roleName,
    phoneNumber: account.phoneNumber ?? null,
  };
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

export async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * The account with this email or this user name, regardless of case. When one account has the name as its email and
 * another as its user name (the API refuses such a pair, identityTaken; an account kept from before may be one), the
 * email wins (a sign-in, where the user name wins, reads its account in repositories/sign-in-accounts.ts).
 * `only: 'email'` matches emails alone.
 */
export async function findUserByName(
  db: Db,
  name: string,
  { only }: { only?: 'email' } = {},
): Promise<UserRow | undefined> {
  const normalized = name.toUpperCase();
  const [row] = await db
    .select()
    .from(users)
    .where(
      only === 'email'
        ? eq(users.normalizedEmail, normalized)
        : or(eq(users.normalizedEmail, normalized), eq(users.normalizedUserName, normalized)),
    )
    .orderBy(sql`${users.normalizedEmail} = ${normalized} desc`)
    .limit(1);
  return row;
}

/**
 * Whether another account already uses this username or email. Sign-in accepts either, so a new username may not
 * equal another account's email and the reverse: both are compared with every name and email, regardless of case.
 */
export async function identityTaken(
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

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('The new user was not returned');
  return row;
}

/** What a change of account sets: names with their upper-case forms, phone, password hash, archived. */
export interface UserChanges {
  email?: string;
  userName?: string;
  phoneNumber?: string | null;
  passwordHash?: string;
  archived?: boolean;
}

/**
 * Saves the changes; the account as it is now, or undefined when it is gone. A new password makes any reset link
 * sent earlier useless (in the same transaction).
 */
export function updateUser(db: Db, id: number, changes: UserChanges): Promise<UserRow | undefined> {
  const { email, userName, ...rest } = changes;
  const values: Partial<typeof users.$inferInsert> = {
    ...rest,
    ...(email !== undefined && { email, normalizedEmail: email.toUpperCase() }),
    ...(userName !== undefined && { userName, normalizedUserName: userName.toUpperCase() }),
  };
  return db.transaction(async (tx) => {
    const [saved] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
    if (changes.passwordHash !== undefined) {
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, id));
    }
    return saved;
  });
}

/**
 * Deletes the account; the storage keys of the files it took along. The database cascades: unit-user links, reset
 * tokens and an Owner's profile with its owner documents go with the user; a building it was the login of keeps no
 * login. The caller removes the files after the commit.
 */
export function deleteUser(db: Db, id: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const files = await tx
      .select({ path: documents.path })
      .from(documents)
      .innerJoin(ownerProfiles, eq(ownerProfiles.id, documents.ownerId))
      .where(eq(ownerProfiles.userId, id));
    await tx.delete(users).where(eq(users.id, id));
    return files.map((f) => f.path).filter((p): p is string => p !== null);
  });
}

/** Active accounts of the roles (UserRoleListItem), by user name. */
export async function listUsersByRole(db: Db, roles: RoleName[]): Promise<UserRoleListItem[]> {
  const rows = await db
    .select()
    .from(users)
    .where(and(inArray(users.roleName, roles), eq(users.archived, false)))
    .orderBy(asc(users.normalizedUserName), asc(users.id));
  return rows.map((row) => ({
    userID: row.id,
    roleName: row.roleName,
    userEmail: row.email,
    userName: row.userName,
  }));
}

/**
 * The Strata Users tables (UserWithProperty): the users of some roles, active or archived, each with the building it
 * is the login of; by user name unless a list request sorts them otherwise. Sorted by a
 * column of `users` the page is read from its index (user name: the unique key; email: users_email_idx), and `q`
 * finds user names and emails through their trigram indexes and buildings by name or plan number.
 */
export function usersWithPropertyList(
  db: Db,
  filter: { roles: RoleName[]; archived: boolean },
): SqlList<UserWithProperty> {
  const join = eq(strataProperties.propertyAdminId, users.id);
  const selectRows: SqlRows<UserWithProperty> = (page) => {
    const { where, order, limit, offset } = page;
    const query = db
      .select({
        id: users.id,
        userName: users.userName,
        email: users.email,
        role: users.roleName,
        phoneNumber: users.phoneNumber,
        archived: users.archived,
        strataPropertyId: strataProperties.id,
        buildingName: strataProperties.buildingName,
        strataPlanNumber: strataProperties.strataPlanNumber,
        ...listExtras(page),
      })
      .from(users)
      .leftJoin(strataProperties, join)
      .where(where)
      .orderBy(...order)
      .$dynamic();
    if (limit !== undefined) query.limit(limit).offset(offset ?? 0);
    return query;
  };
  return {
    columns: userListColumns,
    where: and(inArray(users.roleName, filter.roles), eq(users.archived, filter.archived)),
    rows: selectRows,
    count: async (where) => {
      const [row] = await db.select({ n: count() }).from(users).leftJoin(strataProperties, join).where(where);
      return row?.n ?? 0;
    },
  };
}

/** The Strata Users tables' columns: Username, Email, Role, Building, Strata Plan #. */
const userListColumns: ListColumns = {
  sort: {
    userName: users.normalizedUserName,
    email: users.email,
    // The role's name, not the enum's declaration order.
    role: sql`${users.roleName}::text`,
    buildingName: strataProperties.buildingName,
    strataPlanNumber: strataProperties.strataPlanNumber,
  },
  search: [users.userName, users.email, strataProperties.buildingName, strataProperties.strataPlanNumber],
  links: [[users.id, strataProperties.propertyAdminId]],
  id: users.id,
  defaultSort: 'userName',
};
