// The admin dashboard, apart from the owner forms (OwnerPages.tsx): its chunk then does not load the form library.

import { useQueryClient } from '@tanstack/react-query';
import { propertyQueries, useArchiveProperty } from '../properties/index.ts';
import type { Session } from '../session/index.ts';
import { onRecord } from '../shared/action.ts';
import { type TableSearchProps, usePagedTable } from '../shared/pagedList.ts';
import { AdminDashboardView } from './AdminDashboardView.tsx';
import { useArchiveOwner } from './api.ts';
import { ownerPropertyTable, ownerTable, propertyTable } from './tables.ts';

/** /admin/dashboard (rental spec 2.3): the active properties and owners, each table a page at a time. */
export function AdminDashboardPage({ user, search }: { user: Session } & TableSearchProps) {
  const properties = usePagedTable(propertyTable, undefined, search);
  const owners = usePagedTable(ownerTable, undefined, search);
  const archiveOwner = useArchiveOwner();
  const archiveProperty = useArchiveProperty();
  const queryClient = useQueryClient();
  return (
    <AdminDashboardView
      name={user.name}
      properties={properties}
      owners={owners}
      onArchiveProperty={onRecord(archiveProperty)}
      onArchiveOwner={onRecord(archiveOwner)}
      // The counts a confirmation states, from the calls the owner's and the property's pages make: the owner's
      // properties' total (one row asked for), the property's listings that are not archived.
      countOwnerProperties={async (owner) => {
        const page = await ownerPropertyTable.fetchPage({ path: { userId: owner.userId } })(
          { limit: 1, offset: 0 },
          new AbortController().signal,
        );
        return page.total;
      }}
      countPropertyListings={async (property) => {
        const listings = await queryClient.fetchQuery(propertyQueries.listings(property.id));
        return listings.filter((listing) => !listing.archived).length;
      }}
    />
  );
}
