import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from '../../../features/audit/AuditPage.tsx';
import { loadAuditTrail, validateAuditSearch } from '../../../features/audit/tables.ts';

/** /strataAdmin/audit: the audit trail (strataAdmin the strata side, superAdmin every entry), filtered from the URL. */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/audit')({
  validateSearch: validateAuditSearch,
  loaderDeps: ({ search }) => search,
  loader: loadAuditTrail,
  component: () => <AuditPage search={Route.useSearch()} user={Route.useRouteContext().user} />,
});
