import { useSuspenseQuery } from '@tanstack/react-query';
import { ArchivedUsersView } from './ArchivedUsersView.tsx';
import { useArchiveUser, useDeleteUser, useRestoreUser, userQueries } from './api.ts';
import { UserListView } from './UserListView.tsx';

/** /strataAdmin/user/list: the Strata Users table (strata spec 2). */
export function UserListPage() {
  const { data: users } = useSuspenseQuery(userQueries.active());
  const archive = useArchiveUser();
  return <UserListView users={users} onArchive={(user) => archive.run({ path: { id: user.id } })} />;
}

/** /strataAdmin/user/archived: archived logins with restore and delete (strata spec 2). */
export function ArchivedUsersPage() {
  const { data: users } = useSuspenseQuery(userQueries.archived());
  const restore = useRestoreUser();
  const remove = useDeleteUser();
  return (
    <ArchivedUsersView
      users={users}
      onRestore={(user) => restore.run({ path: { id: user.id } })}
      onDelete={(user) => remove.run({ path: { id: user.id } })}
    />
  );
}
