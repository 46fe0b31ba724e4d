import { Card, Columns, DescriptionList, InlineAlert, Link, PageHeader, Stack } from '@portal/ui';
import type { PropertyListing } from '../properties/index.ts';
import { formatMoney, yesNo } from '../shared/rentalConstants.ts';
import * as styles from '../shared/rentalScreen.css.ts';
import { RichText } from '../shared/richText.tsx';

export interface ListingViewProps {
  listing: PropertyListing;
  /** Object URLs of the images' bytes by image id; an image without one is still loading. */
  imageSources: ReadonlyMap<number, string>;
  /** Whose page: the administrator's (with Edit Listing) or the owner's (read only, back to their property). */
  area?: 'admin' | 'owner';
}

/**
 * /admin/listing/{id} (rental spec 2.3): a listing's details and images, read only, with an Edit link; the owner's
 * /owner/listing/{id} shows the same without it.
 */
export function ListingView({ listing, imageSources, area = 'admin' }: ListingViewProps) {
  const images = [...listing.images].sort((a, b) => a.sort - b.sort);
  return (
    <Stack gap="lg">
      <PageHeader
        title={listing.description}
        description={`${listing.rmNumber} · ${listing.address}`}
        backLink={{ label: 'Back To Property', href: `/${area}/property/${listing.propertyId}` }}
        actions={
          listing.archived || area === 'owner' ? null : (
            <Link href={`/admin/listing/edit/${listing.id}`} variant="button">
              Edit Listing
            </Link>
          )
        }
      />
      {listing.archived ? (
        <InlineAlert variant="warning" title="This listing is archived.">
          Archived listings are shown read only; restoring the property restores its listings.
        </InlineAlert>
      ) : null}
      <Columns gap="lg" split="2:1">
        <Card title="Listing Details">
          <DescriptionList
            items={[
              { term: 'Price', description: formatMoney(listing.price) },
              { term: 'Deposit', description: formatMoney(listing.deposit) },
              { term: 'Available', description: yesNo(listing.available) },
              { term: 'Furnished', description: yesNo(listing.furnished) },
              { term: 'Recently Rented', description: yesNo(listing.recentlyRented) },
            ]}
          />
          <RichText html={listing.text} className={styles.richText} />
        </Card>
        <Card title="Shown From The Property">
          <DescriptionList
            layout="stacked"
            items={[
              { term: 'Move-in Fee', description: yesNo(listing.moveInFee) },
              { term: 'Move-in Deposit', description: yesNo(listing.moveInDeposit) },
              { term: 'Move-out Fee', description: yesNo(listing.moveOutFee) },
              { term: 'Number of Parking Spots', description: yesNo(listing.numberOfParkingSpots) },
            ]}
          />
        </Card>
      </Columns>
      <Card title="Images">
        {images.length === 0 ? (
          <p className={styles.hint}>This listing has no images.</p>
        ) : (
          <ul className={styles.gallery} aria-label="Listing images">
            {images.map((image, index) => {
              const src = imageSources.get(image.id);
              const alt = `Listing photo ${index + 1} of ${images.length}`;
              return (
                <li key={image.id}>
                  {src ? (
                    <img src={src} alt={alt} className={styles.galleryImage} />
                  ) : (
                    <div className={styles.galleryImage} role="img" aria-label={`${alt}, loading`} />
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </Stack>
  );
}
