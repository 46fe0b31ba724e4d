// The owners that stand on units today (current or pending), read for the owner import's plan.
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { strataOwners } from '../db/schema.ts';

export type StandingOwner = typeof strataOwners.$inferSelect;

/** The current and pending owners of the given units, oldest first, in one query. */
export async function standingOwnersOfUnits(db: Db, unitIds: readonly number[]): Promise<StandingOwner[]> {
  if (unitIds.length === 0) return [];
  return db
    .select()
    .from(strataOwners)
    .where(
      and(
        inArray(strataOwners.strataUnitId, [...new Set(unitIds)]),
        or(eq(strataOwners.pending, true), eq(strataOwners.isCurrent, true)),
      ),
    )
    .orderBy(strataOwners.id);
}
