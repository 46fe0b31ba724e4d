import { createFileRoute } from '@tanstack/react-router';
import { idParams, loadFailure, notFoundOn404 } from '../../../../../features/shared/routeSupport.tsx';
import { unitUserSearch } from '../../../../../features/unitUsers/unitUserState.ts';
import { userQueries } from '../../../../../features/users/api.ts';
import { UserEditPage } from '../../../../../features/users/UserFormPages.tsx';

/**
 * /strataAdmin/user/edit/{id}: update a login's password, username or email (strata spec 2). Opened from a unit's
 * Login row action (?unitId={unitId}) it goes back to that unit, else to the user list.
 */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/user/edit/$id')({
  params: idParams,
  // The unit a unit user's Login row action came from, to go back to.
  validateSearch: unitUserSearch,
  loader: ({ context: { queryClient }, params: { id } }) =>
    queryClient.ensureQueryData(userQueries.one(id)).catch(notFoundOn404),
  errorComponent: loadFailure('Could Not Load Users.', 'Error retrieving user'),
  component: function EditUser() {
    return <UserEditPage id={Route.useParams().id} unitId={Route.useSearch().unitId} />;
  },
});
