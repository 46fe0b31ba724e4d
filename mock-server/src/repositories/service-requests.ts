// Service requests as the contract has them (ServiceRequest, ServiceRequestDetail): SQL and row mapping for the
// requests, their status and its history. Comments, attachments, followers and the record a reader sees are
// service-request-activity.ts; who reaches what is service-request-access.ts.
import { serviceRequestResidentName } from '@portal/sdk/service-requests';
import type { ServiceRequest, ServiceRequestHistoryEntry, ServiceRequestStatus } from '@portal/sdk/types';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.ts';
import {
  ownerProfiles,
  serviceRequestEvents,
  serviceRequests,
  strataUnitUsers,
  users,
} from '../db/schema.ts';
import type { RequestPlace } from './service-request-access.ts';

type Status = ServiceRequestStatus;
type HistoryEntry = ServiceRequestHistoryEntry;
type EventKind = HistoryEntry['kind'];

const r = serviceRequests;

/** Open and past its target time; a request waiting on its requester does not run late. */
export const overdueSql = sql<boolean>`(${r.status} IN ('new', 'acknowledged', 'inProgress') AND ${r.dueAt} < now())`;

/** A timestamp as the contract's date-time text, in SQL, so a CSV export writes it as the JSON answer does. */
const isoText = (column: SQL | AnyPgColumn) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Who reads a request: residents (owners, unit users) read other residents' names as "A resident" (a neighbour's or
 * co-owner's name is not theirs to see); staff and building logins read every name.
 */
export interface Viewer {
  id: number;
  maskResidents: boolean;
}

/** A person's name as the viewer may read it: `name` and `personId` are the record's columns. */
export function nameFor(viewer: Viewer, name: SQL | AnyPgColumn, personId: SQL | AnyPgColumn) {
  if (!viewer.maskResidents) return sql<string>`${name}`;
  return sql<string>`CASE WHEN ${personId} = ${viewer.id} OR NOT EXISTS (SELECT 1 FROM ${users}
    WHERE ${users.id} = ${personId} AND ${users.roleName} IN ('Owner', 'Strata Unit Owner'))
    THEN ${name} ELSE ${serviceRequestResidentName} END`;
}

/** The columns of the contract's ServiceRequest, computed ones included, as the viewer reads them. */
export const summaryColumnsFor = (viewer: Viewer) => ({
  ...summaryColumns,
  requesterName: nameFor(viewer, r.requesterName, r.requesterId),
});

const summaryColumns = {
  id: r.id,
  title: r.title,
  description: r.description,
  category: sql<ServiceRequest['category']>`${r.category}`,
  priority: r.priority,
  status: r.status,
  side: sql<ServiceRequest['side']>`${r.side}`,
  commonArea: r.commonArea,
  strataPropertyId: r.strataPropertyId,
  strataUnitId: r.strataUnitId,
  propertyId: r.propertyId,
  placeName: r.placeName,
  requesterId: r.requesterId,
  requesterName: r.requesterName,
  entryPermission: r.entryPermission,
  createdAt: isoText(r.createdAt),
  updatedAt: isoText(r.updatedAt),
  dueAt: isoText(r.dueAt),
  overdue: overdueSql,
  resolvedAt: sql<
    string | null
  >`CASE WHEN ${r.resolvedAt} IS NULL THEN NULL ELSE ${isoText(r.resolvedAt)} END`,
  affectedCount: sql<number>`(${r.followerCount} + 1)::int`,
};

