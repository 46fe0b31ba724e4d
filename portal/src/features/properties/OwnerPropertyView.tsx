import { Card } from '@portal/ui/Card/Card.tsx';
import { PageHeader } from '@portal/ui/PageHeader/PageHeader.tsx';
import * as styles from '../shared/rentalScreen.css.ts';
import {
  AmenitiesCard,
  DocumentsTable,
  ListingsTable,
  type Property,
  PropertyDetailsCard,
  type PropertyListing,
  type RentalDocument,
  StrataCompanyCard,
} from './PropertyDetails.tsx';

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
      <div className={styles.twoColumns}>
        <PropertyDetailsCard property={property} />
        <div className={styles.page}>
          <AmenitiesCard property={property} />
          <StrataCompanyCard property={property} />
        </div>
      </div>
      <Card title="Listings">
        <ListingsTable listings={listings} />
      </Card>
      <Card title="Documents">
        <DocumentsTable documents={documents} onDownload={onDownload} />
      </Card>
    </div>
  );
}
