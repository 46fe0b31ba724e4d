import { createFileRoute } from '@tanstack/react-router';
import { loadListing } from '../../../../features/listings/api.ts';
import { OwnerListingPage } from '../../../../features/listings/ListingPages.tsx';
import { loadFailure, recordRoute } from '../../../../features/shared/routeSupport.tsx';

/**
 * /owner/listing/{id}: a listing of one of the owner's own properties with its images, read only. The server answers
 * 404 for anyone else's listing (and an archived one), which shows the not-found page.
 */
export const Route = createFileRoute('/_owner/owner/listing/$id')({
  ...recordRoute(loadFailure('Could not load properties')),
  loader: ({ context: { queryClient }, params: { id } }) => loadListing(queryClient, id),
  component: function OwnerListing() {
    return <OwnerListingPage id={Route.useParams().id} />;
  },
});
