// Strata buildings (StrataProperty) and their agents as the contract has them, and who sees a building.
import type {
  CountryId,
  Province,
  StrataAgent,
  StrataProperty,
  StrataPropertySummary,
} from '@portal/sdk/types';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { currentUnitRoles } from '../auth/owner-rules.ts';
import type { Db } from '../db/client.ts';
import { strataAgents, strataProperties, strataUnits, strataUnitUsers, users } from '../db/schema.ts';

type AgentRow = typeof strataAgents.$inferSelect;

export const agentOut = (row: AgentRow): StrataAgent => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  email: row.email,
  archived: row.archived,
});

/** Non-archived units of the building (the StrataProperty.unitCount). */
const unitCount = sql<number>`(SELECT count(*)::int FROM ${strataUnits}
  WHERE ${strataUnits.strataPropertyId} = ${strataProperties.id} AND ${strataUnits.archived} = false)`;

/** One building as the contract's StrataProperty (agent card, login and unit count), or undefined. */
export async function findStrataProperty(db: Db, id: number): Promise<StrataProperty | undefined> {
  const [row] = await db
    .select({
      property: strataProperties,
      agent: strataAgents,
      login: { id: users.id, userName: users.userName, email: users.email },
      unitCount,
    })
    .from(strataProperties)
    .leftJoin(strataAgents, eq(strataAgents.id, strataProperties.agentId))
    .leftJoin(users, eq(users.id, strataProperties.propertyAdminId))
    .where(eq(strataProperties.id, id))
    .limit(1);
  if (!row) return undefined;
  const p = row.property;
  return {
    id: p.id,
    buildingName: p.buildingName,
    strataPlanNumber: p.strataPlanNumber,
    address: p.address,
    street: p.street,
    city: p.city,
    province: p.province as Province,
    postal: p.postal,
    countryId: p.countryId as CountryId,
    agentId: p.agentId,
    agent: row.agent ? agentOut(row.agent) : null,
    propertyAdminId: p.propertyAdminId,
    propertyAdmin: row.login
      ? { id: row.login.id, userName: row.login.userName, email: row.login.email }
      : null,
    buildingManagerName: p.buildingManagerName,
    buildingManagerPhone: p.buildingManagerPhone,
    unitCount: row.unitCount,
    archived: p.archived,
  };
}

/** The columns of a building list row (StrataPropertySummary); the agent's come from a join on strataAgents. */
export const strataPropertySummaryColumns = {
  id: strataProperties.id,
  buildingName: strataProperties.buildingName,
  address: strataProperties.address,
  strataPlanNumber: strataProperties.strataPlanNumber,
  agentName: strataAgents.name,
  agentPhone: strataAgents.phone,
  archived: strataProperties.archived,
};

/** Building list rows (StrataPropertySummary) matching `where`, sorted by building name. */
export async function strataPropertySummaries(db: Db, where: SQL | undefined) {
  const rows = await db
    .select(strataPropertySummaryColumns)
    .from(strataProperties)
    .leftJoin(strataAgents, eq(strataAgents.id, strataProperties.agentId))
    .where(where)
    .orderBy(sql`lower(${strataProperties.buildingName})`, asc(strataProperties.id));
  return rows satisfies StrataPropertySummary[];
}

/** Whether a unit owner sees the building: it is active and they are a current user of one of its active units. */
export async function unitOwnerSeesBuilding(db: Db, userId: number, buildingId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(strataUnitUsers)
    .innerJoin(strataUnits, eq(strataUnits.id, strataUnitUsers.strataUnitId))
    .innerJoin(strataProperties, eq(strataProperties.id, strataUnits.strataPropertyId))
    .where(
      and(
        eq(strataUnitUsers.userId, userId),
        inArray(strataUnitUsers.strataUnitRole, [...currentUnitRoles]),
        eq(strataUnits.strataPropertyId, buildingId),
        eq(strataUnits.archived, false),
        eq(strataProperties.archived, false),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
