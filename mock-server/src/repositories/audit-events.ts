// The audit trail's lists: GET /audit (per side, with its filters) and GET /account/activity (what was done to the
// caller's own account and records, matched as the records are now).

import type { AuditEvent } from '@portal/sdk/types';
import {
  and,
  count,
  eq,
  gt,
  gte,
  inArray,
  lt,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { AuditSide } from '../audit/chain.ts';
import type { Db } from '../db/client.ts';
import type { RowsQuery, SqlList } from '../db/list.ts';
import { listExtras } from '../db/list-counts.ts';
import type { ListColumns } from '../db/list-sql.ts';
import {
  auditEvents,
  documents,
  folders,
  listings,
  ownerProfiles,
  properties,
  serviceRequests,
  strataAgents,
  strataDocuments,
  strataOwners,
  strataProperties,
  strataPropertyStaff,
  strataUnitDocuments,
  strataUnits,
  strataUnitUsers,
  users,
} from '../db/schema.ts';
import { rowsOf } from '../observability/gauges.ts';

const a = auditEvents;

export const auditColumns: ListColumns = {
  sort: { createdAt: a.createdAt, action: a.action, actorName: a.actorName, targetType: a.targetType },
  search: { lowercased: a.searchText, fewTexts: true },
  id: a.id,
  defaultSort: '-createdAt',
  // A search for a record type's events (q=strataproperty: 9 % of the trail, all under a few actions) sorted by
  // action walked 82,000 events before its first page on the action index (50-60 ms on PostgreSQL, 234-266 ms on
  // PGlite); its matches read by the trigram index and sorted, 46-55 ms on PGlite (each match's row is read from the
  // trail); their ids and sort keys read by their texts from one index (`fewTexts`, migration 0030) and sorted, 6-14
  // ms. A search matching more than a tenth fills its page early in any order.
  matchesSortedUnder: 0.1,
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

/**
 * What a record of each type is called where the portal shows it (a property's page is "Property <RM number>"): its
 * id column, its name, and the table (joined where the name is another record's).
 */
const namesOf = new Map<string, { id: SQLWrapper; name: SQLWrapper; from: SQLWrapper }>(
  Object.entries({
    user: { id: users.id, name: users.userName, from: users },
    ownerProfile: { id: ownerProfiles.id, name: ownerProfiles.name, from: ownerProfiles },
    property: { id: properties.id, name: properties.rmNumber, from: properties },
    listing: {
      id: listings.id,
      name: properties.rmNumber,
      from: sql`${listings} join ${properties} on ${properties.id} = ${listings.propertyId}`,
    },
    document: { id: documents.id, name: documents.title, from: documents },
    folder: { id: folders.id, name: folders.name, from: folders },
    strataProperty: { id: strataProperties.id, name: strataProperties.buildingName, from: strataProperties },
    strataUnit: {
      id: strataUnits.id,
      name: sql`${strataUnits.unitNumber} || ', ' || ${strataProperties.buildingName}`,
      from: sql`${strataUnits} join ${strataProperties} on ${strataProperties.id} = ${strataUnits.strataPropertyId}`,
    },
    strataOwner: { id: strataOwners.id, name: strataOwners.nameOnTitle, from: strataOwners },
    strataAgent: { id: strataAgents.id, name: strataAgents.name, from: strataAgents },
    strataPropertyStaff: {
      id: strataPropertyStaff.id,
      name: strataPropertyStaff.name,
      from: strataPropertyStaff,
    },
    strataDocument: { id: strataDocuments.id, name: strataDocuments.title, from: strataDocuments },
    strataUnitDocument: {
      id: strataUnitDocuments.id,
      name: strataUnitDocuments.title,
      from: strataUnitDocuments,
    },
    serviceRequest: { id: serviceRequests.id, name: serviceRequests.title, from: serviceRequests },
  }),
);

type EventRow = Omit<AuditEvent, 'targetName'>;

/**
 * The rows with their records named as they are called now (AuditEvent.targetName), in one statement for the page:
 * null for a record gone, and for the types named by their id alone (a session, a PAD, a monthly payment: a PAD's
 * holder is banking details).
 */
async function withTargetNames(db: Db, rows: EventRow[]): Promise<AuditEvent[]> {
  const idsByType = new Map<string, Set<number>>();
  for (const row of rows) {
    if (row.targetType && row.targetId !== null && namesOf.has(row.targetType)) {
      const ids = idsByType.get(row.targetType) ?? new Set();
      ids.add(row.targetId);
      idsByType.set(row.targetType, ids);
    }
  }
  const names = new Map<string, string>();
  if (idsByType.size > 0) {
    const lookups = [...idsByType].map(([type, ids]) => {
      const { id, name, from } = namesOf.get(type) as NonNullable<ReturnType<typeof namesOf.get>>;
      // The ids as one parameter however many rows.
      return sql`select ${type}::text as type, ${id} as id, ${name} as name from ${from}
        where ${id} = any(string_to_array(${[...ids].join(',')}, ',')::int[])`;
    });
    const found = rowsOf<{ type: string; id: number; name: string }>(
      await db.execute(sql.join(lookups, sql` union all `)),
    );
    for (const { type, id, name } of found) names.set(`${type}:${id}`, name);
  }
  return rows.map((row) => ({ ...row, targetName: names.get(`${row.targetType}:${row.targetId}`) ?? null }));
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

/**
 * The IP address of an entry as `viewerId` reads it: of their own acts and of failed sign-ins with their name (who
 * tried), not of a staff member's change to their records (where staff work from is not the owner's to know).
 */
const ipShownTo = (viewerId: number) =>
  sql<string | null>`case when ${a.actorId} is null or ${a.actorId} = ${viewerId} then ${a.ip} end`;

function selectAuditRows(
  db: Db,
  page: { where: SQL | undefined; order: SQL[]; limit?: number | Placeholder; offset?: number | Placeholder },
  extras: Record<string, SQL>,
  viewerId: number | undefined,
) {
  const query = db
    .select({ ...eventColumns, ...(viewerId !== undefined && { ip: ipShownTo(viewerId) }), ...extras })
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

/** A count of the events a filter keeps, as of the last event id it had seen. */
interface CountedTo {
  lastId: number;
  total: number;
}
const countedToByDb = new WeakMap<Db, LRUCache<string, CountedTo>>();
/** Filters (with their search text) whose counts are kept, per database: the least recently used go first. */
export const appendOnlyCountsKept = 1000;
const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * The count of the events a filter of their own columns keeps, read as what was counted before plus the events
 * appended since. The trail is append-only (migration 0016 refuses UPDATE, DELETE and TRUNCATE) and an event's id is
 * given as its transaction commits, under the chain head's lock (migration 0021), so ids commit in order: a statement
 * that sees event n sees every event before it, and "the events up to n that the filter keeps" never changes once
 * counted. One statement reads the newest id it sees and counts the filter's events after the last count's id: it
 * sees every event up to that newest id and none after it, so the count needs no upper bound. Without one, a filter
 * counted for the first time is read from its own index (an actor's, a date range's, a side's, or a search's texts:
 * audit_events_side_search_text_idx and audit_events_search_text_sort_keys_idx, migrations 0026 and 0030), not by
 * walking the whole trail through the primary key (120–250 ms at 100,000 events); the events since the last count
 * are those of one request's writes. Only for filters of the events' own columns (the trail's filters and search),
 * never for ones that read other tables, whose rows change (GET /account/activity).
 */
export async function countAppendedAuditRows(db: Db, where: SQL | undefined): Promise<number> {
  let kept = countedToByDb.get(db);
  if (!kept) {
    kept = new LRUCache({ max: appendOnlyCountsKept });
    countedToByDb.set(db, kept);
  }
  const filter = where ? dialect.sqlToQuery(where) : { sql: '', params: [] };
  const key = `${filter.sql}\n${JSON.stringify(filter.params)}`;
  const before = kept.get(key);
  const conditions = [...(before ? [gt(a.id, before.lastId)] : []), ...(where ? [where] : [])];
  const result = await db.execute(sql`select
    (select coalesce(max(${a.id}), 0) from ${a})::text as "lastId",
    (select count(*)::int from ${a}${conditions.length > 0 ? sql` where ${and(...conditions)}` : sql``}) as "added"`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    lastId: string;
    added: number;
  }[];
  const lastId = Number(rows[0]?.lastId ?? 0);
  // A newest id below the one counted to means the trail was replaced (a restore into this database): count anew.
  if (before && lastId < before.lastId) {
    kept.delete(key);
    return countAppendedAuditRows(db, where);
  }
  const counted = { lastId, total: (before?.total ?? 0) + (rows[0]?.added ?? 0) };
  kept.set(key, counted);
  return counted.total;
}

/**
 * The events `where` keeps (auditWhere's or ownActivityWhere's) as the list reads them; `appendOnly` when `where`
 * reads the events' own columns only (auditWhere's), so its counts are read as counted plus appended. `viewerId`:
 * the account whose own activity this is, which sees the IP address of its own acts only (ipShownTo).
 */
export function auditEventList(
  db: Db,
  where: SQL | undefined,
  { appendOnly, viewerId }: { appendOnly: boolean; viewerId?: number },
): SqlList<AuditEvent> {
  return {
    columns: auditColumns,
    where,
    rows: (page) => selectAuditRows(db, page, listExtras(page), viewerId) as unknown as RowsQuery<AuditEvent>,
    count: (filtered) => (appendOnly ? countAppendedAuditRows : countAuditRows)(db, filtered),
    addFields: (rows) => withTargetNames(db, rows),
  };
}
