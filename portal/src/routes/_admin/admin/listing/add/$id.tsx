import { createFileRoute } from '@tanstack/react-router';
import { loadListingProperty } from '../../../../../features/listings/api.ts';
import { NewListingPage } from '../../../../../features/listings/ListingFormPages.tsx';
import { loadFailure, recordRoute } from '../../../../../features/shared/routeSupport.tsx';

/** /admin/listing/add/{propertyId}: a new listing with its images (rental spec 2.3). */
export const Route = createFileRoute('/_admin/admin/listing/add/$id')({
  ...recordRoute(loadFailure('Could Not Load Properties.')),
  loader: ({ context: { queryClient }, params: { id } }) => loadListingProperty(queryClient, id),
  component: function NewListing() {
    return <NewListingPage propertyId={Route.useParams().id} />;
  },
});
