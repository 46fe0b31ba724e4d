import { createFileRoute } from '@tanstack/react-router';
import { loadFailure } from '../../../../features/shared/routeSupport.tsx';
import { userQueries } from '../../../../features/users/api.ts';
import { ArchivedUsersPage } from '../../../../features/users/UserListPage.tsx';

/** /strataAdmin/user/archived: archived logins with restore and delete (strata spec 2). */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/user/archived')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(userQueries.archived()),
  errorComponent: loadFailure('Could Not Load Users.'),
  component: ArchivedUsersPage,
});
