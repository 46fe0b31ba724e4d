// The containers of the two archived document routes: the archived documents of a building or of a unit, with
// View (the viewer), Download, Restore and Delete; failures show the spec's messages (strata spec 8).
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { saveBlob } from '../shared/saveBlob.ts';
import { usePortal } from '../shared/usePortal.ts';
import { type ArchivedDocument, ArchivedDocumentsView } from './ArchivedDocumentsView.tsx';
import { strataDocumentQueries, useArchivedStrataDocumentActions } from './api.ts';
import { fetchStrataPdf, type StrataDocumentKind, viewerHref } from './viewerRoute.ts';

const downloadFailedMessage = 'The document could not be downloaded.';

/** View, Download, Restore and Delete of one kind, with the failure message of the last action. */
function useArchivedActions(kind: StrataDocumentKind) {
  const { api, toaster } = usePortal();
  const { restore, remove } = useArchivedStrataDocumentActions(kind);
  const [failure, setFailure] = useState<string | null>(null);
  const run = (action: typeof restore) => async (document: ArchivedDocument) => {
    setFailure(null);
    await action.run(document).catch((error: unknown) => {
      setFailure(error instanceof Error ? error.message : String(error));
      throw error;
    });
  };
  return {
    failure,
    viewHref: (document: ArchivedDocument) => viewerHref('strataAdmin', document.id, kind),
    onDownload: (document: ArchivedDocument) => {
      fetchStrataPdf(api, kind, document.id, true).then(
        (data) => saveBlob(new Blob([data], { type: 'application/pdf' }), `${document.title}.pdf`),
        () => toaster.show(downloadFailedMessage, 'error'),
      );
    },
    onRestore: run(restore),
    onDelete: run(remove),
  };
}

/** /strataAdmin/property/archived/{id}: a building's archived documents. */
export function ArchivedPropertyDocumentsPage({ id }: { id: number }) {
  const { data: building } = useSuspenseQuery(strataDocumentQueries.building(id));
  const { data: documents } = useSuspenseQuery(strataDocumentQueries.archivedOfBuilding(id));
  const { data: categories } = useSuspenseQuery(strataDocumentQueries.categories(id));
  const actions = useArchivedActions('property');
  return (
    <ArchivedDocumentsView
      title="Archived Documents"
      description={`${building.buildingName} (${building.strataPlanNumber})`}
      documents={documents.map((document) => ({ ...document, category: document.strataDocumentCategory }))}
      categories={categories}
      {...actions}
      backLink={{ label: 'Back To Building', href: `/strataAdmin/property/${id}` }}
    />
  );
}

/** /strataAdmin/documents/archived/strataUnit/{id}: a unit's archived documents. */
export function ArchivedUnitDocumentsPage({ id }: { id: number }) {
  const { data: unit } = useSuspenseQuery(strataDocumentQueries.unit(id));
  const { data: documents } = useSuspenseQuery(strataDocumentQueries.archivedOfUnit(id));
  const { data: categories } = useSuspenseQuery(strataDocumentQueries.unitCategories());
  const actions = useArchivedActions('unit');
  return (
    <ArchivedDocumentsView
      title="Archived Unit Documents"
      description={`Unit ${unit.unitNumber}, ${unit.strataProperty.buildingName}`}
      documents={documents.map((document) => ({
        ...document,
        category: document.strataUnitDocumentCategory,
      }))}
      categories={categories}
      {...actions}
      backLink={{ label: `Back To Unit ${unit.unitNumber}`, href: `/strataAdmin/strataUnit/${id}` }}
    />
  );
}
