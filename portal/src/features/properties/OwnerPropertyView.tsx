import { Card, PageHeader, Stack } from '@portal/ui';
import type { Property, PropertyListing, Document as RentalDocument } from '../shared/schemas.ts';
import { DocumentsTable, ListingsTable, PropertyCards } from './PropertyDetails.tsx';

export interface OwnerPropertyViewProps {
  property: Property;
  listings: readonly PropertyListing[];
  documents: readonly RentalDocument[];
  /** Opens a document's PDF in the viewer (with its Download button). */
  onView: (document: RentalDocument) => void;
  onDownload: (document: RentalDocument) => void;
}

/**
 * /owner/property/{id} (rental spec 2.4): the owner's property, its listings (each opening its page) and its documents
 * (each opening in the viewer), read only.
 */
export function OwnerPropertyView({
  property,
  listings,
  documents,
  onView,
  onDownload,
}: OwnerPropertyViewProps) {
  return (
    <Stack gap="lg">
      <PageHeader
        title={`Property ${property.rmNumber}`}
        description={property.address}
        backLink={{ label: 'Back To Dashboard', href: '/owner/dashboard' }}
      />
      <PropertyCards property={property} />
      <Card title="Listings">
        <ListingsTable listings={listings} hrefOf={(listing) => `/owner/listing/${listing.id}`} />
      </Card>
      <Card title="Documents">
        <DocumentsTable documents={documents} onView={onView} onDownload={onDownload} />
      </Card>
    </Stack>
  );
}
