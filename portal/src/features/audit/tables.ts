// The audit trail's table (GET /audit), paged by the server, and its filters as the page's URL keeps them.

import { listAuditEvents } from '@portal/sdk/operations';
import { listAuditEventsQueryKey } from '@portal/sdk/query';
import type { Href } from '@portal/ui';
import type { QueryClient } from '@tanstack/react-query';
import { pagedList } from '../shared/pagedList.ts';

export const auditTable = pagedList({
  operation: listAuditEvents,
  queryKey: listAuditEventsQueryKey,
  prefix: 'audit',
  sort: '-createdAt',
  file: 'audit-trail',
  failure: 'Could Not Load The Audit Trail.',
});

/** The filters of the audit page, as its URL keeps them (dates as YYYY-MM-DD, the local day). */
export interface AuditFilters {
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: number | undefined;
  actorId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const day = /^\d{4}-\d{2}-\d{2}$/;
const text = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, 100) : undefined;
const id = (value: unknown) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 && n <= 2147483647 ? n : undefined;
};
const date = (value: unknown) => (typeof value === 'string' && day.test(value) ? value : undefined);

/** The filters from the URL's search, unusable values dropped. */
export function auditFiltersOf(raw: Record<string, unknown>): AuditFilters {
  return {
    action: text(raw.action),
    targetType: text(raw.targetType),
    targetId: id(raw.targetId),
    actorId: id(raw.actorId),
    from: date(raw.from),
    to: date(raw.to),
  };
}

/** The route's search: the table's keys and the filters. */
export const validateAuditSearch = (raw: Record<string, unknown>) => ({
  ...auditTable.validateSearch(raw),
  ...auditFiltersOf(raw),
});

/** The audit routes' loader: the page of the trail that the route's search (its table keys and filters) asks for. */
export function loadAuditTrail({
  context,
  deps,
}: {
  context: { queryClient: QueryClient };
  deps: Record<string, unknown>;
}) {
  return auditTable.prefetch(context, auditListOptions(auditFiltersOf(deps)), deps);
}

/** The start of a local day as the API's date-time. */
function startOfDay(value: string, daysLater = 0): string {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + daysLater).toISOString();
}

/** The list call's options for the filters: `to` includes its whole day. */
export function auditListOptions(filters: AuditFilters) {
  const { from, to, ...rest } = filters;
  const query = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  return {
    query: {
      ...query,
      ...(from && { from: startOfDay(from) }),
      ...(to && { to: startOfDay(to, 1) }),
    },
  };
}

/** The audit page of a record's history, in the area's audit page. */
export function historyHref(area: 'admin' | 'strataAdmin', targetType: string, targetId: number): Href {
  return `/${area}/audit?targetType=${encodeURIComponent(targetType)}&targetId=${targetId}`;
}

/** The audit page of everything one account did, in the area's audit page. */
export const actorHrefIn =
  (area: 'admin' | 'strataAdmin') =>
  (actorId: number): Href =>
    `/${area}/audit?actorId=${actorId}`;
