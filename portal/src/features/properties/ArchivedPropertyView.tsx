import { Button, Card, ConfirmDialog, InlineAlert, Link, PageHeader, Stack } from '@portal/ui';
import { restorePropertyConfirmation } from '../owners/index.ts';
import { ListingsTable, type Property, PropertyCards, type PropertyListing } from './PropertyDetails.tsx';

export interface ArchivedPropertyViewProps {
  property: Property;
  /** The property's archived listings, shown read only. */
  listings: readonly PropertyListing[];
  /** Restores the property and its listings after the confirmation; rejects when it failed. */
  onRestore: () => Promise<void>;
}

/** /admin/archived/property/{id} (rental spec 2.3): the archived property's details and archived listings. */
export function ArchivedPropertyView({ property, listings, onRestore }: ArchivedPropertyViewProps) {
  return (
    <Stack gap="lg">
      <PageHeader
        title={`Archived Property ${property.rmNumber}`}
        description={
          <>
            {property.address}
            <br />
            {property.ownerId === null ? (
              'No owner'
            ) : (
              <>
                Owner: <Link href={`/admin/owner/${property.ownerId}`}>{property.ownerName ?? 'Owner'}</Link>
              </>
            )}
          </>
        }
        backLink={{ label: 'Back To Archives', href: '/admin/archive' }}
        actions={
          <ConfirmDialog
            {...restorePropertyConfirmation(property.rmNumber)}
            onConfirm={onRestore}
            trigger={<Button>Restore</Button>}
          />
        }
      />
      <InlineAlert variant="warning" title="This property is archived.">
        It and its listings are read only until it is restored.
      </InlineAlert>
      <PropertyCards property={property} />
      <Card title="Archived Listings">
        <ListingsTable listings={listings} />
      </Card>
    </Stack>
  );
}
