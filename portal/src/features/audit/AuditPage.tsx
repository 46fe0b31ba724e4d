import type { SessionRole } from '@portal/sdk/roles';
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { Session } from '../session/index.ts';
import { type TableSearchProps, usePagedTable } from '../shared/pagedList.ts';
import { AuditView } from './AuditView.tsx';
import type { AuditSide } from './auditLabels.ts';
import { type AuditFilters, actorHrefIn, auditFiltersOf, auditListOptions, auditTable } from './tables.ts';

/** The side of the trail a role sees (GET /audit): admin the rental side, strataAdmin the strata side, superAdmin both. */
const sideOfRole = (role: SessionRole): AuditSide | undefined =>
  role === 'admin' ? 'rental' : role === 'strataAdmin' ? 'strata' : undefined;

/** /admin/audit and /strataAdmin/audit: the audit trail the caller's role sees, a page at a time from the server. */
export function AuditPage({ search, user }: TableSearchProps & { user: Session }) {
  const filters = auditFiltersOf(search);
  const table = usePagedTable(auditTable, auditListOptions(filters), search);
  const router = useRouter();
  const area = user.role === 'strataAdmin' ? 'strataAdmin' : 'admin';
  const actorHref = useMemo(() => actorHrefIn(area), [area]);
  const onFilter = (next: AuditFilters) =>
    void router.navigate({
      to: '.',
      // The first page of the new filter; the page size, sort and search stay.
      search: (prev: Record<string, unknown>) => ({
        ...prev,
        ...next,
        ...emptyFilters(next),
        auditPage: undefined,
      }),
    } as never);
  return (
    <AuditView
      key={JSON.stringify(filters)}
      events={table.rows}
      table={table}
      filters={filters}
      onFilter={onFilter}
      side={sideOfRole(user.role)}
      actorHref={actorHref}
    />
  );
}

/** The filters left out of `next`, cleared from the URL. */
function emptyFilters(next: AuditFilters): AuditFilters {
  const keys = ['action', 'targetType', 'targetId', 'actorId', 'from', 'to'] as const;
  return Object.fromEntries(keys.filter((key) => next[key] === undefined).map((key) => [key, undefined]));
}
