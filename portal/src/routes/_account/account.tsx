import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../../features/account/AccountPage.tsx';
import { accountQueries } from '../../features/account/api.ts';

/** /account: one's own details, password, email and sessions, for every role. */
export const Route = createFileRoute('/_account/account')({
  loader: ({ context: { queryClient, user } }) =>
    Promise.all([
      queryClient.ensureQueryData(accountQueries.user(user.userId)),
      queryClient.ensureQueryData(accountQueries.sessions()),
    ]),
  component: function Account() {
    return <AccountPage user={Route.useRouteContext().user} />;
  },
});
