// The strata PDF viewer routes, shared by the three areas (strata spec 2, 7):
//   /strataAdmin/document/view/{id}, /propertyAdmin/document/view/{id}, /strataUnitOwner/document/view/{id}.
//
// HOW TO LINK TO THE VIEWER (other screens depend on this):
//   a strata PROPERTY (building) document:  /<area>/document/view/{documentId}
//   a strata UNIT document:                 /<area>/document/view/{documentId}?kind=unit
// `kind` is the only search parameter; absent (or anything but "unit") means a property document, read from
// /api/strataDocuments/{id}(/file); kind=unit reads /api/strataUnitDocument/{id}(/file). Use `viewerHref()` below
// or, with a typed router link: to="/strataAdmin/document/view/$id" params={{ id }} search={{ kind: 'unit' }}.
// propertyAdmin sees property documents only (the server answers unit documents to admins and owners).
//
// Kept free of anything that renders: route files import it at the top, so it is in the entry chunk.

import { ApiError, type PortalClient } from '@portal/sdk/client';
import {
  getStrataDocument,
  getStrataDocumentFile,
  getStrataUnitDocument,
  getStrataUnitDocumentFile,
} from '@portal/sdk/operations';
import { tagQueryKey } from '@portal/sdk/query';
import type { Href } from '@portal/ui';
import type { QueryClient } from '@tanstack/react-query';
import { queryOptions } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { loadFailure, parseIdParam, stringifyIdParam } from '../shared/routeSupport.tsx';

export type StrataDocumentKind = 'property' | 'unit';
export type ViewerArea = 'strataAdmin' | 'propertyAdmin' | 'strataUnitOwner';

export interface ViewerSearch {
  kind?: 'unit';
}

/** `validateSearch` of the viewer routes: only kind=unit is kept. */
export function validateViewerSearch(search: Record<string, unknown>): ViewerSearch {
  return search.kind === 'unit' ? { kind: 'unit' } : {};
}

/** `loaderDeps` of the viewer routes. */
export function viewerLoaderDeps({ search }: { search: ViewerSearch }): { kind: StrataDocumentKind } {
  return { kind: search.kind === 'unit' ? 'unit' : 'property' };
}

/** The viewer's address for a document of either kind, in one area. */
export function viewerHref(area: ViewerArea, id: number, kind: StrataDocumentKind = 'property'): Href {
  return kind === 'unit' ? `/${area}/document/view/${id}?kind=unit` : `/${area}/document/view/${id}`;
}

/** What the viewer shows of either kind of document. */
export interface ViewedDocument {
  title: string;
  fileName: string;
  documentDate: string;
  categoryName: string;
  /** The building (property documents) or the unit (unit documents) it is listed in. */
  listedIn: { kind: 'property'; strataPropertyId: number } | { kind: 'unit'; strataUnitId: number };
}

/** What the viewer shows of a document of either kind: its file's fields, its category's name, where it is listed. */
function viewed(
  { title, fileName, documentDate }: Pick<ViewedDocument, 'title' | 'fileName' | 'documentDate'>,
  category: { name: string },
  listedIn: ViewedDocument['listedIn'],
): ViewedDocument {
  return { title, fileName, documentDate, categoryName: category.name, listedIn };
}

/** The document's record (title, category, the building or unit it belongs to), in one shape for both kinds. */
export function viewedDocumentQuery(api: PortalClient, kind: StrataDocumentKind, id: number) {
  return queryOptions({
    queryKey: [...tagQueryKey('strataDocuments'), 'viewed', kind, id] as const,
    queryFn: async ({ signal }): Promise<ViewedDocument> => {
      const request = { client: api, path: { id }, signal, throwOnError: true } as const;
      if (kind === 'unit') {
        const { data: document } = await getStrataUnitDocument(request);
        return viewed(document, document.strataUnitDocumentCategory, {
          kind,
          strataUnitId: document.strataUnitId,
        });
      }
      const { data: document } = await getStrataDocument(request);
      return viewed(document, document.strataDocumentCategory, {
        kind,
        strataPropertyId: document.strataPropertyId,
      });
    },
  });
}

/**
 * The PDF's bytes, fetched with the token (documents are not public). Kept while the viewer is open (a refetch would
 * hand pdf.js new bytes and send the reader back to page 1) and dropped when it closes, so a replacement file shows
 * on the next visit.
 */
export function viewedFileQuery(api: PortalClient, kind: StrataDocumentKind, id: number) {
  return queryOptions({
    queryKey: [...tagQueryKey('strataDocuments'), 'file', kind, id] as const,
    queryFn: ({ signal }) => fetchStrataPdf(api, kind, id, false, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}

export async function fetchStrataPdf(
  api: PortalClient,
  kind: StrataDocumentKind,
  id: number,
  download: boolean,
  signal?: AbortSignal,
): Promise<ArrayBuffer> {
  const request = {
    client: api,
    path: { id },
    query: { download },
    parseAs: 'blob',
    signal,
    throwOnError: true,
  } as const;
  const { data: blob } =
    kind === 'unit' ? await getStrataUnitDocumentFile(request) : await getStrataDocumentFile(request);
  return blob.arrayBuffer();
}

/**
 * Loader of the viewer routes: the record must be readable by the caller. Another building's document (404) or a
 * kind the role may not read (403) shows the not-found page inside the area.
 */
export function loadViewedDocument({
  context: { queryClient, api },
  params: { id },
  deps: { kind },
}: {
  context: { queryClient: QueryClient; api: PortalClient };
  params: { id: number };
  deps: { kind: StrataDocumentKind };
}) {
  return queryClient.ensureQueryData(viewedDocumentQuery(api, kind, id)).catch((error: unknown) => {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) throw notFound();
    throw error;
  });
}

/** Everything of a viewer route but its component (the same in the three areas). */
export const viewerRouteOptions = {
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  validateSearch: validateViewerSearch,
  loaderDeps: viewerLoaderDeps,
  loader: loadViewedDocument,
  errorComponent: loadFailure('Could not load Documents.'),
};
