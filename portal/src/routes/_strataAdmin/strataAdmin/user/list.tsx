import { unwrap } from '@portal/sdk/client';
import { usersQueries } from '@portal/sdk/queries';
import { tagQueryKey } from '@portal/sdk/query';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { loadFailure } from '../../../../features/shared/routeSupport.tsx';
import { strataUserRoles } from '../../../../features/shared/strataConstants.ts';
import type { UserWithProperty } from '../../../../features/users/StrataUsersTable.tsx';
import { UserListView } from '../../../../features/users/UserListView.tsx';

const params = { query: { rolesList: [...strataUserRoles] } };

/** /strataAdmin/user/list: the Strata Users table (strata spec 2). */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/user/list')({
  loader: ({ context: { queryClient, api } }) =>
    queryClient.ensureQueryData(usersQueries.listUsersWithProperty(api, params)),
  errorComponent: loadFailure('Could Not Load Users.'),
  component: UserListPage,
});

function UserListPage() {
  const { api, queryClient, toaster } = Route.useRouteContext();
  const { data: users } = useSuspenseQuery(usersQueries.listUsersWithProperty(api, params));
  const archive = useMutation({
    mutationFn: async (user: UserWithProperty) =>
      unwrap(await api.PUT('/user/archive/{id}', { params: { path: { id: user.id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tagQueryKey('users') }),
    onError: () => toaster.show('Error disabling user.', 'error'),
  });
  return <UserListView users={users} onArchive={async (user) => void (await archive.mutateAsync(user))} />;
}
