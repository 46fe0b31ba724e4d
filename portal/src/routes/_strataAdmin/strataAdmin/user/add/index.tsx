import { createFileRoute } from '@tanstack/react-router';
import { loadFailure } from '../../../../../features/shared/routeSupport.tsx';
import { userQueries } from '../../../../../features/users/api.ts';
import { UserAddPage } from '../../../../../features/users/UserFormPages.tsx';

/** /strataAdmin/user/add: Property Login and Create New User (strata spec 2). */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/user/add/')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(userQueries.buildings()),
      queryClient.ensureQueryData(userQueries.logins()),
      queryClient.ensureQueryData(userQueries.archivedLogins()),
    ]),
  errorComponent: loadFailure('Could Not Load Users.'),
  component: UserAddPage,
});
