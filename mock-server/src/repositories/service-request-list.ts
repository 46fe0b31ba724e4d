// The service request list's SQL: its filters, sort keys, searched columns and rows. The handler pages it with the
// shared list machinery.
import { and, eq, inArray, not, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
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
export const requestSortKeys = {
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
export const requestSearchColumns = (viewer: Viewer) =>
  viewer.maskResidents ? [r.title, r.placeName] : [r.title, r.placeName, r.requesterName];
export const requestIdColumn = r.id;

/** The list's rows: ServiceRequest, in `order`, the page when `limit` is given, with the list machinery's extras. */
export function selectRequestRows(
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
