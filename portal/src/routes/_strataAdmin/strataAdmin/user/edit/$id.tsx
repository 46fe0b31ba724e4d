import { ApiError, unwrap } from '@portal/sdk/client';
import { usersQueries } from '@portal/sdk/queries';
import { tagQueryKey } from '@portal/sdk/query';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import {
  loadFailure,
  notFoundOn404,
  parseIdParam,
  stringifyIdParam,
} from '../../../../../features/shared/routeSupport.tsx';
import { UserEditView } from '../../../../../features/users/UserEditView.tsx';
import { type UserEditValues, userUpdateFrom } from '../../../../../features/users/userEditForm.ts';

/**
 * /strataAdmin/user/edit/{id}: update a login's password, username or email (strata spec 2). Opened from a unit's
 * Login row action (?unitId={unitId}) it goes back to that unit, else to the user list.
 */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/user/edit/$id')({
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  validateSearch: (raw: Record<string, unknown>): { unitId?: number } => {
    const unitId = Number(raw.unitId);
    return Number.isSafeInteger(unitId) && unitId > 0 ? { unitId } : {};
  },
  loader: ({ context: { queryClient, api }, params: { id } }) =>
    queryClient.ensureQueryData(usersQueries.getUser(api, { path: { id: String(id) } })).catch(notFoundOn404),
  errorComponent: loadFailure('Could Not Load Users.', 'Error retrieving user'),
  component: EditUserPage,
});

function EditUserPage() {
  const { id } = Route.useParams();
  const { unitId } = Route.useSearch();
  const backLink =
    unitId === undefined
      ? { label: 'Back To Users', href: '/strataAdmin/user/list' }
      : { label: 'Back To Unit', href: `/strataAdmin/strataUnit/${unitId}` };
  const { api, queryClient, toaster } = Route.useRouteContext();
  const navigate = useNavigate();
  const { data: user } = useSuspenseQuery(usersQueries.getUser(api, { path: { id: String(id) } }));
  const save = useMutation({
    mutationFn: async (values: UserEditValues) => {
      const body = userUpdateFrom(values, user);
      // Nothing changed: nothing to send.
      if (Object.keys(body).length === 0) return user;
      return unwrap(await api.PUT('/user/{id}', { params: { path: { id } }, body }));
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: tagQueryKey('users') });
      toaster.show('User updated.', 'success');
      await navigate({ href: backLink.href });
    },
  });
  const error = save.error
    ? save.error instanceof ApiError && save.error.status === 409
      ? 'Unable to update user. The email may already be in use.'
      : 'Cannot leave email blank and password must follow the rules provided'
    : null;
  return (
    <UserEditView
      user={user}
      backLink={backLink}
      onSubmit={async (values) => {
        await save.mutateAsync(values).catch(() => undefined);
      }}
      error={error}
    />
  );
}
