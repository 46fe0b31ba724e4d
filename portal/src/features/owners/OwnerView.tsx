import { Button, Card, ConfirmDialog, Link, type LinkItem, PageHeader, Stack } from '@portal/ui';
import { type MfaStatusValue, SecondFactorsCard } from '../account/index.ts';
import { historyHref } from '../audit/index.ts';
import { AdminDocumentsTable, type RentalDocument } from '../documents/index.ts';
import { hrefFrom } from '../shared/backLinks.ts';
import { CascadeMessage } from '../shared/CascadeMessage.tsx';
import type { DocumentOpeners } from '../shared/documentOpeners.ts';
import type { ServerTableState } from '../shared/tableProps.ts';
import { archiveQuestion, ownerArchiveCascade, ownerTitle } from './archiveMessages.ts';
import { OwnerDetailsCard, OwnerPropertiesTable, type PropertySummary } from './OwnerDetails.tsx';
import type { OwnerProfile } from './ownerForm.ts';

export interface OwnerViewProps extends DocumentOpeners {
  owner: OwnerProfile;
  properties: readonly PropertySummary[];
  /** The properties table paged by the server: `properties` is then its current page. */
  propertiesTable?: ServerTableState<PropertySummary>;
  documents: readonly RentalDocument[];
  /** Archives the owner (with its properties and listings) after "Are you sure you want to archive this?". */
  onArchive: () => Promise<void>;
  onDeleteDocument: (document: RentalDocument) => Promise<void>;
  /** The way back, to the page the owner was opened from; the dashboard unless told. */
  backLink?: LinkItem;
  /** The owner's two-step sign-in, once read (getUserSecondFactors); the card is left out until then. */
  secondFactors?: MfaStatusValue | undefined;
  /** Turns the owner's two-step sign-in off with the administrator's password (a lost device and recovery codes). */
  onTurnOffSecondFactors?: (password: string) => Promise<void>;
}

/**
 * /admin/owner/{id} (rental spec 2.3): the owner's details with Change Password and Edit Owner, their two-step
 * sign-in (turned off here for one who lost their device), the owner's properties with New Property, the owner's
 * documents, and Archive.
 */
export function OwnerView({
  owner,
  properties,
  propertiesTable,
  documents,
  onArchive,
  onViewDocument,
  onDownloadDocument,
  onDeleteDocument,
  backLink = { label: 'Back To Dashboard', href: '/admin/dashboard' },
  secondFactors,
  onTurnOffSecondFactors,
}: OwnerViewProps) {
  return (
    <Stack gap="lg">
      <PageHeader
        title={owner.name}
        description={`Owner · ${owner.user.email}`}
        backLink={backLink}
        actions={
          <>
            <Link href={`/admin/edit/owner/${owner.id}`} variant="button">
              Edit Owner
            </Link>
            <Link href={`/admin/owner/resetOwnerPassword/${owner.userId}`} variant="button">
              Change Password
            </Link>
            <Link href={historyHref('admin', 'ownerProfile', owner.id)} variant="button">
              History
            </Link>
            <ConfirmDialog
              title={ownerTitle('Archive', owner.name)}
              message={
                <CascadeMessage
                  question={archiveQuestion}
                  cascade={ownerArchiveCascade}
                  // The properties table knows how many the owner has (its count over all pages).
                  count={propertiesTable?.server.total ?? (propertiesTable ? undefined : properties.length)}
                />
              }
              confirmLabel="Archive"
              onConfirm={onArchive}
              trigger={<Button variant="danger">Archive</Button>}
            />
          </>
        }
      />
      <OwnerDetailsCard owner={owner} />
      {secondFactors && onTurnOffSecondFactors ? (
        <SecondFactorsCard name={owner.name} factors={secondFactors} onTurnOff={onTurnOffSecondFactors} />
      ) : null}
      <Card
        title="Properties"
        actions={
          <Link href={`/admin/property/add/${owner.id}`} variant="button">
            New Property
          </Link>
        }
      >
        <OwnerPropertiesTable
          properties={properties}
          table={propertiesTable}
          hrefOf={(property) => hrefFrom(`/admin/property/${property.id}`, `/admin/owner/${owner.id}`)}
          emptyMessage="This owner has no properties yet."
        />
      </Card>
      <Card
        title="Documents"
        actions={
          <Link href={`/admin/document?documentFor=owner&ownerId=${owner.id}`} variant="button">
            Upload Document
          </Link>
        }
      >
        <AdminDocumentsTable
          documents={documents}
          onView={onViewDocument}
          onDownload={onDownloadDocument}
          onDelete={onDeleteDocument}
        />
      </Card>
    </Stack>
  );
}
