// The life of a service request, without the database: its target time by priority and which moves of its status
// are legal, for whom. The handlers answer 409 for a move the machine does not have and 403 for a legal move the
// caller may not make.
import {
  serviceRequestMessages as messages,
  type ServiceRequestPriority,
  type ServiceRequestStatus,
  serviceRequestMoves,
  serviceRequestReopenDays,
} from '@portal/sdk/service-requests';
import type { SessionRole } from '../contract.ts';
import { badRequest, conflict, forbidden, type HttpError } from '../errors.ts';

const hour = 3_600_000;
const day = 24 * hour;

/** Business days are Monday to Friday (in UTC). */
function addBusinessDays(from: Date, days: number): Date {
  const at = new Date(from);
  for (let added = 0; added < days; ) {
    at.setTime(at.getTime() + day);
    const weekday = at.getUTCDay();
    if (weekday !== 0 && weekday !== 6) added++;
  }
  return at;
}

/** The target time from creation: emergency 4 hours, high 1 business day, normal 3, low 7. */
export function dueAt(createdAt: Date, priority: ServiceRequestPriority): Date {
  if (priority === 'emergency') return new Date(createdAt.getTime() + 4 * hour);
  return addBusinessDays(createdAt, { high: 1, normal: 3, low: 7 }[priority]);
}

/** The company's staff: they move requests and may write internal notes. */
export function isStaff(role: SessionRole): boolean {
  return role === 'admin' || role === 'strataAdmin' || role === 'superAdmin';
}

export interface MoveRequest {
  from: ServiceRequestStatus;
  to: ServiceRequestStatus;
  note: string | undefined;
  resolvedAt: Date | null;
  /** The caller is staff; the caller made the request. */
  staff: boolean;
  requester: boolean;
  now: Date;
}

/** Until when the requester may reopen a request resolved at `resolvedAt`. */
export function reopenUntil(resolvedAt: Date): Date {
  return new Date(resolvedAt.getTime() + serviceRequestReopenDays * day);
}

/** Why the move may not be made (the error to throw), or null when it may. */
export function refusedMove(move: MoveRequest): HttpError | null {
  const { from, to } = move;
  if (from === to) return conflict(messages.already(from), 'status');
  if (!serviceRequestMoves[from].includes(to)) return conflict(messages.illegalMove(from, to), 'status');
  const reopening = from === 'resolved' && to === 'inProgress';
  if (!move.staff) {
    if (!(reopening && move.requester)) return forbidden(messages.staffOnly);
    if (!move.resolvedAt || reopenUntil(move.resolvedAt) < move.now) {
      return conflict(messages.reopenTooLate, 'status');
    }
  }
  if (to === 'cancelled' && !move.note?.trim()) return badRequest(messages.cancelReason, 'note');
  return null;
}
