// The life of a service request, without the database: its target time by priority and which moves of its status
// are legal, for whom. The handlers answer 409 for a move the machine does not have and 403 for a legal move the
// caller may not make.
import { TZDate } from '@date-fns/tz';
import {
  serviceRequestMessages as messages,
  type ServiceRequestPriority,
  type ServiceRequestStatus,
  serviceRequestMoves,
  serviceRequestReopenDays,
} from '@portal/sdk/service-requests';
import { addDays, format, isWeekend } from 'date-fns';
import type { SessionRole } from '../contract.ts';
import { badRequest, conflict, forbidden, type HttpError } from '../errors.ts';
import { type HolidayCalendar, isHoliday } from './holidays.ts';

const hour = 3_600_000;
const day = 24 * hour;

/**
 * The target time from creation: emergency 4 hours; high 1 business day, normal 3, low 7, at the same time of day.
 * Business days are Monday to Friday in the company's time zone, less its holidays (COMPANY_HOLIDAYS: British
 * Columbia's statutory ones by default), so a request made on a Friday evening there is due on Monday evening (not on
 * Sunday, as counting weekdays in UTC would have it), one made on the Thursday before Good Friday on the Monday after
 * Easter, and a change of clocks between does not move the hour.
 */
export function dueAt(
  createdAt: Date,
  priority: ServiceRequestPriority,
  timeZone: string,
  holidays: HolidayCalendar,
): Date {
  if (priority === 'emergency') return new Date(createdAt.getTime() + 4 * hour);
  let left = { high: 1, normal: 3, low: 7 }[priority];
  let due = new TZDate(createdAt, timeZone);
  while (left > 0) {
    due = addDays(due, 1);
    if (!isWeekend(due) && !isHoliday(holidays, format(due, 'yyyy-MM-dd'))) left -= 1;
  }
  return new Date(due.getTime());
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
