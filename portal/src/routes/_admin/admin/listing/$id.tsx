import { createFileRoute } from '@tanstack/react-router';
import { loadListing } from '../../../../features/listings/api.ts';
import { ListingPage } from '../../../../features/listings/ListingPages.tsx';
import { loadFailure, recordRoute } from '../../../../features/shared/routeSupport.tsx';

/** /admin/listing/{id}: a listing with its images, read only (rental spec 2.3). */
export const Route = createFileRoute('/_admin/admin/listing/$id')({
  ...recordRoute(loadFailure('Could Not Load Properties.')),
  loader: ({ context: { queryClient }, params: { id } }) => loadListing(queryClient, id),
  component: function Listing() {
    return <ListingPage id={Route.useParams().id} />;
  },
});
