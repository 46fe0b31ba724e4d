// The users linked to strata units (tag: strataUnits): link, change role, unlink, and what a unit user sees.

import type { StrataPropertySummary, StrataUnitMembership, UnitUserRole } from '@portal/sdk/types';
import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { currentUnitRoles } from '../auth/owner-rules.ts';
import type { Db } from '../db/client.ts';
import { strataAgents, strataProperties, strataUnits, strataUnitUsers, users } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import type { SessionUser } from '../http/context.ts';
import { defineHandlers } from '../http/handlers.ts';
import { strataPropertySummaryColumns } from '../repositories/strata-buildings.ts';
import { findUnitRow, findUnitUser } from '../repositories/strata-units.ts';
import { formatPhone, idOf, isUniqueViolation, tidy } from './strata-records.ts';

import { unitMessages, unitNumberCollator } from './strata-units.ts';

/** 409 when the unit already has a primary user (role 0) other than `userId`. */
async function checkPrimaryFree(db: Db, unitId: number, userId: number) {
  const [primary] = await db
    .select({ userId: strataUnitUsers.userId })
    .from(strataUnitUsers)
    .where(
      and(
        eq(strataUnitUsers.strataUnitId, unitId),
        eq(strataUnitUsers.strataUnitRole, 0),
        ne(strataUnitUsers.userId, userId),
      ),
    )
    .limit(1);
  if (primary) throw conflict(unitMessages.primaryTaken, 'strataUnitRole');
}

function rethrowLinkConflict(error: unknown): never {
  if (isUniqueViolation(error, 'strata_unit_users_one_primary')) {
    throw conflict(unitMessages.primaryTaken, 'strataUnitRole');
  }
  if (isUniqueViolation(error)) throw conflict(unitMessages.alreadyLinked);
  throw error;
}

/**
 * The buildings and units of a unit user: both active; for the unit user themselves only those they are a current
 * user of (a past owner or tenant, or a defunct user, keeps none).
 */
const visibleUnitsOf = (userId: number, caller: SessionUser): SQL | undefined =>
  and(
    eq(strataUnitUsers.userId, userId),
    caller.role === 'strataUnitOwner'
      ? inArray(strataUnitUsers.strataUnitRole, [...currentUnitRoles])
      : undefined,
    eq(strataUnits.archived, false),
    eq(strataProperties.archived, false),
  );

async function mustFindUser(db: Db, userId: number) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound(unitMessages.userNotFound);
}

export const handlers = defineHandlers({
  async createStrataUnitUser({ body, db, reply }) {
    const input = body;
    await db
      .transaction(async (tx) => {
        if (!(await findUnitRow(tx, input.strataUnitId))) throw notFound(unitMessages.unitNotFound);
        const [account] = await tx
          .select({ roleName: users.roleName })
          .from(users)
          .where(eq(users.id, input.userId))
          .limit(1);
        if (!account) throw notFound(unitMessages.userNotFound);
        if (account.roleName !== 'Strata Unit Owner')
          throw badRequest(unitMessages.notUnitOwnerAccount, 'userId');
        if (await findUnitUser(tx, input.strataUnitId, input.userId))
          throw conflict(unitMessages.alreadyLinked);
        if (input.strataUnitRole === 0) await checkPrimaryFree(tx, input.strataUnitId, input.userId);
        await tx.insert(strataUnitUsers).values({
          strataUnitId: input.strataUnitId,
          userId: input.userId,
          strataUnitRole: input.strataUnitRole,
          firstName: tidy(input.firstName),
          lastName: tidy(input.lastName),
        });
        if (input.phoneNumber !== undefined) {
          await tx
            .update(users)
            .set({ phoneNumber: formatPhone(input.phoneNumber) })
            .where(eq(users.id, input.userId));
        }
      })
      .catch(rethrowLinkConflict);
    const link = await findUnitUser(db, input.strataUnitId, input.userId);
    if (!link) throw notFound();
    reply.code(201);
    return link;
  },

  async updateStrataUnitUser({ params, body, db }) {
    const unitId = idOf(params.unitId);
    const userId = idOf(params.userId);
    const input = body;
    await db
      .transaction(async (tx) => {
        if (!(await findUnitUser(tx, unitId, userId))) throw notFound(unitMessages.notLinked);
        if (input.strataUnitRole === 0) await checkPrimaryFree(tx, unitId, userId);
        await tx
          .update(strataUnitUsers)
          .set({
            strataUnitRole: input.strataUnitRole,
            firstName: tidy(input.firstName),
            lastName: tidy(input.lastName),
          })
          .where(and(eq(strataUnitUsers.strataUnitId, unitId), eq(strataUnitUsers.userId, userId)));
        if (input.phoneNumber !== undefined) {
          await tx
            .update(users)
            .set({ phoneNumber: formatPhone(input.phoneNumber) })
            .where(eq(users.id, userId));
        }
      })
      .catch(rethrowLinkConflict);
    const link = await findUnitUser(db, unitId, userId);
    if (!link) throw notFound(unitMessages.notLinked);
    return link;
  },

  async deleteStrataUnitUser({ body, db }) {
    const input = body;
    const deleted = await db
      .delete(strataUnitUsers)
      .where(
        and(eq(strataUnitUsers.strataUnitId, input.strataUnitId), eq(strataUnitUsers.userId, input.userId)),
      )
      .returning({ userId: strataUnitUsers.userId });
    if (deleted.length === 0) throw notFound(unitMessages.notLinked);
  },

  async listStrataPropertiesOfUnitUser({ params, db, user }) {
    const userId = idOf(params.userId);
    await mustFindUser(db, userId);
    const rows = await db
      .selectDistinct(strataPropertySummaryColumns)
      .from(strataUnitUsers)
      .innerJoin(strataUnits, eq(strataUnits.id, strataUnitUsers.strataUnitId))
      .innerJoin(strataProperties, eq(strataProperties.id, strataUnits.strataPropertyId))
      .leftJoin(strataAgents, eq(strataAgents.id, strataProperties.agentId))
      .where(visibleUnitsOf(userId, user));
    return rows.sort(
      (a, b) => unitNumberCollator.compare(a.buildingName, b.buildingName) || a.id - b.id,
    ) satisfies StrataPropertySummary[];
  },

  async listStrataUnitsOfUnitUser({ params, db, user }) {
    const userId = idOf(params.userId);
    await mustFindUser(db, userId);
    const rows = await db
      .select({
        strataUnitId: strataUnits.id,
        unitNumber: strataUnits.unitNumber,
        unitLocation: strataUnits.unitLocation,
        lotNumber: strataUnits.lotNumber,
        strataPropertyId: strataUnits.strataPropertyId,
        buildingName: strataProperties.buildingName,
        strataUnitRole: strataUnitUsers.strataUnitRole,
      })
      .from(strataUnitUsers)
      .innerJoin(strataUnits, eq(strataUnits.id, strataUnitUsers.strataUnitId))
      .innerJoin(strataProperties, eq(strataProperties.id, strataUnits.strataPropertyId))
      .where(visibleUnitsOf(userId, user));
    return rows
      .sort(
        (a, b) =>
          unitNumberCollator.compare(a.buildingName, b.buildingName) ||
          a.strataPropertyId - b.strataPropertyId ||
          unitNumberCollator.compare(a.unitNumber, b.unitNumber),
      )
      .map(
        (row): StrataUnitMembership => ({
          ...row,
          strataUnitRole: row.strataUnitRole as UnitUserRole,
        }),
      );
  },
});
