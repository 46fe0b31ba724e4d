import { Card, PageHeader, Stack } from '@portal/ui';
import { DocumentsTable, type RentalDocument } from '../properties/index.ts';
import type { DocumentOpeners } from '../shared/documentOpeners.ts';
import { RetryLoad } from '../shared/RetryLoad.tsx';
import type { LoadedList } from '../shared/useLoadedList.ts';
import { OwnerPropertiesTable, type PropertySummary } from './OwnerDetails.tsx';

/** Spec 8's load failure of the properties; the spec names none for the documents, this says it the same way. */
export const ownerPropertiesLoadFailure = 'Could Not Load Properties.';
export const ownerDocumentsLoadFailure = 'Could Not Load Documents.';

export interface OwnerDashboardViewProps extends DocumentOpeners {
  /** The signed-in owner's name (session `name`, the owner profile's name). */
  name: string;
  properties: LoadedList<PropertySummary>;
  documents: LoadedList<RentalDocument>;
}

/**
 * /owner/dashboard (rental spec 2.4): the owner's name, their properties (RM Number linking to the property page,
 * Address, City; 10 a page with 5, 10, 15, 20) and their documents, read only (a PDF opens in the viewer, which
 * downloads it too).
 */
export function OwnerDashboardView({
  name,
  properties,
  documents,
  onViewDocument,
  onDownloadDocument,
}: OwnerDashboardViewProps) {
  return (
    <Stack gap="lg">
      <PageHeader title="Dashboard" description={`Welcome, ${name}.`} />
      <Card title="My Properties" actions={<RetryLoad list={properties} label="properties" />}>
        <OwnerPropertiesTable
          properties={properties.rows}
          status={properties.status}
          errorMessage={ownerPropertiesLoadFailure}
          hrefOf={(property) => `/owner/property/${property.id}`}
          emptyMessage="You have no properties with us yet."
        />
      </Card>
      <Card title="My Documents" actions={<RetryLoad list={documents} label="documents" />}>
        <DocumentsTable
          documents={documents.rows}
          status={documents.status}
          errorMessage={ownerDocumentsLoadFailure}
          onView={onViewDocument}
          onDownload={onDownloadDocument}
        />
      </Card>
    </Stack>
  );
}
