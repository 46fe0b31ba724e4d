// The listing's read pages. Its form pages are ListingFormPages.tsx, so a page that only shows a listing does not load
// the form.
import { ListingView } from './ListingView.tsx';
import { useListing } from './useListing.ts';

/** /admin/listing/{id} (rental spec 2.3): a listing with its images, read only. */
export function ListingPage({ id }: { id: number }) {
  const { listing, imageSources } = useListing(id);
  return <ListingView listing={listing} imageSources={imageSources} />;
}

/** /owner/listing/{id}: the owner's view of a listing of their own property, read only (the server answers no other). */
export function OwnerListingPage({ id }: { id: number }) {
  const { listing, imageSources } = useListing(id);
  return <ListingView listing={listing} imageSources={imageSources} area="owner" />;
}
