import { createFileRoute } from '@tanstack/react-router';
import { RequestListPage } from '../../../../features/serviceRequests/RequestListPage.tsx';
import { requestTable } from '../../../../features/serviceRequests/tables.ts';

/** /strataUnitOwner/requests: the service requests this person may read, newest first, and New Request. */
export const Route = createFileRoute('/_strataUnitOwner/strataUnitOwner/requests/')({
  validateSearch: requestTable.validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => requestTable.prefetch(context, {}, deps),
  component: () => <RequestListPage area="strataUnitOwner" search={Route.useSearch()} />,
});
