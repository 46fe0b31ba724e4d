// The archive page, apart from the owner forms (OwnerPages.tsx): its chunk then does not load the form library.
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRestoreProperty } from '../properties/index.ts';
import { ArchiveView } from './ArchiveView.tsx';
import { ownerQueries, useRestoreOwner } from './api.ts';

/** /admin/archive (rental spec 2.3): archived properties and owners with Restore. */
export function ArchivePage() {
  const { data: properties } = useSuspenseQuery(ownerQueries.archivedPropertiesOfAll());
  const { data: owners } = useSuspenseQuery(ownerQueries.archived());
  const restoreOwner = useRestoreOwner();
  const restoreProperty = useRestoreProperty();
  return (
    <ArchiveView
      properties={properties}
      owners={owners}
      onRestoreProperty={(property) => restoreProperty.run({ path: { id: property.id } })}
      onRestoreOwner={(owner) => restoreOwner.run({ path: { id: owner.id } })}
    />
  );
}
