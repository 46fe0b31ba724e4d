import { unwrap } from '@portal/sdk/client';
import { usersQueries } from '@portal/sdk/queries';
import { tagQueryKey } from '@portal/sdk/query';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { loadFailure } from '../../../../features/shared/routeSupport.tsx';
import { strataUserRoles } from '../../../../features/shared/strataConstants.ts';
import { ArchivedUsersView } from '../../../../features/users/ArchivedUsersView.tsx';
import type { UserWithProperty } from '../../../../features/users/StrataUsersTable.tsx';

const params = { query: { rolesList: [...strataUserRoles] } };

/** /strataAdmin/user/archived: archived logins with restore and delete (strata spec 2). */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/user/archived')({
  loader: ({ context: { queryClient, api } }) =>
    queryClient.ensureQueryData(usersQueries.listArchivedUsersWithProperty(api, params)),
  errorComponent: loadFailure('Could Not Load Users.'),
  component: ArchivedUsersPage,
});

function ArchivedUsersPage() {
  const { api, queryClient, toaster } = Route.useRouteContext();
  const { data: users } = useSuspenseQuery(usersQueries.listArchivedUsersWithProperty(api, params));
  const refresh = () => queryClient.invalidateQueries({ queryKey: tagQueryKey('users') });
  const restore = useMutation({
    mutationFn: async (user: UserWithProperty) =>
      unwrap(await api.PUT('/user/restore/{id}', { params: { path: { id: user.id } } })),
    onSuccess: refresh,
    onError: () => toaster.show('Something went Wrong. Please try again Later.', 'error'),
  });
  const remove = useMutation({
    mutationFn: async (user: UserWithProperty) =>
      unwrap(await api.DELETE('/user/delete/{id}', { params: { path: { id: user.id } } })),
    onSuccess: refresh,
    onError: () => toaster.show('Error deleting user.', 'error'),
  });
  return (
    <ArchivedUsersView
      users={users}
      onRestore={async (user) => void (await restore.mutateAsync(user))}
      onDelete={async (user) => void (await remove.mutateAsync(user))}
    />
  );
}
