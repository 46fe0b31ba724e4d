import { onRecord } from '../shared/action.ts';
import { type TableSearchProps as TableSearch, usePagedTable } from '../shared/pagedList.ts';
import { ArchivedUsersView } from './ArchivedUsersView.tsx';
import { useArchiveUser, useDeleteUser, useRestoreUser } from './api.ts';
import { archivedUserTable, strataUsers, userTable } from './tables.ts';
import { UserListView } from './UserListView.tsx';

/** /strataAdmin/user/list: the Strata Users table (strata spec 2), a page at a time from the server. */
export function UserListPage({ search }: TableSearch) {
  const table = usePagedTable(userTable, strataUsers, search);
  const archive = useArchiveUser();
  return <UserListView users={table.rows} table={table} onArchive={onRecord(archive)} />;
}

/** /strataAdmin/user/archived: archived logins with restore and delete (strata spec 2), a page at a time. */
export function ArchivedUsersPage({ search }: TableSearch) {
  const table = usePagedTable(archivedUserTable, strataUsers, search);
  const restore = useRestoreUser();
  const remove = useDeleteUser();
  return (
    <ArchivedUsersView
      users={table.rows}
      table={table}
      onRestore={onRecord(restore)}
      onDelete={onRecord(remove)}
    />
  );
}
