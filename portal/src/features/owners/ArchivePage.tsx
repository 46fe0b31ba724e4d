// The archive page, apart from the owner forms (OwnerPages.tsx): its chunk then does not load the form library.

import { useRestoreProperty } from '../properties/index.ts';
import { onRecord } from '../shared/action.ts';
import { usePagedTable } from '../shared/pagedList.ts';
import { ArchiveView } from './ArchiveView.tsx';
import { useRestoreOwner } from './api.ts';
import { archivedOwnerTable, archivedPropertyTable } from './tables.ts';

/** /admin/archive (rental spec 2.3): archived properties and owners with Restore, each table a page at a time. */
export function ArchivePage({ search }: { search: Record<string, unknown> }) {
  const properties = usePagedTable(archivedPropertyTable, undefined, search);
  const owners = usePagedTable(archivedOwnerTable, undefined, search);
  const restoreOwner = useRestoreOwner();
  const restoreProperty = useRestoreProperty();
  return (
    <ArchiveView
      properties={properties.rows}
      owners={owners.rows}
      propertiesTable={properties}
      ownersTable={owners}
      onRestoreProperty={onRecord(restoreProperty)}
      onRestoreOwner={onRecord(restoreOwner)}
    />
  );
}
