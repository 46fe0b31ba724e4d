// The blocks of the administrator's owner pages (rental spec 2.3 "/admin/owner/{id}", "/admin/archived/owner/{id}"):
// the owner's details and the owner's property list.

import {
  Card,
  DataTable,
  type DataTableColumn,
  type DataTableStatus,
  DescriptionList,
  type Href,
} from '@portal/ui';
import { BreakableName } from '../shared/BreakableName.tsx';
import { countryLabel } from '../shared/rentalConstants.ts';
import type { PropertySummary } from '../shared/schemas.ts';
import { type ServerTableState, tableProps } from '../shared/tableProps.ts';
import type { OwnerProfile } from './ownerForm.ts';

export type { PropertySummary } from '../shared/schemas.ts';

export function OwnerDetailsCard({ owner }: { owner: OwnerProfile }) {
  return (
    <Card title="Owner Details">
      <DescriptionList
        items={[
          { term: 'Name', description: owner.name },
          {
            term: 'Email',
            description: (
              <a href={`mailto:${owner.user.email}`}>
                <BreakableName text={owner.user.email} />
              </a>
            ),
          },
          { term: 'Username', description: owner.user.userName },
          { term: 'Phone', description: <a href={`tel:${owner.phone}`}>{owner.phone}</a> },
          { term: 'Mobile', description: owner.mobile },
          { term: 'Address', description: owner.address },
          { term: 'City', description: owner.city },
          { term: 'Province', description: owner.province },
          { term: 'Postal Code', description: owner.postal },
          { term: 'Country', description: countryLabel(owner.countryId) },
        ]}
      />
    </Card>
  );
}

/** The owner's properties: RM Number (a link), Address, City; 10 rows a page with 5, 10, 15, 20 (spec 9). */
export function OwnerPropertiesTable({
  properties,
  hrefOf,
  emptyMessage,
  status,
  errorMessage,
  table,
}: {
  properties: readonly PropertySummary[];
  hrefOf: (property: PropertySummary) => Href;
  emptyMessage: string;
  /** A list loaded on its own (the owner dashboard): loading or failed, with the spec's message. */
  status?: DataTableStatus;
  errorMessage?: string;
  /** A table paged by the server (pagedList.ts): `properties` is then its current page. */
  table?: ServerTableState<PropertySummary> | undefined;
}) {
  const columns: DataTableColumn<PropertySummary>[] = [
    { id: 'rmNumber', header: 'RM Number', value: (row) => row.rmNumber, href: hrefOf },
    // Sorted by its street (the address begins with it), the server's sort key.
    { id: 'street', header: 'Address', value: (row) => row.address },
    { id: 'city', header: 'City', value: (row) => row.city },
  ];
  return (
    <DataTable
      label="Properties"
      columns={columns}
      rows={properties}
      getRowId={(row) => row.id}
      emptyMessage={emptyMessage}
      {...tableProps(table, 'properties')}
      {...(table ? {} : { status, errorMessage })}
      initialSort={{ column: 'rmNumber', direction: 'ascending' }}
    />
  );
}
