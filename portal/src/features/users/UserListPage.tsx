import type { TableSearchProps as TableSearch } from '../shared/pagedList.ts';
import { useRecordTable } from '../shared/useRecordTable.ts';
import { ArchivedUsersView } from './ArchivedUsersView.tsx';
import { useArchiveUser, useDeleteUser, useRestoreUser } from './api.ts';
import { archivedUserTable, strataUsers, userTable } from './tables.ts';
import { UserListView } from './UserListView.tsx';

/** /strataAdmin/user/list: the Strata Users table (strata spec 2), a page at a time from the server. */
export function UserListPage({ search }: TableSearch) {
  const { table, ...actions } = useRecordTable(userTable, strataUsers, search, {
    onArchive: useArchiveUser(),
  });
  return <UserListView users={table.rows} table={table} {...actions} />;
}

/** /strataAdmin/user/archived: archived logins with restore and delete (strata spec 2), a page at a time. */
export function ArchivedUsersPage({ search }: TableSearch) {
  const { table, ...actions } = useRecordTable(archivedUserTable, strataUsers, search, {
    onRestore: useRestoreUser(),
    onDelete: useDeleteUser(),
  });
  return <ArchivedUsersView users={table.rows} table={table} {...actions} />;
}
