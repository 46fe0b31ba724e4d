import type { components } from '@portal/sdk/types';
import {
  DataTable,
  type DataTableColumn,
  userTablePageSizeOptions,
} from '@portal/ui/DataTable/DataTable.tsx';
import type { ReactNode } from 'react';
import { type ServerTableState, tableProps } from '../shared/tableProps.ts';

export { strataUserRoles } from '../shared/strataConstants.ts';

export type UserWithProperty = components['schemas']['UserWithProperty'];

/** The New User screen calls Strata Administrator "Administrator" (strata spec 5). */
export function roleLabel(role: UserWithProperty['role']): string {
  return role === 'Strata Administrator' ? 'Administrator' : role;
}

const columns: readonly DataTableColumn<UserWithProperty>[] = [
  { id: 'userName', header: 'Username', value: (user) => user.userName, isRowHeader: true },
  { id: 'email', header: 'Email', value: (user) => user.email },
  { id: 'role', header: 'Role', value: (user) => roleLabel(user.role) },
  { id: 'buildingName', header: 'Building', value: (user) => user.buildingName ?? '' },
  { id: 'strataPlanNumber', header: 'Strata Plan #', value: (user) => user.strataPlanNumber ?? '' },
];

export interface StrataUsersTableProps {
  label: string;
  users: readonly UserWithProperty[];
  /** Paged, sorted and searched by the server: `users` is then the page. */
  table?: ServerTableState<UserWithProperty> | undefined;
  renderActions: (user: UserWithProperty) => ReactNode;
  emptyMessage: string;
}

/** The Strata Users tables (strata spec 2 and 9: page sizes 5, 10, 15, 20, 50, 100). */
export function StrataUsersTable({
  label,
  users,
  table,
  renderActions,
  emptyMessage,
}: StrataUsersTableProps) {
  return (
    <DataTable
      label={label}
      {...tableProps(
        table,
        String(label)
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-'),
      )}
      columns={columns}
      rows={users}
      getRowId={(user) => user.id}
      pageSizeOptions={userTablePageSizeOptions}
      emptyMessage={emptyMessage}
      actionsHeader="Action"
      renderActions={renderActions}
    />
  );
}
