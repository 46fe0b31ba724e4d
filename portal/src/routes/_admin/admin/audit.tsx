import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from '../../../features/audit/AuditPage.tsx';
import { loadAuditTrail, validateAuditSearch } from '../../../features/audit/tables.ts';

/** /admin/audit: the audit trail (admin the rental side, superAdmin every entry), filtered from the URL. */
export const Route = createFileRoute('/_admin/admin/audit')({
  validateSearch: validateAuditSearch,
  loaderDeps: ({ search }) => search,
  loader: loadAuditTrail,
  component: () => <AuditPage search={Route.useSearch()} user={Route.useRouteContext().user} />,
});
