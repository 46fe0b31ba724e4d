// The admin dashboard, apart from the owner forms (OwnerPages.tsx): its chunk then does not load the form library.

import { useArchiveProperty } from '../properties/index.ts';
import type { Session } from '../session/index.ts';
import { onRecord } from '../shared/action.ts';
import { type TableSearchProps, usePagedTable } from '../shared/pagedList.ts';
import { AdminDashboardView } from './AdminDashboardView.tsx';
import { useArchiveOwner } from './api.ts';
import { ownerTable, propertyTable } from './tables.ts';

/** /admin/dashboard (rental spec 2.3): the active properties and owners, each table a page at a time. */
export function AdminDashboardPage({ user, search }: { user: Session } & TableSearchProps) {
  const properties = usePagedTable(propertyTable, undefined, search);
  const owners = usePagedTable(ownerTable, undefined, search);
  const archiveOwner = useArchiveOwner();
  const archiveProperty = useArchiveProperty();
  return (
    <AdminDashboardView
      name={user.name}
      properties={properties}
      owners={owners}
      onArchiveProperty={onRecord(archiveProperty)}
      onArchiveOwner={onRecord(archiveOwner)}
    />
  );
}
