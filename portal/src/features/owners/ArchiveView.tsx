import { Button, Card, ConfirmDialog, type DataTableColumn, PageHeader, Stack } from '@portal/ui';
import { BreakableName } from '../shared/BreakableName.tsx';
import { RecordTable } from '../shared/RecordTable.tsx';
import type { ServerTableState } from '../shared/tableProps.ts';
import { restoreOwnerConfirmation, restorePropertyConfirmation } from './archiveConfirmations.tsx';
import type { PropertySummary } from './OwnerDetails.tsx';
import type { OwnerProfileSummary } from './ownerForm.ts';

export interface ArchiveViewProps {
  properties: readonly PropertySummary[];
  owners: readonly OwnerProfileSummary[];
  /** Each table paged, sorted and searched by the server (its rows are then the page). */
  propertiesTable?: ServerTableState<PropertySummary>;
  ownersTable?: ServerTableState<OwnerProfileSummary>;
  /** Restores the property and its listings; rejects when it failed (the dialog stays open). */
  onRestoreProperty: (property: PropertySummary) => Promise<void>;
  /** Restores the owner with all its properties and their listings; rejects when it failed. */
  onRestoreOwner: (owner: OwnerProfileSummary) => Promise<void>;
}

/** /admin/archive (rental spec 2.3, 4): archived properties and archived owners, each row with Restore. */
export function ArchiveView({
  properties,
  owners,
  propertiesTable,
  ownersTable,
  onRestoreProperty,
  onRestoreOwner,
}: ArchiveViewProps) {
  const propertyColumns: DataTableColumn<PropertySummary>[] = [
    {
      id: 'rmNumber',
      header: 'RM Number',
      value: (row) => row.rmNumber,
      href: (row) => `/admin/archived/property/${row.id}`,
    },
    // Sorted by its street (the address begins with it), as the server sorts it.
    { id: 'street', header: 'Address', value: (row) => row.address },
    { id: 'city', header: 'City', value: (row) => row.city },
  ];
  const ownerColumns: DataTableColumn<OwnerProfileSummary>[] = [
    {
      id: 'name',
      header: 'Name',
      value: (row) => row.name,
      href: (row) => `/admin/archived/owner/${row.id}`,
    },
    {
      id: 'email',
      header: 'Email',
      value: (row) => row.email,
      render: (row) => <BreakableName text={row.email} />,
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        title="Archives"
        description="Archived properties and owners. Restore brings a record back with what was archived with it."
        backLink={{ label: 'Back To Dashboard', href: '/admin/dashboard' }}
      />
      <Card title="Archived Properties">
        <RecordTable
          label="Archived Properties"
          table={propertiesTable}
          columns={propertyColumns}
          rows={properties}
          emptyMessage="No archived properties."
          initialSort={{ column: 'rmNumber', direction: 'ascending' }}
          renderActions={(row) => (
            <ConfirmDialog
              {...restorePropertyConfirmation(row.rmNumber)}
              onConfirm={() => onRestoreProperty(row)}
              trigger={
                <Button size="small" variant="secondary" aria-label={`Restore ${row.rmNumber}`}>
                  Restore
                </Button>
              }
            />
          )}
        />
      </Card>
      <Card title="Archived Owners">
        <RecordTable
          label="Archived Owners"
          table={ownersTable}
          columns={ownerColumns}
          rows={owners}
          emptyMessage="No archived owners."
          initialSort={{ column: 'name', direction: 'ascending' }}
          renderActions={(row) => (
            <ConfirmDialog
              {...restoreOwnerConfirmation(row.name)}
              onConfirm={() => onRestoreOwner(row)}
              trigger={
                <Button size="small" variant="secondary" aria-label={`Restore ${row.name}`}>
                  Restore
                </Button>
              }
            />
          )}
        />
      </Card>
    </Stack>
  );
}
