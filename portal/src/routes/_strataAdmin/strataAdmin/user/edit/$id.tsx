import { createFileRoute } from '@tanstack/react-router';
import {
  loadFailure,
  notFoundOn404,
  parseIdParam,
  stringifyIdParam,
} from '../../../../../features/shared/routeSupport.tsx';
import { userQueries } from '../../../../../features/users/api.ts';
import { UserEditPage } from '../../../../../features/users/UserFormPages.tsx';

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
  loader: ({ context: { queryClient }, params: { id } }) =>
    queryClient.ensureQueryData(userQueries.one(id)).catch(notFoundOn404),
  errorComponent: loadFailure('Could Not Load Users.', 'Error retrieving user'),
  component: function EditUser() {
    return <UserEditPage id={Route.useParams().id} unitId={Route.useSearch().unitId} />;
  },
});
