import { Button } from '@portal/ui/Button/Button.tsx';
import { ConfirmDialog, confirmPresets } from '@portal/ui/ConfirmDialog/ConfirmDialog.tsx';
import { PageHeader } from '@portal/ui/PageHeader/PageHeader.tsx';
import * as styles from '../shared/strataScreen.css.ts';
import { StrataUsersTable, type UserWithProperty } from './StrataUsersTable.tsx';

export interface ArchivedUsersViewProps {
  users: readonly UserWithProperty[];
  /** Each rejects when it failed (the route shows why); the dialog then stays open. */
  onRestore: (user: UserWithProperty) => Promise<void>;
  onDelete: (user: UserWithProperty) => Promise<void>;
}

/** /strataAdmin/user/archived (strata spec 2): archived logins with Restore and Delete, each confirmed. */
export function ArchivedUsersView({ users, onRestore, onDelete }: ArchivedUsersViewProps) {
  return (
    <div className={styles.page}>
      <PageHeader
        title="Archived Strata Users"
        backLink={{ label: 'Back To Users', href: '/strataAdmin/user/list' }}
      />
      <StrataUsersTable
        label="Archived Strata Users"
        users={users}
        emptyMessage="No archived users."
        renderActions={(user) => (
          <div className={styles.actions}>
            <ConfirmDialog
              {...confirmPresets.restore}
              title="Restore user"
              message={`Are you sure you want to restore ${user.userName}?`}
              onConfirm={() => onRestore(user)}
              trigger={
                <Button variant="secondary" size="small" aria-label={`Restore ${user.userName}`}>
                  Restore
                </Button>
              }
            />
            <ConfirmDialog
              {...confirmPresets.delete}
              title="Delete user"
              message={`Are you sure you want to delete ${user.userName}? This cannot be undone.`}
              onConfirm={() => onDelete(user)}
              trigger={
                <Button variant="danger" size="small" aria-label={`Delete ${user.userName}`}>
                  Delete
                </Button>
              }
            />
          </div>
        )}
      />
    </div>
  );
}
