// The components of the two archived document routes: the archived documents of a building or of a unit, with
// View (the viewer), Download, Restore and Delete; failures show the spec's messages (strata spec 8).

import { type PortalClient, unwrap } from '@portal/sdk/client';
import { strataDocumentsQueries, strataPropertiesQueries, strataUnitsQueries } from '@portal/sdk/queries';
import { tagQueryKey } from '@portal/sdk/query';
import { type QueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Toaster } from '../../app/toaster.ts';
import { saveBlob } from '../shared/rentalFiles.ts';
import { type ArchivedDocument, ArchivedDocumentsView } from './ArchivedDocumentsView.tsx';
import { fetchStrataPdf, type StrataDocumentKind, viewerHref } from './viewerRoute.ts';

export const archivedDocumentMessages = {
  restore: 'Error restoring document',
  delete: 'Error deleting document',
  download: 'The document could not be downloaded.',
} as const;

interface Services {
  api: PortalClient;
  queryClient: QueryClient;
  toaster: Toaster;
  id: number;
}

/** View, Download, Restore and Delete of one kind, with the failure message of the last action. */
function useArchivedActions(
  { api, queryClient, toaster }: Services,
  kind: StrataDocumentKind,
  calls: { restore: (id: number) => Promise<unknown>; remove: (id: number) => Promise<unknown> },
) {
  const [failure, setFailure] = useState<string | null>(null);
  const run =
    (call: (id: number) => Promise<unknown>, message: string, done: string) =>
    async (document: ArchivedDocument) => {
      setFailure(null);
      try {
        await call(document.id);
        toaster.show(`${document.title} ${done}.`, 'success');
      } catch (error) {
        setFailure(message);
        throw error;
      } finally {
        await queryClient.invalidateQueries({ queryKey: tagQueryKey('strataDocuments') });
      }
    };
  return {
    failure,
    viewHref: (document: ArchivedDocument) => viewerHref('strataAdmin', document.id, kind),
    onDownload: (document: ArchivedDocument) => {
      fetchStrataPdf(api, kind, document.id, true).then(
        (data) => saveBlob(new Blob([data], { type: 'application/pdf' }), `${document.title}.pdf`),
        () => toaster.show(archivedDocumentMessages.download, 'error'),
      );
    },
    onRestore: run(calls.restore, archivedDocumentMessages.restore, 'restored'),
    onDelete: run(calls.remove, archivedDocumentMessages.delete, 'deleted'),
  };
}

export function ArchivedPropertyDocumentsPage(services: Services) {
  const { api, id } = services;
  const { data: building } = useSuspenseQuery(
    strataPropertiesQueries.getStrataProperty(api, { path: { id } }),
  );
  const { data: documents } = useSuspenseQuery(
    strataDocumentsQueries.listStrataPropertyDocuments(api, { path: { id }, query: { archived: true } }),
  );
  const { data: categories } = useSuspenseQuery(
    strataDocumentsQueries.listStrataDocumentCategories(api, { query: { strataPropertyId: id } }),
  );
  const actions = useArchivedActions(services, 'property', {
    restore: async (documentId) =>
      unwrap(await api.PUT('/strataDocuments/restore/{id}', { params: { path: { id: documentId } } })),
    remove: async (documentId) =>
      unwrap(await api.DELETE('/strataDocuments/delete/{id}', { params: { path: { id: documentId } } })),
  });
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

export function ArchivedUnitDocumentsPage(services: Services) {
  const { api, id } = services;
  const { data: unit } = useSuspenseQuery(strataUnitsQueries.getStrataUnit(api, { path: { id } }));
  const { data: documents } = useSuspenseQuery(
    strataDocumentsQueries.listStrataUnitDocuments(api, { path: { id }, query: { archived: true } }),
  );
  const { data: categories } = useSuspenseQuery(strataDocumentsQueries.listStrataUnitDocumentCategories(api));
  const actions = useArchivedActions(services, 'unit', {
    restore: async (documentId) =>
      unwrap(await api.PUT('/strataUnitDocument/restore/{id}', { params: { path: { id: documentId } } })),
    remove: async (documentId) =>
      unwrap(await api.DELETE('/strataUnitDocument/{id}', { params: { path: { id: documentId } } })),
  });
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
