// The audit trail's lists: GET /audit (per side, with its filters) and GET /account/activity (what was done to the
// caller's own account and records, matched as the records are now).

import type { AuditEvent } from '@portal/sdk/types';
import { and, count, eq, gte, inArray, lt, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AuditSide } from '../audit/chain.ts';
import type { Db } from '../db/client.ts';
import type { RowsQuery, SqlList } from '../db/list.ts';
import { listExtras } from '../db/list-counts.ts';
import type { ListColumns } from '../db/list-sql.ts';
import {
  auditEvents,
  documents,
  ownerProfiles,
  properties,
  strataOwners,
  strataProperties,
  strataUnitDocuments,
  strataUnitUsers,
  users,
} from '../db/schema.ts';

const a = auditEvents;

export const auditColumns: ListColumns = {
  sort: { createdAt: a.createdAt, action: a.action, actorName: a.actorName, targetType: a.targetType },
  search: { lowercased: a.searchText },
  id: a.id,
  defaultSort: '-createdAt',
};

export interface AuditFilters {
  /** The sides the caller sees; undefined for every side. */
  sides?: AuditSide[] | undefined;
  actorId?: number | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export function auditWhere(filters: AuditFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.sides) {
    const [only] = filters.sides;
    conditions.push(filters.sides.length === 1 && only ? eq(a.side, only) : inArray(a.side, filters.sides));
  }
  if (filters.actorId !== undefined) conditions.push(eq(a.actorId, filters.actorId));
  if (filters.action) conditions.push(eq(a.action, filters.action));
  if (filters.targetType) conditions.push(eq(a.targetType, filters.targetType));
  if (filters.targetId !== undefined) conditions.push(eq(a.targetId, filters.targetId));
  if (filters.from) conditions.push(gte(a.createdAt, new Date(filters.from)));
  if (filters.to) conditions.push(lt(a.createdAt, new Date(filters.to)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The entries about one account's own records (see listOwnActivity's description in the contract). */
export function ownActivityWhere(userId: number): SQL {
  const profiles = sql`select ${ownerProfiles.id} from ${ownerProfiles} where ${ownerProfiles.userId} = ${userId}`;
  const ownedProperties = sql`select ${properties.id} from ${properties}
    where ${properties.ownerId} in (${profiles}) or ${properties.secondaryOwnerId} in (${profiles})`;
  const units = sql`select ${strataUnitUsers.strataUnitId} from ${strataUnitUsers}
    where ${strataUnitUsers.userId} = ${userId} and ${strataUnitUsers.strataUnitRole} in (0, 1, 3)`;
  const about = (type: string, ids: SQL) => sql`(${a.targetType} = ${type} and ${a.targetId} in (${ids}))`;
  return sql`(
    (${a.targetType} = 'user' and ${a.targetId} = ${userId})
    or (${a.targetType} = 'session' and ${a.actorId} = ${userId})
    or (${a.kind} = 'signInFailed' and lower(${a.actorName}) in (
      select lower(${users.userName}) from ${users} where ${users.id} = ${userId}
      union all select lower(${users.email}) from ${users} where ${users.id} = ${userId}))
    or ${about('ownerProfile', profiles)}
    or ${about('property', ownedProperties)}
    or ${about(
      'document',
      sql`select ${documents.id} from ${documents}
        where ${documents.propertyId} in (${ownedProperties}) or ${documents.ownerId} in (${profiles})`,
    )}
    or ${about('strataUnit', units)}
    or ${about(
      'strataUnitDocument',
      sql`select ${strataUnitDocuments.id} from ${strataUnitDocuments} where ${strataUnitDocuments.strataUnitId} in (${units})`,
    )}
    or ${about('strataOwner', sql`select ${strataOwners.id} from ${strataOwners} where ${strataOwners.userId} = ${userId}`)}
    or ${about(
      'strataProperty',
      sql`select ${strataProperties.id} from ${strataProperties} where ${strataProperties.propertyAdminId} = ${userId}`,
    )}
  )`;
}

const eventColumns = {
  id: a.id,
  createdAt: a.createdAt,
  action: a.action,
  kind: a.kind,
  side: a.side,
  actorId: a.actorId,
  actorName: a.actorName,
  actorRole: a.actorRole,
  ip: a.ip,
  targetType: a.targetType,
  targetId: a.targetId,
  details: a.details,
  prevHash: a.prevHash,
  hash: a.hash,
};

function selectAuditRows(
  db: Db,
  page: { where: SQL | undefined; order: SQL[]; limit?: number | Placeholder; offset?: number | Placeholder },
  extras: Record<string, SQL>,
) {
  const query = db
    .select({ ...eventColumns, ...extras })
    .from(a)
    .where(page.where)
    .orderBy(...page.order)
    .$dynamic();
  if (page.limit !== undefined) query.limit(page.limit).offset(page.offset ?? 0);
  return query;
}

async function countAuditRows(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(a).where(where);
  return row?.n ?? 0;
}

/** The events `where` keeps (auditWhere's or ownActivityWhere's) as the list reads them. */
export function auditEventList(db: Db, where: SQL | undefined): SqlList<AuditEvent> {
  return {
    columns: auditColumns,
    where,
    rows: (page) => selectAuditRows(db, page, listExtras(page)) as unknown as RowsQuery<AuditEvent>,
    count: (filtered) => countAuditRows(db, filtered),
  };
}
