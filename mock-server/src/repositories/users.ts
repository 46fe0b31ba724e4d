// Accounts (users): how a new one is written wherever one is made (user creation, invitation registration, the seed),
// and the Strata Users tables' list.
import type { components } from '@portal/sdk/types';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client.ts';
import { type RoleName, strataProperties, users } from '../db/schema.ts';
import { type ListColumns, type ListRequest, type SqlRows, sqlList } from '../http/list-query.ts';

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

/**
 * The Strata Users tables (UserWithProperty): the users of some roles, active or archived, each with the building it
 * is the login of; by user name, or the page, sort and search the request asks for (X-Total-Count). Sorted by a
 * column of `users` the page is read from its index (user name: the unique key; email: users_email_idx), and `q`
 * finds user names and emails through their trigram indexes and buildings by name or plan number.
 */
export async function listUsersWithProperty(
  db: Db,
  filter: { roles: RoleName[]; archived: boolean },
  request: ListRequest,
  reply: FastifyReply,
): Promise<UserWithProperty[] | FastifyReply> {
  const join = eq(strataProperties.propertyAdminId, users.id);
  const selectRows: SqlRows<UserWithProperty> = async ({ where, order, limit, offset }) => {
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
      })
      .from(users)
      .leftJoin(strataProperties, join)
      .where(where)
      .orderBy(...order)
      .$dynamic();
    if (limit !== undefined) query.limit(limit).offset(offset ?? 0);
    return query;
  };
  return sqlList(request, reply, userListColumns, {
    where: and(inArray(users.roleName, filter.roles), eq(users.archived, filter.archived)),
    order: [asc(users.normalizedUserName), asc(users.id)],
    rows: selectRows,
    count: async (where) => {
      const [row] = await db.select({ n: count() }).from(users).leftJoin(strataProperties, join).where(where);
      return row?.n ?? 0;
    },
  });
}

type UserWithProperty = components['schemas']['UserWithProperty'];

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
};
