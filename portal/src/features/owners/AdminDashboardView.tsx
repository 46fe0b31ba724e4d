import {
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  type DataTableQuery,
  type DataTableServerState,
  type Href,
  Inline,
  Link,
  PageHeader,
  Stack,
} from '@portal/ui';

import type { ReactNode } from 'react';

/** A server table's export: it fetches every row itself, so it takes only the table's search and sort. */
type ExportTable = (query: DataTableQuery) => Promise<void>;

import { BreakableName } from '../shared/BreakableName.tsx';
import { ButtonLinks } from '../shared/ButtonLinks.tsx';
import { CascadeMessage } from '../shared/CascadeMessage.tsx';
import { RetryLoad } from '../shared/RetryLoad.tsx';
import type { LoadedList } from '../shared/useLoadedList.ts';
import {
  archiveQuestion,
  ownerArchiveCascade,
  ownerTitle,
  propertyArchiveCascade,
  propertyTitle,
} from './archiveMessages.ts';
import type { PropertySummary } from './OwnerDetails.tsx';
import type { OwnerProfileSummary } from './ownerForm.ts';
import { ownersLoadFailure, propertiesLoadFailure } from './ownerMessages.ts';

/** The header's links: New Owner and View Archives. */
const headerLinks = [
  { label: 'New Owner', href: '/admin/owner/add' },
  { label: 'View Archives', href: '/admin/archive' },
] as const;

export interface AdminDashboardViewProps {
  /** The signed-in user's name (session `name`). */
  name: string;
  /** Each table's rows: with `server`, the current page, paged, sorted and searched by the server. */
  properties: LoadedList<PropertySummary> & { server?: DataTableServerState; onExport?: ExportTable };
  owners: LoadedList<OwnerProfileSummary> & { server?: DataTableServerState; onExport?: ExportTable };
  /** Archives the property (with its listings) after "Are you sure you want to archive this?"; rejects on failure. */
  onArchiveProperty: (property: PropertySummary) => Promise<void>;
  /** Archives the owner (with its properties and listings) after the same confirmation; rejects on failure. */
  onArchiveOwner: (owner: OwnerProfileSummary) => Promise<void>;
  /** How many active properties go with the owner (asked as the confirmation opens; left out, no count is said). */
  countOwnerProperties?: (owner: OwnerProfileSummary) => Promise<number>;
  /** How many active listings go with the property (likewise). */
  countPropertyListings?: (property: PropertySummary) => Promise<number>;
}

const propertyColumns: DataTableColumn<PropertySummary>[] = [
  { id: 'rmNumber', header: 'RM Number', value: (row) => row.rmNumber },
  // The spec's header for the property's address; sorted by its street (the address begins with it).
  { id: 'street', header: 'Address Type', value: (row) => row.address },
  { id: 'city', header: 'City', value: (row) => row.city },
];

const ownerColumns: DataTableColumn<OwnerProfileSummary>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name },
  {
    id: 'email',
    header: 'Email',
    value: (row) => row.email,
    render: (row) => <BreakableName text={row.email} />,
  },
];

/** View, Edit and Archive of one row; the labels name the record for screen readers. */
function RowActions({
  name,
  viewHref,
  editHref,
  archiveTitle,
  archiveMessage,
  onArchive,
}: {
  name: string;
  viewHref: Href;
  editHref: Href;
  archiveTitle: string;
  archiveMessage: ReactNode;
  onArchive: () => Promise<void>;
}) {
  return (
    <Inline gap="sm">
      <Link href={viewHref} aria-label={`View ${name}`}>
        View
      </Link>
      <Link href={editHref} aria-label={`Edit ${name}`}>
        Edit
      </Link>
      <ConfirmDialog
        title={archiveTitle}
        message={archiveMessage}
        confirmLabel="Archive"
        onConfirm={onArchive}
        trigger={
          <Button size="small" variant="secondary" aria-label={`Archive ${name}`}>
            Archive
          </Button>
        }
      />
    </Inline>
  );
}

/**
 * /admin/dashboard (rental spec 2.3): the properties table (RM Number, Address Type, City, Action) and the owners
 * table (Name, Email, Action), 10 rows a page with 5, 10, 15, 20; New Owner and View Archives. Each table loads
 * on its own: one failing shows the spec's message in it with a retry, the other still works.
 */
export function AdminDashboardView({
  name,
  properties,
  owners,
  onArchiveProperty,
  onArchiveOwner,
  countOwnerProperties,
  countPropertyListings,
}: AdminDashboardViewProps) {
  return (
    <Stack gap="lg">
      <PageHeader
        title="Dashboard"
        description={`Welcome, ${name}.`}
        actions={<ButtonLinks links={headerLinks} />}
      />
      <Card title="Properties" actions={<RetryLoad list={properties} label="properties" />}>
        <DataTable
          label="Properties"
          columns={propertyColumns}
          rows={properties.rows}
          status={properties.status}
          errorMessage={propertiesLoadFailure}
          getRowId={(row) => row.id}
          emptyMessage="No properties yet."
          initialSort={{ column: 'rmNumber', direction: 'ascending' }}
          server={properties.server}
          onExport={properties.onExport}
          renderActions={(row) => (
            <RowActions
              name={row.rmNumber}
              viewHref={`/admin/property/${row.id}`}
              editHref={`/admin/edit/property/${row.id}`}
              archiveTitle={propertyTitle('Archive', row.rmNumber)}
              archiveMessage={
                <CascadeMessage
                  question={archiveQuestion}
                  cascade={propertyArchiveCascade}
                  count={countPropertyListings && (() => countPropertyListings(row))}
                />
              }
              onArchive={() => onArchiveProperty(row)}
            />
          )}
        />
      </Card>
      <Card title="Owners" actions={<RetryLoad list={owners} label="owners" />}>
        <DataTable
          label="Owners"
          columns={ownerColumns}
          rows={owners.rows}
          status={owners.status}
          errorMessage={ownersLoadFailure}
          getRowId={(row) => row.id}
          emptyMessage="No owners yet."
          initialSort={{ column: 'name', direction: 'ascending' }}
          server={owners.server}
          onExport={owners.onExport}
          renderActions={(row) => (
            <RowActions
              name={row.name}
              viewHref={`/admin/owner/${row.id}`}
              editHref={`/admin/edit/owner/${row.id}`}
              archiveTitle={ownerTitle('Archive', row.name)}
              archiveMessage={
                <CascadeMessage
                  question={archiveQuestion}
                  cascade={ownerArchiveCascade}
                  count={countOwnerProperties && (() => countOwnerProperties(row))}
                />
              }
              onArchive={() => onArchiveOwner(row)}
            />
          )}
        />
      </Card>
    </Stack>
  );
}