/** How a person is named in a request's history: a unit user's or owner's name, else the account's user name. */
export async function displayName(db: Db | Tx, userId: number): Promise<string> {
  const [row] = await db
    .select({
      name: sql<string>`coalesce(
        (SELECT ${strataUnitUsers.firstName} || ' ' || ${strataUnitUsers.lastName} FROM ${strataUnitUsers}
          WHERE ${strataUnitUsers.userId} = ${users.id} ORDER BY ${strataUnitUsers.strataUnitRole} LIMIT 1),
        (SELECT ${ownerProfiles.name} FROM ${ownerProfiles} WHERE ${ownerProfiles.userId} = ${users.id}),
        ${users.userName})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row?.name ?? 'Unknown';
}

export interface Actor {
  id: number | null;
  name: string;
}

export interface NewRequest extends RequestPlace {
  title: string;
  description: string;
  category: string;
  priority: ServiceRequest['priority'];
  entryPermission: boolean;
  createdAt: Date;
  dueAt: Date;
}

interface NewEvent {
  kind: EventKind;
  actor: Actor;
  at: Date;
  fromStatus?: Status | null;
  toStatus?: Status | null;
  note?: string | null;
  internal?: boolean;
}

/** A history entry of the request. */
export async function insertEvent(tx: Tx, requestId: number, event: NewEvent): Promise<void> {
  await tx.insert(serviceRequestEvents).values({
    serviceRequestId: requestId,
    kind: event.kind,
    at: event.at,
    actorId: event.actor.id,
    actorName: event.actor.name,
    fromStatus: event.fromStatus ?? null,
    toStatus: event.toStatus ?? null,
    note: event.note ?? null,
    internal: event.internal ?? false,
  });
}

/** A new request (status new) and its first history entry; its id. */
export async function insertServiceRequest(tx: Tx, requester: Actor & { id: number }, input: NewRequest) {
  const [row] = await tx
    .insert(r)
    .values({
      ...input,
      requesterId: requester.id,
      requesterName: requester.name,
      updatedAt: input.createdAt,
    })
    .returning({ id: r.id });
  if (!row) throw new Error('The new service request was not returned');
  await insertEvent(tx, row.id, { kind: 'created', actor: requester, at: input.createdAt, toStatus: 'new' });
  return row.id;
}

export async function findServiceRequest(
  db: Db | Tx,
  id: number,
  viewer: Viewer,
): Promise<ServiceRequest | undefined> {
  const [row] = await db.select(summaryColumnsFor(viewer)).from(r).where(eq(r.id, id)).limit(1);
  return row;
}

/** What a move of the status needs to know. */
export async function findRequestState(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ status: r.status, resolvedAt: r.resolvedAt, requesterId: r.requesterId })
    .from(r)
    .where(eq(r.id, id))
    .limit(1);
  return row;
}

/**
 * Moves the status if it is still `from` (false when another change came first), with its history entry. Resolving
 * stamps resolvedAt; reopening clears it.
 */
export async function moveStatus(
  tx: Tx,
  id: number,
  move: { from: Status; to: Status; actor: Actor; note: string | null; at: Date },
): Promise<boolean> {
  const resolvedAt = move.to === 'resolved' ? move.at : move.to === 'closed' ? undefined : null;
  const moved = await tx
    .update(r)
    .set({ status: move.to, updatedAt: move.at, ...(resolvedAt !== undefined && { resolvedAt }) })
    .where(and(eq(r.id, id), eq(r.status, move.from)))
    .returning({ id: r.id });
  if (moved.length === 0) return false;
  await insertEvent(tx, id, {
    kind: 'status',
    actor: move.actor,
    at: move.at,
    fromStatus: move.from,
    toStatus: move.to,
    note: move.note,
  });
  return true;
}

/**
 * Closes the requests resolved more than `days` days before `now`, each with its history entry by "Portal"; how many.
 */
export async function closeResolvedRequests(db: Db, now: Date, days: number): Promise<number> {
  const before = new Date(now.getTime() - days * 86_400_000);
  return db.transaction(async (tx) => {
    const closed = await tx
      .update(r)
      .set({ status: 'closed', updatedAt: now })
      .where(and(eq(r.status, 'resolved'), sql`${r.resolvedAt} < ${before.toISOString()}`))
      .returning({ id: r.id });
    if (closed.length === 0) return 0;
    await tx.insert(serviceRequestEvents).values(
      closed.map((row) => ({
        serviceRequestId: row.id,
        kind: 'status' as const,
        at: now,
        actorId: null,
        actorName: 'Portal',
        fromStatus: 'resolved' as const,
        toStatus: 'closed' as const,
        note: `Closed ${days} days after it was resolved.`,
      })),
    );
    return closed.length;
  });
}
