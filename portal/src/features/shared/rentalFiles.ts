// Files the rental screens show that are not public: listing images and document PDFs are fetched with the bearer
// token as blobs (the API client adds it), then shown through object URLs or saved under their own names.

import type { PortalClient } from '@portal/sdk/client';
import { downloadDocumentFile, getListingImageFile } from '@portal/sdk/operations';
import { getListingImageFileQueryKey } from '@portal/sdk/query';
import type { PdfSource } from '@portal/ui';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Toaster } from '../../app/toaster.ts';
import { saveBlob } from './saveBlob.ts';
import type { Document as RentalDocument } from './schemas.ts';

/** One image's bytes, cached like any other answer so the listing and edit pages share them. */
export function listingImageFileQuery(api: PortalClient, imageId: number) {
  return queryOptions({
    queryKey: getListingImageFileQueryKey({ path: { imageId } }),
    queryFn: async ({ signal }) =>
      (
        await getListingImageFile({
          client: api,
          path: { imageId },
          parseAs: 'blob',
          signal,
          throwOnError: true,
        })
      ).data,
    // The bytes of an image never change: a new image gets a new id.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Object URLs of the images' bytes by image id, revoked when the images change or the page leaves. */
export function useListingImageUrls(
  api: PortalClient,
  imageIds: readonly number[],
): ReadonlyMap<number, string> {
  const blobs = useQueries({
    queries: imageIds.map((id) => listingImageFileQuery(api, id)),
    combine: (results) => results.map((result) => result.data),
  });
  const [urls, setUrls] = useState<ReadonlyMap<number, string>>(new Map());
  // One key for the effect: the ids with whether their bytes arrived.
  const signature = imageIds.map((id, index) => `${id}:${blobs[index] ? 1 : 0}`).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `signature` stands for imageIds and blobs.
  useEffect(() => {
    const next = new Map<number, string>();
    imageIds.forEach((id, index) => {
      const blob = blobs[index];
      if (blob) next.set(id, URL.createObjectURL(blob));
    });
    setUrls(next);
    return () => {
      for (const url of next.values()) URL.revokeObjectURL(url);
    };
  }, [signature]);
  return urls;
}

async function fetchDocumentPdf(api: PortalClient, id: number, download: boolean): Promise<Blob> {
  const { data } = await downloadDocumentFile({
    client: api,
    path: { id },
    query: { download },
    parseAs: 'blob',
    throwOnError: true,
  });
  return data;
}

function pdfName(document: RentalDocument): string {
  const name = document.fileName || document.title || `document-${document.id}`;
  return /\.pdf$/i.test(name) ? name : `${name}.pdf`;
}

export const documentDownloadFailedMessage = 'The document could not be downloaded.';

interface OpenDocument {
  id: number;
  title: string;
  fileName: string;
  source: PdfSource | null;
  errorMessage?: string;
}

/** View (in the PDF viewer dialog) and Download for the documents tables of the rental screens. */
export function useDocumentFiles(api: PortalClient, toaster: Toaster) {
  const [open, setOpen] = useState<OpenDocument | null>(null);

  const view = (document: RentalDocument) => {
    const shown: OpenDocument = {
      id: document.id,
      title: document.title || document.fileName,
      fileName: pdfName(document),
      source: null,
    };
    setOpen(shown);
    const update = (change: Partial<OpenDocument>) =>
      setOpen((current) => (current?.id === shown.id ? { ...current, ...change } : current));
    fetchDocumentPdf(api, document.id, false)
      .then((blob) => blob.arrayBuffer())
      .then(
        (data) => update({ source: { data } }),
        (error: unknown) =>
          update({
            errorMessage: error instanceof Error ? error.message : 'The document could not be loaded.',
          }),
      );
  };

  const download = (document: RentalDocument) => {
    fetchDocumentPdf(api, document.id, true).then(
      (blob) => saveBlob(blob, pdfName(document)),
      () => toaster.show(documentDownloadFailedMessage, 'error'),
    );
  };

  return {
    view,
    download,
    viewer: {
      title: open?.title ?? null,
      fileName: open?.fileName,
      source: open?.source ?? null,
      errorMessage: open?.errorMessage,
      onClose: () => setOpen(null),
    },
  };
}
