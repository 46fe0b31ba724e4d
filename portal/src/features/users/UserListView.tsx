import { Link } from '@portal/ui/Link/Link.tsx';
import { PageHeader } from '@portal/ui/PageHeader/PageHeader.tsx';
import { ConfirmedAction } from '../shared/ConfirmedAction.tsx';
import * as styles from '../shared/strataScreen.css.ts';
import type { ServerTableState } from '../shared/tableProps.ts';
import { StrataUsersTable, type UserWithProperty } from './StrataUsersTable.tsx';

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
    <div className={styles.page}>
      <PageHeader
        title="Strata Users"
        actions={
          <>
            <Link href="/strataAdmin/user/add" variant="button">
              Add User
            </Link>
            <Link href="/strataAdmin/user/archived" variant="button">
              View Archives
            </Link>
          </>
        }
      />
      <StrataUsersTable
        label="Strata Users"
        users={users}
        table={table}
        emptyMessage="No users yet."
        renderActions={(user) => (
          <div className={styles.actions}>
            <Link href={`/strataAdmin/user/edit/${user.id}`} aria-label={`Edit ${user.userName}`}>
              Edit
            </Link>
            <ConfirmedAction
              kind="archive"
              thing="user"
              name={`${user.userName}`}
              message={`Are you sure you want to archive ${user.userName}? The user can no longer sign in.`}
              onConfirm={() => onArchive(user)}
            />
          </div>
        )}
      />
    </div>
  );
}
