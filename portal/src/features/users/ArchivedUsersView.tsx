import { ListScreen } from '../shared/ListScreen.tsx';
import { type ArchivedListViewProps, restoreDeleteRowActions } from '../shared/RowActions.tsx';
import { StrataUsersTable, type UserWithProperty, userRecords } from './StrataUsersTable.tsx';

/** Restore and Delete reject when they failed (the route shows why). */
export interface ArchivedUsersViewProps extends ArchivedListViewProps<UserWithProperty> {
  users: readonly UserWithProperty[];
}

/** /strataAdmin/user/archived (strata spec 2): archived logins with Restore and Delete, each confirmed. */
export function ArchivedUsersView({ users, table, onRestore, onDelete }: ArchivedUsersViewProps) {
  return (
    <ListScreen
      title="Archived Strata Users"
      backLink={{ label: 'Back To Users', href: '/strataAdmin/user/list' }}
    >
      <StrataUsersTable
        label="Archived Strata Users"
        users={users}
        table={table}
        emptyMessage="No archived users."
        renderActions={restoreDeleteRowActions({ ...userRecords, onRestore, onDelete })}
      />
    </ListScreen>
  );
}
