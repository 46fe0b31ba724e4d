import { createFileRoute } from '@tanstack/react-router';
import { loadListing } from '../../../../../features/listings/api.ts';
import { EditListingPage } from '../../../../../features/listings/ListingFormPages.tsx';
import { loadFailure, recordRoute } from '../../../../../features/shared/routeSupport.tsx';

/** /admin/listing/edit/{id}: edit a listing, reorder its images, mark images for deletion (rental spec 2.3, 4). */
export const Route = createFileRoute('/_admin/admin/listing/edit/$id')({
  ...recordRoute(loadFailure('Could Not Load Properties.')),
  loader: ({ context: { queryClient }, params: { id } }) => loadListing(queryClient, id),
  component: function EditListing() {
    return <EditListingPage id={Route.useParams().id} />;
  },
});
