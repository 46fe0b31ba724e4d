import { ListScreen } from '../shared/ListScreen.tsx';
import { editArchiveRowActions } from '../shared/RowActions.tsx';
import type { ServerTableState } from '../shared/tableProps.ts';
import { StrataUsersTable, type UserWithProperty, userRecords } from './StrataUsersTable.tsx';

/** The header's links: Add User and View Archives. */
const headerLinks = [
  { label: 'Add User', href: '/strataAdmin/user/add' },
  { label: 'View Archives', href: '/strataAdmin/user/archived' },
] as const;

export interface UserListViewProps {
  users: readonly UserWithProperty[];
  /** The table paged, sorted and searched by the server (`users` is then its page). */
  table?: ServerTableState<UserWithProperty>;
  /** Archives the login after the confirmation; rejects when it failed. */
  onArchive: (user: UserWithProperty) => Promise<void>;
}

/**
 * /strataAdmin/user/list (strata spec 2): the Strata Users table (administrators and building logins) with Edit and
 * Archive, and Add User and View Archives.
 */
export function UserListView({ users, table, onArchive }: UserListViewProps) {
  return (
    <ListScreen title="Strata Users" links={headerLinks}>
      <StrataUsersTable
        label="Strata Users"
        users={users}
        table={table}
        emptyMessage="No users yet."
        renderActions={editArchiveRowActions({
          ...userRecords,
          editHref: (user) => `/strataAdmin/user/edit/${user.id}`,
          onArchive,
        })}
      />
    </ListScreen>
  );
}
