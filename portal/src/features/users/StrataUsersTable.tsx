import { type DataTableColumn, userTablePageSizeOptions } from '@portal/ui';
import { BreakableName } from '../shared/BreakableName.tsx';
import { RecordTable, type RecordTableProps } from '../shared/RecordTable.tsx';
import type { UserWithProperty } from '../shared/schemas.ts';
import { userCascades } from '../shared/strataCascades.ts';

export type { UserWithProperty } from '../shared/schemas.ts';

export { strataUserRoles } from '../shared/strataConstants.ts';

/** The New User screen calls Strata Administrator "Administrator" (strata spec 5). */
export function roleLabel(role: UserWithProperty['role']): string {
  return role === 'Strata Administrator' ? 'Administrator' : role;
}

const columns: readonly DataTableColumn<UserWithProperty>[] = [
  { id: 'userName', header: 'Username', value: (user) => user.userName, isRowHeader: true },
  {
    id: 'email',
    header: 'Email',
    value: (user) => user.email,
    render: (user) => <BreakableName text={user.email} />,
  },
  { id: 'role', header: 'Role', value: (user) => roleLabel(user.role) },
  { id: 'buildingName', header: 'Building', value: (user) => user.buildingName ?? '' },
  { id: 'strataPlanNumber', header: 'Strata Plan #', value: (user) => user.strataPlanNumber ?? '' },
];

/** How the row actions' buttons and questions name a login. */
export const userRecords = { name: (user: UserWithProperty) => user.userName, cascades: userCascades };

export type StrataUsersTableProps = Pick<
  RecordTableProps<UserWithProperty>,
  'label' | 'table' | 'emptyMessage' | 'renderActions'
> & { users: readonly UserWithProperty[] };

/** The Strata Users tables (strata spec 2 and 9: page sizes 5, 10, 15, 20, 50, 100). */
export function StrataUsersTable({ users, ...props }: StrataUsersTableProps) {
  return <RecordTable {...props} columns={columns} rows={users} pageSizeOptions={userTablePageSizeOptions} />;
}
