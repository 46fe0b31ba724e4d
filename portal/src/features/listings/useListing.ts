import { useSuspenseQuery } from '@tanstack/react-query';
import { useListingImageUrls } from '../shared/rentalFiles.ts';
import { usePortal } from '../shared/usePortal.ts';
import { listingQueries } from './api.ts';

/** The listing with the object URLs of its images' bytes (images are not public). */
export function useListing(id: number) {
  const { api } = usePortal();
  const { data: listing } = useSuspenseQuery(listingQueries.one(id));
  const imageSources = useListingImageUrls(
    api,
    listing.images.map((image) => image.id),
  );
  return { listing, imageSources };
}
