import { Link } from '@portal/ui/Link/Link.tsx';
import { PageHeader } from '@portal/ui/PageHeader/PageHeader.tsx';
import { editArchiveRowActions } from '../shared/RowActions.tsx';
import * as styles from '../shared/strataScreen.css.ts';
import { StrataUsersTable, type UserWithProperty } from './StrataUsersTable.tsx';

export interface UserListViewProps {
  users: readonly UserWithProperty[];
  /** Archives the login after the confirmation; rejects when it failed. */
  onArchive: (user: UserWithProperty) => Promise<void>;
}

/**
 * /strataAdmin/user/list (strata spec 2): the Strata Users table (administrators and building logins) with Edit and
 * Archive, and Add User and View Archives.
 */
export function UserListView({ users, onArchive }: UserListViewProps) {
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
        emptyMessage="No users yet."
        renderActions={editArchiveRowActions({
          thing: 'user',
          name: (user) => user.userName,
          editHref: (user) => `/strataAdmin/user/edit/${user.id}`,
          archiveMessage: (user) =>
            `Are you sure you want to archive ${user.userName}? The user can no longer sign in.`,
          onArchive,
        })}
      />
    </div>
  );
}
