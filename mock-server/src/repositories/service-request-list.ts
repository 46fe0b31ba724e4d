// The service request list's SQL: its filters, sort keys, searched columns and rows, as one list db/list.ts reads.
import type { ServiceRequest } from '@portal/sdk/types';
import { and, count, eq, inArray, not, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { RowsQuery, SqlList } from '../db/list.ts';
import { listExtras } from '../db/list-counts.ts';
import type { ListColumns } from '../db/list-sql.ts';
import { serviceRequestFollowers, serviceRequests } from '../db/schema.ts';
import { type RequestCaller, visibleRequests } from './service-request-access.ts';
import { overdueSql, summaryColumnsFor, type Viewer } from './service-requests.ts';

const r = serviceRequests;

export interface RequestFilters {
  status?: (typeof r.status.enumValues)[number][] | undefined;
  category?: string | undefined;
  priority?: (typeof r.priority.enumValues)[number] | undefined;
  overdue?: boolean | undefined;
  strataPropertyId?: number | undefined;
  strataUnitId?: number | undefined;
  propertyId?: number | undefined;
  commonArea?: boolean | undefined;
  mine?: boolean | undefined;
}

/** The requests the caller sees that pass the filters. */
export function requestsWhere(caller: RequestCaller, filters: RequestFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [visibleRequests(caller)];
  if (filters.status?.length) conditions.push(inArray(r.status, filters.status));
  if (filters.category) conditions.push(eq(r.category, filters.category));
  if (filters.priority) conditions.push(eq(r.priority, filters.priority));
  if (filters.overdue !== undefined) conditions.push(filters.overdue ? overdueSql : not(overdueSql));
  if (filters.strataPropertyId !== undefined)
    conditions.push(eq(r.strataPropertyId, filters.strataPropertyId));
  if (filters.strataUnitId !== undefined) conditions.push(eq(r.strataUnitId, filters.strataUnitId));
  if (filters.propertyId !== undefined) conditions.push(eq(r.propertyId, filters.propertyId));
  if (filters.commonArea !== undefined) conditions.push(eq(r.commonArea, filters.commonArea));
  if (filters.mine) {
    conditions.push(
      sql`(${r.requesterId} = ${caller.id} OR ${r.id} IN (SELECT ${serviceRequestFollowers.serviceRequestId}
        FROM ${serviceRequestFollowers} WHERE ${serviceRequestFollowers.userId} = ${caller.id}))`,
    );
  }
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length > 0 ? and(...present) : undefined;
}

/**
 * What the list sorts by (the contract's names). `overdue`: the overdue first, the most overdue first, then the others
 * by their target time.
 */
const requestSortKeys = {
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  dueAt: r.dueAt,
  priority: r.priority,
  status: r.status,
  title: r.title,
  placeName: r.placeName,
  overdue: sql`(extract(epoch from ${r.dueAt}) + CASE WHEN ${overdueSql} THEN 0 ELSE 10000000000 END)`,
};

/** What `q` searches: the title, the place and the requester's name (not for viewers who may not read the name). */
const requestSearchColumns = (masked: boolean) =>
  masked ? [r.title, r.placeName] : [r.title, r.placeName, r.requesterName];

/** The list's columns for staff and buildings, and for residents (who may not search others' names). */
const listColumns = (masked: boolean): ListColumns => ({
  sort: requestSortKeys,
  search: requestSearchColumns(masked),
  id: r.id,
  defaultSort: '-createdAt',
  // Overdue first: whether a request is overdue depends on the time of the read (the staff board's order).
  computedSorts: ['overdue'],
});
const columnsFor = { staff: listColumns(false), residents: listColumns(true) };

/** The list's rows: ServiceRequest, in `order`, the page when `limit` is given, with the list machinery's extras. */
function selectRequestRows(
  db: Db,
  viewer: Viewer,
  page: { where: SQL | undefined; order: SQL[]; limit?: number | Placeholder; offset?: number | Placeholder },
  extras: Record<string, SQL>,
) {
  const query = db
    .select({ ...summaryColumnsFor(viewer), ...extras })
    .from(r)
    .where(page.where)
    .orderBy(...page.order)
    .$dynamic();
  if (page.limit !== undefined) query.limit(page.limit).offset(page.offset ?? 0);
  return query;
}

/** The requests that `where` keeps (requestsWhere's), as the viewer may read them. */
export function requestList(db: Db, viewer: Viewer, where: SQL | undefined): SqlList<ServiceRequest> {
  return {
    columns: viewer.maskResidents ? columnsFor.residents : columnsFor.staff,
    where,
    rows: (page) => selectRequestRows(db, viewer, page, listExtras(page)) as RowsQuery<ServiceRequest>,
    count: (filtered) => countRequests(db, filtered),
  };
}

/** The counts by status, and of the overdue, of the requests `where` selects. */
export async function countByStatus(db: Db, where: SQL | undefined) {
  const rows = await db
    .select({
      status: r.status,
      n: count(),
      overdue: sql<number>`count(*) FILTER (WHERE ${overdueSql})::int`,
    })
    .from(r)
    .where(where)
    .groupBy(r.status);
  return rows;
}

async function countRequests(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(r).where(where);
  return row?.n ?? 0;
}
