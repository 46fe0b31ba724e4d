import { listingsQueries } from '@portal/sdk/queries';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ListingView } from '../../../../features/listings/ListingView.tsx';
import { useListingImageUrls } from '../../../../features/shared/rentalFiles.ts';
import {
  loadFailure,
  notFoundOn404,
  parseIdParam,
  RecordNotFound,
  stringifyIdParam,
} from '../../../../features/shared/routeSupport.tsx';

/** /admin/listing/{id}: a listing with its images, read only (rental spec 2.3). */
export const Route = createFileRoute('/_admin/admin/listing/$id')({
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  notFoundComponent: RecordNotFound,
  loader: ({ context: { queryClient, api }, params: { id } }) =>
    queryClient
      .ensureQueryData(listingsQueries.getPropertyListing(api, { path: { id } }))
      .catch(notFoundOn404),
  errorComponent: loadFailure('Could Not Load Properties.'),
  component: ListingPage,
});

function ListingPage() {
  const { id } = Route.useParams();
  const { api } = Route.useRouteContext();
  const { data: listing } = useSuspenseQuery(listingsQueries.getPropertyListing(api, { path: { id } }));
  const imageSources = useListingImageUrls(
    api,
    listing.images.map((image) => image.id),
  );
  return <ListingView listing={listing} imageSources={imageSources} />;
}
