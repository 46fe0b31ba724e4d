// Who reaches which service requests, as SQL on the service_requests table: the `serviceRequest` and
// `serviceRequestAttachment` rules of the contract, the lists' scope, and where a caller may ask for something.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { SessionRole } from '../contract.ts';
import type { Db } from '../db/client.ts';
import {
  ownerProfiles,
  properties,
  serviceRequestAttachments,
  serviceRequests,
  strataProperties,
  strataUnits,
  strataUnitUsers,
} from '../db/schema.ts';

export interface RequestCaller {
  id: number;
  role: SessionRole;
}

/** Unit-user roles that still reach a unit: primary (0), secondary (1) and tenant (3). */
export const currentUnitRoles = sql`(0, 1, 3)`;

const unitsOf = (userId: number) =>
  sql`(SELECT ${strataUnitUsers.strataUnitId} FROM ${strataUnitUsers}
    WHERE ${strataUnitUsers.userId} = ${userId} AND ${strataUnitUsers.strataUnitRole} IN ${currentUnitRoles})`;

const buildingsLivedInBy = (userId: number) =>
  sql`(SELECT ${strataUnits.strataPropertyId} FROM ${strataUnits} JOIN ${strataUnitUsers}
    ON ${strataUnitUsers.strataUnitId} = ${strataUnits.id}
    WHERE ${strataUnitUsers.userId} = ${userId} AND ${strataUnitUsers.strataUnitRole} IN ${currentUnitRoles})`;

const buildingsLoggedInBy = (userId: number) =>
  sql`(SELECT ${strataProperties.id} FROM ${strataProperties} WHERE ${strataProperties.propertyAdminId} = ${userId})`;

const propertiesOwnedBy = (userId: number) =>
  sql`(SELECT ${properties.id} FROM ${properties} WHERE ${properties.ownerId} IN
    (SELECT ${ownerProfiles.id} FROM ${ownerProfiles} WHERE ${ownerProfiles.userId} = ${userId})
    OR ${properties.secondaryOwnerId} IN
    (SELECT ${ownerProfiles.id} FROM ${ownerProfiles} WHERE ${ownerProfiles.userId} = ${userId}))`;

/**
 * The requests the caller sees (undefined: every one): superAdmin all, strataAdmin the strata side, admin the rental
 * side, an owner their properties', a building login its building's, a unit user their current units' and the common
 * property's of those units' buildings.
 */
export function visibleRequests(caller: RequestCaller): SQL | undefined {
  const r = serviceRequests;
  switch (caller.role) {
    case 'superAdmin':
      return undefined;
    case 'strataAdmin':
      return sql`${r.side} = 'strata'`;
    case 'admin':
      return sql`${r.side} = 'rental'`;
    case 'owner':
      return sql`${r.propertyId} IN ${propertiesOwnedBy(caller.id)}`;
    case 'propertyAdmin':
      return sql`${r.strataPropertyId} IN ${buildingsLoggedInBy(caller.id)}`;
    case 'strataUnitOwner':
      return sql`(${r.strataUnitId} IN ${unitsOf(caller.id)}
        OR (${r.commonArea} AND ${r.strataPropertyId} IN ${buildingsLivedInBy(caller.id)}))`;
    default:
      return sql`false`;
  }
}

export async function requestVisible(db: Db, caller: RequestCaller, id: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(serviceRequests)
    .where(and(eq(serviceRequests.id, id), visibleRequests(caller)))
    .limit(1);
  return rows.length > 0;
}

export async function attachmentVisible(db: Db, caller: RequestCaller, id: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(serviceRequestAttachments)
    .innerJoin(serviceRequests, eq(serviceRequests.id, serviceRequestAttachments.serviceRequestId))
    .where(and(eq(serviceRequestAttachments.id, id), visibleRequests(caller)))
    .limit(1);
  return rows.length > 0;
}

/** Where a request is: one of the three places, with the words people use for it. */
export interface RequestPlace {
  side: 'strata' | 'rental';
  commonArea: boolean;
  strataPropertyId: number | null;
  strataUnitId: number | null;
  propertyId: number | null;
  placeName: string;
}

/** A place on the strata side: a unit, or (without one) the building's common property. */
export function strataPlace(
  strataPropertyId: number,
  strataUnitId: number | null,
  placeName: string,
): RequestPlace {
  return {
    side: 'strata',
    commonArea: strataUnitId === null,
    strataPropertyId,
    strataUnitId,
    propertyId: null,
    placeName,
  };
}

/** A rental property as a request's place. */
export function rentalPlace(propertyId: number, placeName: string): RequestPlace {
  return {
    side: 'rental',
    commonArea: false,
    strataPropertyId: null,
    strataUnitId: null,
    propertyId,
    placeName,
  };
}

export type PlaceInput =
  | { kind: 'unit'; id: number }
  | { kind: 'building'; id: number }
  | { kind: 'property'; id: number };

/**
 * Who may ask for something at a strata unit or building: the strata staff, the building's property administrator,
 * and the unit owners `ownersReach` lets in.
 */
function strataReach(callerId: number, ownersReach: SQL): Partial<Record<SessionRole, SQL>> {
  return {
    strataAdmin: sql`true`,
    superAdmin: sql`true`,
    propertyAdmin: sql`${strataProperties.propertyAdminId} = ${callerId}`,
    strataUnitOwner: ownersReach,
  };
}

/** The place, when it exists and is not archived, and the caller may ask for something there; else undefined. */
export async function reachablePlace(
  db: Db,
  caller: RequestCaller,
  place: PlaceInput,
): Promise<RequestPlace | undefined> {
  const { id, role } = caller;
  if (place.kind === 'unit') {
    const reach = strataReach(id, sql`${strataUnits.id} IN ${unitsOf(id)}`);
    const [row] = await db
      .select({
        buildingId: strataProperties.id,
        buildingName: strataProperties.buildingName,
        unit: strataUnits.unitNumber,
      })
      .from(strataUnits)
      .innerJoin(strataProperties, eq(strataProperties.id, strataUnits.strataPropertyId))
      .where(
        and(
          eq(strataUnits.id, place.id),
          eq(strataUnits.archived, false),
          eq(strataProperties.archived, false),
          reach[role] ?? sql`false`,
        ),
      )
      .limit(1);
    return row && strataPlace(row.buildingId, place.id, `${row.buildingName}, unit ${row.unit}`);
  }
  if (place.kind === 'building') {
    const reach = strataReach(id, sql`${strataProperties.id} IN ${buildingsLivedInBy(id)}`);
    const [row] = await db
      .select({ buildingName: strataProperties.buildingName })
      .from(strataProperties)
      .where(
        and(
          eq(strataProperties.id, place.id),
          eq(strataProperties.archived, false),
          reach[role] ?? sql`false`,
        ),
      )
      .limit(1);
    return row && strataPlace(place.id, null, `${row.buildingName}, common property`);
  }
  const reach: Partial<Record<SessionRole, SQL>> = {
    admin: sql`true`,
    superAdmin: sql`true`,
    owner: sql`${properties.id} IN ${propertiesOwnedBy(id)}`,
  };
  const [row] = await db
    .select({ rmNumber: properties.rmNumber, address: properties.address })
    .from(properties)
    .where(and(eq(properties.id, place.id), eq(properties.archived, false), reach[role] ?? sql`false`))
    .limit(1);
  return row && rentalPlace(place.id, `${row.address} (${row.rmNumber})`);
}
