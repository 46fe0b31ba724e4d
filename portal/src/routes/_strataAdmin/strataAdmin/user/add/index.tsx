import { unwrap } from '@portal/sdk/client';
import { strataPropertiesQueries, usersQueries } from '@portal/sdk/queries';
import { tagQueryKey } from '@portal/sdk/query';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { messageOf } from '../../../../../features/shared/failures.ts';
import { loadFailure } from '../../../../../features/shared/routeSupport.tsx';
import { UserAddView } from '../../../../../features/users/UserAddView.tsx';
import {
  buildingsWithoutLogin,
  freeLogins,
  type NewUserValues,
  newUserEmail,
  type PropertyLoginValues,
  withLogin,
} from '../../../../../features/users/userAddForm.ts';

const loginParams = { query: { rolesList: ['Strata Owner' as const] } };

/** /strataAdmin/user/add: Property Login and Create New User (strata spec 2). */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/user/add/')({
  loader: ({ context: { queryClient, api } }) =>
    Promise.all([
      queryClient.ensureQueryData(strataPropertiesQueries.listStrataProperties(api)),
      queryClient.ensureQueryData(usersQueries.listUsersWithProperty(api, loginParams)),
      queryClient.ensureQueryData(usersQueries.listArchivedUsersWithProperty(api, loginParams)),
    ]),
  errorComponent: loadFailure('Could Not Load Users.'),
  component: UserAddPage,
});

function UserAddPage() {
  const { api, queryClient, toaster } = Route.useRouteContext();
  const navigate = useNavigate();
  const { data: buildings } = useSuspenseQuery(strataPropertiesQueries.listStrataProperties(api));
  const { data: logins } = useSuspenseQuery(usersQueries.listUsersWithProperty(api, loginParams));
  const { data: archived } = useSuspenseQuery(usersQueries.listArchivedUsersWithProperty(api, loginParams));
  const done = async (message: string) => {
    await queryClient.invalidateQueries({ queryKey: tagQueryKey('users') });
    await queryClient.invalidateQueries({ queryKey: tagQueryKey('strataProperties') });
    toaster.show(message, 'success');
    await navigate({ to: '/strataAdmin/user/list' });
  };
  const assign = useMutation({
    mutationFn: async ({ buildingId, userId }: PropertyLoginValues) => {
      if (buildingId === null || userId === null) throw new Error('Please enter a valid user');
      const property = unwrap(
        await api.GET('/strataProperty/{id}', { params: { path: { id: buildingId } } }),
      );
      return unwrap(
        await api.PUT('/strataProperty/{id}', {
          params: { path: { id: buildingId } },
          body: withLogin(property, userId),
        }),
      );
    },
    onSuccess: (property) => done(`${property.buildingName} login saved.`),
  });
  const create = useMutation({
    mutationFn: async (values: NewUserValues) =>
      unwrap(
        await api.POST('/user', {
          params: {
            query: {
              role: values.role === 'Administrator' ? 'Administrator' : 'Strata Owner',
              userName: values.userName.trim(),
            },
          },
          body: { email: newUserEmail(values), password: values.password, portal: 'strata' },
        }),
      ),
    onSuccess: (user) => done(`${user.userName} created.`),
  });
  return (
    <UserAddView
      buildings={buildingsWithoutLogin(buildings, [...logins, ...archived])}
      logins={freeLogins(logins)}
      onAssignLogin={async (values) => {
        await assign.mutateAsync(values).catch(() => undefined);
      }}
      onCreateUser={async (values) => {
        await create.mutateAsync(values).catch(() => undefined);
      }}
      loginError={
        assign.error ? messageOf(assign.error, 'Something went wrong, please try again later.') : null
      }
      userError={
        create.error ? messageOf(create.error, 'Error creating new user. User may already exist.') : null
      }
    />
  );
}
