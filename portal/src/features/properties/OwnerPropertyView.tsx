import { Card, PageHeader } from '@portal/ui';
import * as styles from '../shared/rentalScreen.css.ts';
import type { Property, PropertyListing, Document as RentalDocument } from '../shared/schemas.ts';
import { DocumentsTable, ListingsTable, PropertyCards } from './PropertyDetails.tsx';

export interface OwnerPropertyViewProps {
  property: Property;
  listings: readonly PropertyListing[];
  documents: readonly RentalDocument[];
  onDownload: (document: RentalDocument) => void;
}

/** /owner/property/{id} (rental spec 2.4): the owner's property, its listings and its documents, read only. */
export function OwnerPropertyView({ property, listings, documents, onDownload }: OwnerPropertyViewProps) {
  return (
    <div className={styles.page}>
      <PageHeader
        title={`Property ${property.rmNumber}`}
        description={property.address}
        backLink={{ label: 'Back To Dashboard', href: '/owner/dashboard' }}
      />
      <PropertyCards property={property} />
      <Card title="Listings">
        <ListingsTable listings={listings} />
      </Card>
      <Card title="Documents">
        <DocumentsTable documents={documents} onDownload={onDownload} />
      </Card>
    </div>
  );
}
