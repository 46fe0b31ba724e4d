import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboardPage } from '../../../features/owners/AdminDashboardPage.tsx';
import { ownerTable, propertyTable } from '../../../features/owners/tables.ts';

/**
 * /admin/dashboard (rental spec 2.3): the active properties and owners, each table a page at a time from the server
 * with its page, size, sort and search in the URL. The loader fetches both first pages; one failing does not fail
 * the page: its table shows the spec's message with a retry (spec 8), the other table works.
 */
export const Route = createFileRoute('/_admin/admin/dashboard')({
  validateSearch: (raw: Record<string, unknown>) => ({
    ...propertyTable.validateSearch(raw),
    ...ownerTable.validateSearch(raw),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      propertyTable.prefetch(context, undefined, deps),
      ownerTable.prefetch(context, undefined, deps),
    ]),
  component: function AdminDashboard() {
    return <AdminDashboardPage user={Route.useRouteContext().user} search={Route.useSearch()} />;
  },
});
