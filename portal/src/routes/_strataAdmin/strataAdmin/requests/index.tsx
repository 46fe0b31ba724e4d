import { createFileRoute } from '@tanstack/react-router';
import { boardSearch, loadBoard } from '../../../../features/serviceRequests/boardSearch.ts';
import { RequestBoardPage } from '../../../../features/serviceRequests/RequestBoardPage.tsx';
import { LoadFailureNotice } from '../../../../features/shared/routeSupport.tsx';

/** /strataAdmin/requests: the staff's board of service requests, overdue first, its filters in the URL. */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/requests/')({
  validateSearch: boardSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadBoard(context, 'strataAdmin', deps),
  errorComponent: LoadFailureNotice,
  component: () => <RequestBoardPage area="strataAdmin" search={Route.useSearch()} />,
});
