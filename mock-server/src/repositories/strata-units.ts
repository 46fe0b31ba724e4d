// Strata units (StrataUnit) with their users, owners and payments as the contract has them.
import type { StrataUnit, StrataUnitUser, UnitUserRole } from '@portal/sdk/types';
import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  preAuthorizedDebits,
  strataMonthlyPayments,
  strataOwners,
  strataProperties,
  strataUnits,
  strataUnitUsers,
  users,
} from '../db/schema.ts';
import { strataPropertySummaries } from './strata-buildings.ts';
import { ownerOut } from './strata-owners.ts';
import { activePadOfOwner, toMonthlyPayment } from './strata-payments.ts';

/**
 * The order of StrataUnit.strataOwners: the current owner first, then pending owners, then former ones, each group
 * newest first.
 */
export const ownerOrder = [
  sql`CASE WHEN ${strataOwners.isCurrent} THEN 0 WHEN ${strataOwners.pending} THEN 1 ELSE 2 END`,
  desc(strataOwners.createdAt),
  desc(strataOwners.id),
];

/** The columns of a unit user link with its account (StrataUnitUser). */
export const unitUserColumns = {
  userId: strataUnitUsers.userId,
  strataUnitId: strataUnitUsers.strataUnitId,
  strataUnitRole: strataUnitUsers.strataUnitRole,
  firstName: strataUnitUsers.firstName,
  lastName: strataUnitUsers.lastName,
  user: { id: users.id, userName: users.userName, email: users.email, phoneNumber: users.phoneNumber },
};

type UnitUserRow = {
  userId: number;
  strataUnitId: number;
  strataUnitRole: number;
  firstName: string;
  lastName: string;
  user: { id: number; userName: string; email: string; phoneNumber: string | null };
};

export const unitUserOut = (row: UnitUserRow): StrataUnitUser => ({
  ...row,
  strataUnitRole: row.strataUnitRole as UnitUserRole,
});

/** One unit user link with its account, or undefined. */
export async function findUnitUser(db: Db, unitId: number, userId: number) {
  const [row] = await db
    .select(unitUserColumns)
    .from(strataUnitUsers)
    .innerJoin(users, eq(users.id, strataUnitUsers.userId))
    .where(and(eq(strataUnitUsers.strataUnitId, unitId), eq(strataUnitUsers.userId, userId)))
    .limit(1);
  return row ? unitUserOut(row) : undefined;
}

/** The fields of a unit row that StrataUnit and StrataUnitSummary share. */
export function unitFields(unit: typeof strataUnits.$inferSelect) {
  const { id, unitNumber, unitLocation, lotNumber, strataPropertyId } = unit;
  return { id, unitNumber, unitLocation, lotNumber, strataPropertyId };
}

/**
 * One unit as the contract's StrataUnit, or undefined. `full` false leaves out what only admins and the unit's
 * primary user see: the owner records (names on title, mailing addresses, emails, phones, pending owners, bank
 * details), the payments, and in the users list every email and phone but the viewer's own.
 */
export async function findStrataUnit(
  db: Db,
  id: number,
  { full, viewer, timeZone }: { full: boolean; viewer?: number; timeZone: string },
): Promise<StrataUnit | undefined> {
  const [unit] = await db.select().from(strataUnits).where(eq(strataUnits.id, id)).limit(1);
  if (!unit) return undefined;
  const [[building], unitUsers, owners, payments] = await Promise.all([
    strataPropertySummaries(db, eq(strataProperties.id, unit.strataPropertyId)),
    db
      .select(unitUserColumns)
      .from(strataUnitUsers)
      .innerJoin(users, eq(users.id, strataUnitUsers.userId))
      .where(eq(strataUnitUsers.strataUnitId, id))
      .orderBy(
        asc(strataUnitUsers.strataUnitRole),
        sql`lower(${strataUnitUsers.lastName})`,
        sql`lower(${strataUnitUsers.firstName})`,
        asc(strataUnitUsers.userId),
      ),
    full
      ? db
          .select({ owner: strataOwners, pad: preAuthorizedDebits })
          .from(strataOwners)
          .leftJoin(preAuthorizedDebits, activePadOfOwner)
          .where(eq(strataOwners.strataUnitId, id))
          .orderBy(...ownerOrder)
      : Promise.resolve([]),
    full
      ? db
          .select()
          .from(strataMonthlyPayments)
          .where(eq(strataMonthlyPayments.strataUnitId, id))
          .orderBy(
            asc(strataMonthlyPayments.archived),
            desc(strataMonthlyPayments.createdAt),
            desc(strataMonthlyPayments.id),
          )
      : Promise.resolve([]),
  ]);
  if (!building) return undefined;
  const paymentsOut = payments.map(toMonthlyPayment);
  return {
    ...unitFields(unit),
    strataProperty: building,
    strataUnitUsers: unitUsers
      .map(unitUserOut)
      .map((row) =>
        full || row.userId === viewer
          ? row
          : { ...row, user: { ...row.user, email: null, phoneNumber: null } },
      ),
    strataOwners: owners.map((o) => ownerOut(o.owner, o.pad, timeZone)),
    currentMonthlyPayment: paymentsOut.find((p) => !p.archived) ?? null,
    strataMonthlyPayments: paymentsOut,
    archived: unit.archived,
  };
}

/** A unit's row, or undefined. */
export async function findUnitRow(db: Db, id: number) {
  const [row] = await db.select().from(strataUnits).where(eq(strataUnits.id, id)).limit(1);
  return row;
}

/** A unit with its building's facts invitations and owner addresses need. */
export async function findUnitWithBuilding(db: Db, id: number) {
  const [row] = await db
    .select({
      ...getTableColumns(strataUnits),
      buildingName: strataProperties.buildingName,
      strataPlanNumber: strataProperties.strataPlanNumber,
      street: strataProperties.street,
      city: strataProperties.city,
      province: strataProperties.province,
      postal: strataProperties.postal,
      buildingArchived: strataProperties.archived,
    })
    .from(strataUnits)
    .innerJoin(strataProperties, eq(strataProperties.id, strataUnits.strataPropertyId))
    .where(eq(strataUnits.id, id))
    .limit(1);
  return row;
}
