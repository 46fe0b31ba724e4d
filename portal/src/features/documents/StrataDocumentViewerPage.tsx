// The component of the three viewer routes (see viewerRoute.ts for the addresses): the document's record from the
// loader's cache, its PDF fetched with the token, and a back link to where the document is listed.
import type { PortalClient } from '@portal/sdk/client';
import { formatDate, type LinkItem } from '@portal/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { DocumentViewerView } from './DocumentViewerView.tsx';
import {
  type StrataDocumentKind,
  type ViewedDocument,
  type ViewerArea,
  viewedDocumentQuery,
  viewedFileQuery,
} from './viewerRoute.ts';

function backLinkFor(area: ViewerArea, { listedIn }: ViewedDocument): LinkItem {
  if (area === 'propertyAdmin') return { label: 'Back To Dashboard', href: '/propertyAdmin/dashboard' };
  if (listedIn.kind === 'unit')
    return { label: 'Back To Unit', href: `/${area}/strataUnit/${listedIn.strataUnitId}` };
  const id = listedIn.strataPropertyId;
  return {
    label: 'Back To Building',
    href: area === 'strataAdmin' ? `/strataAdmin/property/${id}` : `/strataUnitOwner/strataProperty/${id}`,
  };
}

export function StrataDocumentViewerPage({
  api,
  area,
  kind,
  id,
}: {
  api: PortalClient;
  area: ViewerArea;
  kind: StrataDocumentKind;
  id: number;
}) {
  const { data: document } = useSuspenseQuery(viewedDocumentQuery(api, kind, id));
  const file = useQuery(viewedFileQuery(api, kind, id));
  return (
    <DocumentViewerView
      title={document.title}
      description={`${document.categoryName} · ${formatDate(document.documentDate)}`}
      fileName={document.fileName || `${document.title}.pdf`}
      source={file.data ? { data: file.data } : null}
      // Strata spec 8's inline error for documents that could not be read.
      errorMessage={file.isError ? 'Error loading documents' : undefined}
      backLink={backLinkFor(area, document)}
    />
  );
}
