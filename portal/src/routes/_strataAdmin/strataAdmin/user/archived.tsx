import { createFileRoute } from '@tanstack/react-router';
import { archivedUserTable, strataUsers } from '../../../../features/users/tables.ts';
import { ArchivedUsersPage } from '../../../../features/users/UserListPage.tsx';

/** /strataAdmin/user/archived: archived logins with restore and delete (strata spec 2), a page at a time. */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/user/archived')({
  validateSearch: archivedUserTable.validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => archivedUserTable.prefetch(context, strataUsers, deps),
  component: () => <ArchivedUsersPage search={Route.useSearch()} />,
});
