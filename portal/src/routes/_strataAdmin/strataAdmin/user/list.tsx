import { createFileRoute } from '@tanstack/react-router';
import { loadFailure } from '../../../../features/shared/routeSupport.tsx';
import { userQueries } from '../../../../features/users/api.ts';
import { UserListPage } from '../../../../features/users/UserListPage.tsx';

/** /strataAdmin/user/list: the Strata Users table (strata spec 2). */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/user/list')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(userQueries.active()),
  errorComponent: loadFailure('Could Not Load Users.'),
  component: UserListPage,
});
