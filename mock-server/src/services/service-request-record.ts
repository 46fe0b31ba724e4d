// What the service request handlers share: the caller as an actor, a request's full record as the caller may read
// it, the automatic close of resolved requests, and the one place a change is announced.
import { serviceRequestReopenDays } from '@portal/sdk/service-requests';
import type { ServiceRequestDetail } from '@portal/sdk/types';
import type { AppOptions } from '../config.ts';
import type { Db, Tx } from '../db/client.ts';
import { notFound } from '../errors.ts';
import type { SessionUser } from '../http/context.ts';
import { type RequestUpdate, serviceRequestUpdated } from '../notifications/events.ts';
import { isFollowing, requestRecord } from '../repositories/service-request-activity.ts';
import {
  type Actor,
  closeResolvedRequests,
  displayName,
  findServiceRequest,
  type Viewer,
} from '../repositories/service-requests.ts';
import { isStaff, reopenUntil } from './service-request-rules.ts';

type Detail = ServiceRequestDetail;

/** How the user reads names: residents read other residents as "A resident". */
export function viewerOf(user: SessionUser): Viewer {
  return { id: user.id, maskResidents: user.role === 'owner' || user.role === 'strataUnitOwner' };
}

export async function actorOf(db: Db | Tx, user: SessionUser): Promise<Actor & { id: number }> {
  return { id: user.id, name: await displayName(db, user.id) };
}

/** The request with its history, comments and attachments; internal notes for staff only. */
export async function requestDetail(db: Db | Tx, id: number, user: SessionUser): Promise<Detail> {
  const viewer = viewerOf(user);
  const request = await findServiceRequest(db, id, viewer);
  if (!request) throw notFound();
  const [record, following] = await Promise.all([
    requestRecord(db, id, isStaff(user.role), viewer),
    isFollowing(db, id, user.id),
  ]);
  const until =
    request.status === 'resolved' && request.resolvedAt
      ? reopenUntil(new Date(request.resolvedAt)).toISOString()
      : null;
  return { ...request, ...record, following, reopenUntil: until };
}

const sweptAt = new WeakMap<Db, number>();
const sweepEveryMs = 60_000;

/**
 * Closes requests resolved more than 14 days ago, at most once a minute per database, before a request or a list is
 * read: the move is kept in each one's history by "Portal".
 */
export async function closeOverdueResolved(db: Db, now = new Date()): Promise<void> {
  const last = sweptAt.get(db) ?? 0;
  if (now.getTime() - last < sweepEveryMs) return;
  sweptAt.set(db, now.getTime());
  await closeResolvedRequests(db, now, serviceRequestReopenDays);
}

/**
 * The one place a change of a request (a move of its status, a public comment) is announced to its requester and
 * followers, in the change's transaction (notifications/events.ts, serviceRequestUpdated).
 */
export function announceChange(tx: Tx, options: AppOptions, change: RequestUpdate): Promise<number> {
  return serviceRequestUpdated(tx, options, change);
}
