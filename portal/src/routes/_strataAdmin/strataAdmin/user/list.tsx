import { createFileRoute } from '@tanstack/react-router';
import { strataUsers, userTable } from '../../../../features/users/tables.ts';
import { UserListPage } from '../../../../features/users/UserListPage.tsx';

/** /strataAdmin/user/list: the Strata Users table (strata spec 2), a page at a time with its state in the URL. */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/user/list')({
  validateSearch: userTable.validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => userTable.prefetch(context, strataUsers, deps),
  component: () => <UserListPage search={Route.useSearch()} />,
});
