// The `x-owner` rules of the contract (openapi.yaml info.description): does the caller reach this record?
// Each resolver answers with one indexed query. A rule that fails answers 404, never 403, so a caller never learns
// that another person's record exists.
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { OwnerRuleName, SessionRole } from '../contract.ts';
import type { Db } from '../db/client.ts';
import {
  documents,
  listingImages,
  listings,
  ownerProfiles,
  preAuthorizedDebits,
  properties,
  strataDocuments,
  strataMonthlyPayments,
  strataOwners,
  strataProperties,
  strataUnitDocuments,
  strataUnits,
  strataUnitUsers,
  users,
} from '../db/schema.ts';
import { announcementReachable } from '../repositories/announcements.ts';
import { notificationIsOf } from '../repositories/notifications.ts';
import { attachmentVisible, requestVisible } from '../repositories/service-request-access.ts';

export interface Caller {
  id: number;
  role: SessionRole;
}

type Resolver = (db: Db, caller: Caller, value: string) => Promise<boolean>;

/** A record id from a path, query or body value: a positive integer, or null. */
function recordId(value: string): number | null {
  if (!/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2147483647 ? id : null;
}

async function exists(query: Promise<unknown[]>): Promise<boolean> {
  return (await query).length > 0;
}

/** Rental: the owner profiles whose user is the caller (a property may also name a secondary owner). */
const callerOwnsProperty = (caller: Caller) =>
  or(
    sql`${properties.ownerId} IN (SELECT ${ownerProfiles.id} FROM ${ownerProfiles} WHERE ${ownerProfiles.userId} = ${caller.id})`,
    sql`${properties.secondaryOwnerId} IN (SELECT ${ownerProfiles.id} FROM ${ownerProfiles} WHERE ${ownerProfiles.userId} = ${caller.id})`,
  );

// The unit/building id passed below must not be a column of the table the subquery selects from (it would
// compare the subquery's own row with itself): pass the id value, or a column of the outer record's table.

/**
 * The unit-user roles that reach their unit and its building: current primary (0), current secondary (1) and current
 * tenant (3). A past owner (2), a past tenant (4) and a defunct user (5) keep no access: the spec gives them none.
 */
export const currentUnitRoles = [0, 1, 3] as const;
const currentRoles = sql.raw(currentUnitRoles.join(', '));

/**
 * Strata: the condition on a unit id expression for the caller. A unit owner reaches a unit they are a current user
 * of (role 0 only when `primaryOnly`); a building login (propertyAdmin) reaches the units of its own building.
 */
function unitCondition(caller: Caller, unitId: SQL | AnyPgColumn, primaryOnly: boolean): SQL {
  if (caller.role === 'propertyAdmin') {
    return sql`EXISTS (SELECT 1 FROM ${strataUnits} JOIN ${strataProperties} ON ${strataProperties.id} = ${strataUnits.strataPropertyId}
      WHERE ${strataUnits.id} = ${unitId} AND ${strataProperties.propertyAdminId} = ${caller.id})`;
  }
  if (caller.role === 'strataUnitOwner') {
    // An archived unit or building is hidden from its unit users: what reads or writes it answers 404, as its read.
    const roles = primaryOnly ? sql`= 0` : sql`IN (${currentRoles})`;
    return sql`EXISTS (SELECT 1 FROM ${strataUnitUsers}
      JOIN ${strataUnits} ON ${strataUnits.id} = ${strataUnitUsers.strataUnitId}
      JOIN ${strataProperties} ON ${strataProperties.id} = ${strataUnits.strataPropertyId}
      WHERE ${strataUnitUsers.strataUnitId} = ${unitId} AND ${strataUnitUsers.userId} = ${caller.id}
        AND ${strataUnitUsers.strataUnitRole} ${roles}
        AND NOT ${strataUnits.archived} AND NOT ${strataProperties.archived})`;
  }
  return sql`false`;
}

/** Strata: the condition on a building id expression for the caller. */
function buildingCondition(caller: Caller, buildingId: SQL | AnyPgColumn): SQL {
  if (caller.role === 'propertyAdmin') {
    return sql`EXISTS (SELECT 1 FROM ${strataProperties} WHERE ${strataProperties.id} = ${buildingId}
      AND ${strataProperties.propertyAdminId} = ${caller.id})`;
  }
  if (caller.role === 'strataUnitOwner') {
    return sql`EXISTS (SELECT 1 FROM ${strataUnits} JOIN ${strataUnitUsers} ON ${strataUnitUsers.strataUnitId} = ${strataUnits.id}
      JOIN ${strataProperties} ON ${strataProperties.id} = ${strataUnits.strataPropertyId}
      WHERE ${strataUnits.strataPropertyId} = ${buildingId} AND ${strataUnitUsers.userId} = ${caller.id}
        AND ${strataUnitUsers.strataUnitRole} IN (${currentRoles})
        AND NOT ${strataUnits.archived} AND NOT ${strataProperties.archived})`;
  }
  return sql`false`;
}

/** A resolver that looks up one row by id and checks a condition on it. */
function byId(lookup: (db: Db, caller: Caller, id: number) => Promise<unknown[]>): Resolver {
  return (db, caller, value) => {
    const id = recordId(value);
    return id === null ? Promise.resolve(false) : exists(lookup(db, caller, id));
  };
}

const one = { one: sql<number>`1` };

/**
 * The account roles each managing role may change (create, update, archive, restore, delete): an administrator the
 * rental owners' accounts, a strata administrator the strata accounts; superAdmin any (it has no rule).
 */
export const managedRoleNames: Partial<
  Record<SessionRole, readonly (typeof users.roleName.enumValues)[number][]>
> = {
  admin: ['Owner'],
  strataAdmin: ['Strata Administrator', 'Strata Owner', 'Strata Unit Owner'],
};

export const ownerRules: Record<OwnerRuleName, Resolver> = {
  /** An account (by id or email) of a role the caller manages (managedRoleNames). */
  async manageableAccount(db, caller, value) {
    const roles = managedRoleNames[caller.role];
    if (!roles) return false;
    const id = recordId(value);
    const normalized = value.trim().toUpperCase();
    // The spec also addresses users by email or user name (GET /user/{email or user name}).
    const which =
      id !== null
        ? eq(users.id, id)
        : or(eq(users.normalizedEmail, normalized), eq(users.normalizedUserName, normalized));
    return exists(
      db
        .select(one)
        .from(users)
        .where(and(which, inArray(users.roleName, [...roles])))
        .limit(1),
    );
  },

  /** The caller's own account, or one of a role the caller manages. */
  async selfOrManageable(db, caller, value) {
    return (await ownerRules.self(db, caller, value)) || ownerRules.manageableAccount(db, caller, value);
  },

  async self(db, caller, value) {
    const id = recordId(value);
    if (id !== null) return id === caller.id;
    // The spec also addresses users by email or user name (GET /user/{email}, PUT /User/updateEmail?email=…).
    const normalized = value.trim().toUpperCase();
    return exists(
      db
        .select(one)
        .from(users)
        .where(
          and(
            eq(users.id, caller.id),
            or(eq(users.normalizedEmail, normalized), eq(users.normalizedUserName, normalized)),
          ),
        )
        .limit(1),
    );
  },
  ownerProfile: byId((db, caller, id) =>
    db
      .select(one)
      .from(ownerProfiles)
      .where(and(eq(ownerProfiles.id, id), eq(ownerProfiles.userId, caller.id)))
      .limit(1),
  ),
  property: byId((db, caller, id) =>
    db
      .select(one)
      .from(properties)
      .where(and(eq(properties.id, id), callerOwnsProperty(caller)))
      .limit(1),
  ),
  propertyListing: byId((db, caller, id) =>
    db
      .select(one)
      .from(listings)
      .innerJoin(properties, eq(properties.id, listings.propertyId))
      .where(and(eq(listings.id, id), callerOwnsProperty(caller)))
      .limit(1),
  ),
  propertyListingImage: byId((db, caller, id) =>
    db
      .select(one)
      .from(listingImages)
      .innerJoin(listings, eq(listings.id, listingImages.listingId))
      .innerJoin(properties, eq(properties.id, listings.propertyId))
      .where(and(eq(listingImages.id, id), callerOwnsProperty(caller)))
      .limit(1),
  ),
  document: byId((db, caller, id) =>
    db
      .select(one)
      .from(documents)
      .where(
        and(
          eq(documents.id, id),
          or(
            sql`${documents.ownerId} IN (SELECT ${ownerProfiles.id} FROM ${ownerProfiles} WHERE ${ownerProfiles.userId} = ${caller.id})`,
            sql`${documents.propertyId} IN (SELECT ${properties.id} FROM ${properties} WHERE ${callerOwnsProperty(caller)})`,
          ),
        ),
      )
      .limit(1),
  ),
  strataProperty: byId((db, caller, id) =>
    db
      .select(one)
      .from(strataProperties)
      .where(and(eq(strataProperties.id, id), buildingCondition(caller, sql`${id}`)))
      .limit(1),
  ),
  strataDocument: byId((db, caller, id) =>
    db
      .select(one)
      .from(strataDocuments)
      .where(and(eq(strataDocuments.id, id), buildingCondition(caller, strataDocuments.strataPropertyId)))
      .limit(1),
  ),
  strataUnit: byId((db, caller, id) =>
    db
      .select(one)
      .from(strataUnits)
      .where(and(eq(strataUnits.id, id), unitCondition(caller, sql`${id}`, false)))
      .limit(1),
  ),
  strataUnitPrimary: byId((db, caller, id) =>
    db
      .select(one)
      .from(strataUnits)
      .where(and(eq(strataUnits.id, id), unitCondition(caller, sql`${id}`, true)))
      .limit(1),
  ),
  strataUnitDocument: byId((db, caller, id) =>
    db
      .select(one)
      .from(strataUnitDocuments)
      .where(
        and(eq(strataUnitDocuments.id, id), unitCondition(caller, strataUnitDocuments.strataUnitId, true)),
      )
      .limit(1),
  ),
  strataOwner: byId((db, caller, id) =>
    db
      .select(one)
      .from(strataOwners)
      .where(and(eq(strataOwners.id, id), unitCondition(caller, strataOwners.strataUnitId, true)))
      .limit(1),
  ),
  preAuthorizedDebit: byId((db, caller, id) =>
    db
      .select(one)
      .from(preAuthorizedDebits)
      .where(
        and(eq(preAuthorizedDebits.id, id), unitCondition(caller, preAuthorizedDebits.strataUnitId, true)),
      )
      .limit(1),
  ),
  serviceRequest: (db, caller, value) => {
    const id = recordId(value);
    return id === null ? Promise.resolve(false) : requestVisible(db, caller, id);
  },
  notification: (db, caller, value) => {
    const id = recordId(value);
    return id === null ? Promise.resolve(false) : notificationIsOf(db, caller.id, id);
  },
  announcement: (db, caller, value) => {
    const id = recordId(value);
    return id === null ? Promise.resolve(false) : announcementReachable(db, caller, id);
  },
  serviceRequestAttachment: (db, caller, value) => {
    const id = recordId(value);
    return id === null ? Promise.resolve(false) : attachmentVisible(db, caller, id);
  },
  monthlyPayment: byId((db, caller, id) =>
    db
      .select(one)
      .from(strataMonthlyPayments)
      .where(
        and(
          eq(strataMonthlyPayments.id, id),
          unitCondition(caller, strataMonthlyPayments.strataUnitId, true),
        ),
      )
      .limit(1),
  ),
};
