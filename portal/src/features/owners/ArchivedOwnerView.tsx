import { Button, Card, ConfirmDialog, InlineAlert, PageHeader, Stack } from '@portal/ui';
import { AdminDocumentsTable, type RentalDocument } from '../documents/index.ts';
import type { DocumentOpeners } from '../shared/documentOpeners.ts';
import { restoreOwnerConfirmation } from './archiveConfirmations.tsx';
import { OwnerDetailsCard, OwnerPropertiesTable, type PropertySummary } from './OwnerDetails.tsx';
import type { OwnerProfile } from './ownerForm.ts';

export interface ArchivedOwnerViewProps extends DocumentOpeners {
  owner: OwnerProfile;
  /** The owner's archived properties. */
  properties: readonly PropertySummary[];
  documents: readonly RentalDocument[];
  /** Restores the owner with all its properties and their listings; rejects when it failed. */
  onRestore: () => Promise<void>;
}

/** /admin/archived/owner/{id} (rental spec 2.3): the archived owner's details, archived properties and documents. */
export function ArchivedOwnerView({
  owner,
  properties,
  documents,
  onRestore,
  onViewDocument,
  onDownloadDocument,
}: ArchivedOwnerViewProps) {
  return (
    <Stack gap="lg">
      <PageHeader
        title={`Archived Owner ${owner.name}`}
        description={`Owner · ${owner.user.email}`}
        backLink={{ label: 'Back To Archives', href: '/admin/archive' }}
        actions={
          <ConfirmDialog
            {...restoreOwnerConfirmation(owner.name)}
            onConfirm={onRestore}
            trigger={<Button>Restore</Button>}
          />
        }
      />
      <InlineAlert variant="warning" title="This owner is archived.">
        The owner cannot sign in, and their records are read only until the owner is restored.
      </InlineAlert>
      <OwnerDetailsCard owner={owner} />
      <Card title="Archived Properties">
        <OwnerPropertiesTable
          properties={properties}
          hrefOf={(property) => `/admin/archived/property/${property.id}`}
          emptyMessage="This owner has no archived properties."
        />
      </Card>
      <Card title="Documents">
        <AdminDocumentsTable documents={documents} onView={onViewDocument} onDownload={onDownloadDocument} />
      </Card>
    </Stack>
  );
}
