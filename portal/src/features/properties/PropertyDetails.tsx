// The blocks of a rental property page shared by the administrator's and the owner's property screens (rental
// spec 2.3 and 2.4): the details, the amenities, the strata management company, the listings and documents tables.

import {
  Button,
  Card,
  Columns,
  type DataTableColumn,
  type DataTableStatus,
  DescriptionList,
  type Href,
  Stack,
} from '@portal/ui';
import type { ReactNode } from 'react';
import { BreakableName } from '../shared/BreakableName.tsx';
import { RecordTable } from '../shared/RecordTable.tsx';
import { documentTitle, RentalDocumentsTable } from '../shared/RentalDocumentsTable.tsx';
import {
  amenityFlags,
  bedroomLabel,
  contractTypeLabel,
  countryLabel,
  formatMoney,
  yesNo,
} from '../shared/rentalConstants.ts';
import * as styles from '../shared/rentalScreen.css.ts';
import type { Property, PropertyListing, Document as RentalDocument } from '../shared/schemas.ts';

export type { Document as RentalDocument, Property, PropertyListing } from '../shared/schemas.ts';

/** Every field of the property (spec 3) except the strata company's, which has its own block. */
export function PropertyDetailsCard({ property, actions }: { property: Property; actions?: ReactNode }) {
  return (
    <Card title="Property Details" actions={actions}>
      <DescriptionList
        items={[
          { term: 'Property Number', description: property.rmNumber },
          { term: 'Contract Type', description: contractTypeLabel(property.contractType) },
          { term: 'Address', description: property.address },
          { term: 'Street', description: property.street },
          { term: 'Suite', description: property.suite },
          { term: 'City', description: property.city },
          { term: 'Province', description: property.province },
          { term: 'Postal Code', description: property.postal },
          { term: 'Country', description: countryLabel(property.countryId) },
          { term: 'Square Feet', description: property.sqft?.toLocaleString('en-CA') },
          { term: 'Bedrooms', description: bedroomLabel(property.bedroom) },
          { term: 'Dens', description: String(property.den) },
          { term: 'Bathrooms', description: String(property.bathroom) },
          { term: 'Half Washrooms', description: String(property.halfWashroom) },
          { term: 'Move-in Fee', description: formatMoney(property.moveInFee) },
          { term: 'Move-out Fee', description: formatMoney(property.moveOutFee) },
          { term: 'Move-in Deposit', description: formatMoney(property.moveInDeposit) },
          { term: 'Tax Paid By', description: property.taxPaidBy },
          { term: 'Strata Paid By', description: property.strataPaidBy },
          { term: 'Insurance Paid By', description: property.insurancePaidBy },
          { term: 'Strata Plan', description: property.strataPlan },
          { term: 'Parking Available', description: yesNo(property.parkingAvailable) },
          { term: 'Number of Parking Spots', description: String(property.numberOfParkingSpots) },
          { term: 'Parking Stalls', description: property.parking },
          { term: 'Locker', description: property.locker },
          { term: 'Intercom', description: property.intercom },
        ]}
      />
    </Card>
  );
}

/** The amenity flags that are set, or a plain "None". */
export function AmenitiesCard({ property }: { property: Property }) {
  const present = amenityFlags.filter((flag) => property[flag.name]);
  return (
    <Card title="Amenities">
      {present.length > 0 ? (
        <ul className={styles.tagList} aria-label="Amenities of this property">
          {present.map((flag) => (
            <li key={flag.name} className={styles.tag}>
              {flag.label}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.hint}>None</p>
      )}
    </Card>
  );
}

/** The strata management company block: only when a strata company is set (spec 2.3). */
export function StrataCompanyCard({ property }: { property: Property }) {
  if (!property.strataCompany) return null;
  return (
    <Card title="Strata Management Company">
      {/* Stacked: the card sits in the narrow side column, where term-beside-value wrapped values letter by letter. */}
      <DescriptionList
        layout="stacked"
        items={[
          { term: 'Company', description: property.strataCompany },
          { term: 'Strata Plan', description: property.strataPlan },
          { term: 'Agent', description: property.strataAgent },
          {
            term: 'Phone',
            description: property.strataPhone ? (
              <a href={`tel:${property.strataPhone}`}>{property.strataPhone}</a>
            ) : null,
          },
          { term: 'Fax', description: property.strataFax },
          {
            term: 'Email',
            description: property.strataEmail ? (
              <a href={`mailto:${property.strataEmail}`}>
                <BreakableName text={property.strataEmail} />
              </a>
            ) : null,
          },
          { term: 'Address', description: property.strataAddress },
        ]}
      />
    </Card>
  );
}

/** The property's cards: its details beside its amenities and strata company (one column on phones). */
export function PropertyCards({ property }: { property: Property }) {
  return (
    <Columns gap="lg" split="2:1">
      <PropertyDetailsCard property={property} />
      <Stack gap="lg">
        <AmenitiesCard property={property} />
        <StrataCompanyCard property={property} />
      </Stack>
    </Columns>
  );
}

/** The listings table (Description, Price with its ".00", Available Yes/No); rows link when `hrefOf` is given. */
export function ListingsTable({
  listings,
  hrefOf,
}: {
  listings: readonly PropertyListing[];
  hrefOf?: (listing: PropertyListing) => Href;
}) {
  const columns: DataTableColumn<PropertyListing>[] = [
    {
      id: 'description',
      header: 'Description',
      value: (row) => row.description,
      ...(hrefOf ? { href: hrefOf } : {}),
    },
    {
      id: 'price',
      header: 'Price',
      value: (row) => row.price,
      render: (row) => formatMoney(row.price),
      align: 'end',
    },
    { id: 'available', header: 'Available', value: (row) => yesNo(row.available) },
  ];
  return <RecordTable label="Listings" columns={columns} rows={listings} emptyMessage="No listings yet." />;
}

export interface DocumentActions {
  /** Opens the PDF in the viewer; left out where documents are only downloaded. */
  onView?: (document: RentalDocument) => void;
  onDownload: (document: RentalDocument) => void;
}

/**
 * The owner's documents (title, type, date), read only as the spec has them: no Action column; the title of a
 * document whose PDF is uploaded downloads it (or opens the viewer where one is given).
 */
export function DocumentsTable({
  documents,
  onView,
  onDownload,
  status,
  errorMessage,
}: {
  documents: readonly RentalDocument[];
  /** A list loaded on its own (the owner dashboard): loading or failed, with the message to show. */
  status?: DataTableStatus;
  errorMessage?: string;
} & DocumentActions) {
  return (
    <RentalDocumentsTable
      documents={documents}
      emptyMessage="No documents yet."
      status={status}
      errorMessage={errorMessage}
      renderTitle={(row) => {
        const title = documentTitle(row);
        if (!row.hasFile)
          return (
            <>
              {title} <span className={styles.hint}>(no file yet)</span>
            </>
          );
        // A long title or file name wraps at its separators on a phone instead of being cut.
        return onView ? (
          <Button size="small" variant="link" onPress={() => onView(row)} aria-label={`View ${title}`}>
            <BreakableName text={title} />
          </Button>
        ) : (
          <Button
            size="small"
            variant="link"
            onPress={() => onDownload(row)}
            aria-label={`Download ${title}`}
          >
            <BreakableName text={title} />
          </Button>
        );
      }}
    />
  );
}
