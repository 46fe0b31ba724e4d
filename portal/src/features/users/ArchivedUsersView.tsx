import { ListScreen } from '../shared/ListScreen.tsx';
import { restoreDeleteRowActions } from '../shared/RowActions.tsx';
import type { ServerTableState } from '../shared/tableProps.ts';
import { StrataUsersTable, type UserWithProperty, userRecords } from './StrataUsersTable.tsx';

export interface ArchivedUsersViewProps {
  users: readonly UserWithProperty[];
  /** The table paged, sorted and searched by the server (`users` is then its page). */
  table?: ServerTableState<UserWithProperty>;
  /** Each rejects when it failed (the route shows why); the dialog then stays open. */
  onRestore: (user: UserWithProperty) => Promise<void>;
  onDelete: (user: UserWithProperty) => Promise<void>;
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
