import { Button, Card, ConfirmDialog, InlineAlert, Link, type LinkItem, PageHeader, Stack } from '@portal/ui';
import { historyHref } from '../audit/index.ts';
import { AdminDocumentsTable } from '../documents/index.ts';
import { archivePropertyConfirmation } from '../owners/index.ts';
import { hrefFrom } from '../shared/backLinks.ts';
import type { DocumentOpeners } from '../shared/documentOpeners.ts';
import type { Property, PropertyListing, Document as RentalDocument } from '../shared/schemas.ts';
import { ListingsTable, PropertyCards } from './PropertyDetails.tsx';

export interface PropertyViewProps extends DocumentOpeners {
  property: Property;
  listings: readonly PropertyListing[];
  documents: readonly RentalDocument[];
  /** admin and superAdmin: the Edit Property button and the owner link (spec 2.3). */
  isAdministrator: boolean;
  /** Archives the property after "Are you sure you want to archive this?"; rejects when it failed. */
  onArchive: () => Promise<void>;
  /** Unlinks the property from its owner after the confirmation; rejects when it failed. */
  onRemoveOwner: () => Promise<void>;
  /** Just removed from this owner: offers Undo, which links the property to them again. */
  removedFrom?: { name: string; onUndo: () => Promise<void> } | null;
  /** Deletes a document for good after the confirmation; rejects when it failed. */
  onDeleteDocument: (document: RentalDocument) => Promise<void>;
  /** The way back, to the page the property was opened from; the dashboard unless told. */
  backLink?: LinkItem;
}

/**
 * /admin/property/{id} (rental spec 2.3): the property's details, the strata management company when one is set,
 * its listings with New Listing, its documents (view, download, edit, delete, upload), and Edit Property, Archive and Remove from owner.
 */
export function PropertyView({
  property,
  listings,
  documents,
  isAdministrator,
  onArchive,
  onRemoveOwner,
  removedFrom,
  onViewDocument,
  onDownloadDocument,
  onDeleteDocument,
  backLink = { label: 'Back To Dashboard', href: '/admin/dashboard' },
}: PropertyViewProps) {
  const active = !property.archived;
  const owner =
    property.ownerId === null ? (
      'No owner'
    ) : isAdministrator ? (
      <>
        Owner:{' '}
        <Link href={hrefFrom(`/admin/owner/${property.ownerId}`, `/admin/property/${property.id}`)}>
          {property.ownerName ?? 'Owner'}
        </Link>
      </>
    ) : (
      `Owner: ${property.ownerName ?? ''}`
    );
  return (
    <Stack gap="lg">
      <PageHeader
        title={`Property ${property.rmNumber}`}
        description={
          <>
            {property.address}
            <br />
            <span>{owner}</span>
          </>
        }
        backLink={backLink}
        actions={
          active ? (
            <>
              {isAdministrator ? (
                <Link href={`/admin/edit/property/${property.id}`} variant="button">
                  Edit Property
                </Link>
              ) : null}
              {isAdministrator ? (
                <Link href={historyHref('admin', 'property', property.id)} variant="button">
                  History
                </Link>
              ) : null}
              {property.ownerId !== null ? (
                <ConfirmDialog
                  title="Remove from owner"
                  message={`Are you sure you want to remove this property from its owner, ${property.ownerName ?? 'the owner'}? The property keeps its listings and documents.`}
                  confirmLabel="Remove"
                  destructive
                  onConfirm={onRemoveOwner}
                  trigger={<Button variant="secondary">Remove from owner</Button>}
                />
              ) : null}
              <ConfirmDialog
                {...archivePropertyConfirmation(
                  property.rmNumber,
                  listings.filter((listing) => !listing.archived).length,
                )}
                onConfirm={onArchive}
                trigger={<Button variant="danger">Archive</Button>}
              />
            </>
          ) : null
        }
      />
      {removedFrom && property.ownerId === null ? (
        <InlineAlert
          variant="info"
          title={`Removed from ${removedFrom.name}.`}
          actions={
            <Button size="small" variant="secondary" onPress={removedFrom.onUndo}>
              Undo
            </Button>
          }
        >
          Undo links the property to them again.
        </InlineAlert>
      ) : null}
      {active ? null : (
        <InlineAlert
          variant="warning"
          title="This property is archived."
          actions={<Link href={`/admin/archived/property/${property.id}`}>Open the archived property</Link>}
        >
          Restore it from the archive to edit it or add listings.
        </InlineAlert>
      )}
      <PropertyCards property={property} />
      <Card
        title="Listings"
        actions={
          active ? (
            <Link href={`/admin/listing/add/${property.id}`} variant="button">
              New Listing
            </Link>
          ) : null
        }
      >
        <ListingsTable listings={listings} hrefOf={(listing) => `/admin/listing/${listing.id}`} />
      </Card>
      <Card
        title="Documents"
        actions={
          active ? (
            <Link href={`/admin/document?documentFor=property&propertyId=${property.id}`} variant="button">
              Upload Document
            </Link>
          ) : null
        }
      >
        <AdminDocumentsTable
          documents={documents}
          onView={onViewDocument}
          onDownload={onDownloadDocument}
          {...(active ? { onDelete: onDeleteDocument } : {})}
        />
      </Card>
    </Stack>
  );
}
