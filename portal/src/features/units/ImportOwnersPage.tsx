// The component of /strataAdmin/import-owners: the CSV checked first (POST /importOwners?dryRun=true, the plan of
// every row), imported on confirmation (with replaceCurrent when the user agreed to replace current owners), the
// outcome or the row errors, and the template (GET /importOwners/template) saved under its own name.

import { ApiError, type PortalClient } from '@portal/sdk/client';
import * as shared from '@portal/sdk/messages';
import { getImportOwnersTemplate } from '@portal/sdk/operations';
import { importOwnersMutation, tagQueryKey } from '@portal/sdk/query';
import { type QueryClient, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { Toaster } from '../../app/toaster.ts';
import { saveBlob } from '../shared/saveBlob.ts';
import type { ImportOwnersResult } from '../shared/schemas.ts';
import { ImportOwnersView, type ImportOwnersViewProps, type ImportRowError } from './ImportOwnersView.tsx';

export const importMessages = {
  failed: shared.importMessages.failed,
  template: 'The template could not be downloaded.',
} as const;

function rowErrorsOf(error: unknown): ImportRowError[] {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return [];
  const { errors } = error.body as { errors?: unknown };
  return Array.isArray(errors) ? (errors as ImportRowError[]) : [];
}

function failureOf(error: unknown): NonNullable<ImportOwnersViewProps['failure']> {
  const errors = rowErrorsOf(error);
  // Row problems are listed; a refusal of the whole file (e.g. its header) gives the server's reason.
  const detail = errors.length === 0 && error instanceof ApiError ? error.message : undefined;
  return { message: importMessages.failed, errors, detail };
}

export function ImportOwnersPage({
  api,
  queryClient,
  toaster,
}: {
  api: PortalClient;
  queryClient: QueryClient;
  toaster: Toaster;
}) {
  const [previewed, setPreviewed] = useState<{ file: File; plan: ImportOwnersResult } | null>(null);
  const [result, setResult] = useState<ImportOwnersResult | null>(null);
  const [failure, setFailure] = useState<ImportOwnersViewProps['failure']>(null);
  const { mutateAsync: importFile } = useMutation(importOwnersMutation());
  return (
    <ImportOwnersView
      plan={previewed?.plan ?? null}
      result={result}
      failure={failure}
      onPreview={async (file) => {
        setPreviewed(null);
        setResult(null);
        setFailure(null);
        try {
          setPreviewed({ file, plan: await importFile({ body: { file }, query: { dryRun: true } }) });
        } catch (error) {
          setFailure(failureOf(error));
        }
      }}
      onImport={async (replaceCurrent) => {
        if (!previewed) return;
        setFailure(null);
        try {
          const done = await importFile({ body: { file: previewed.file }, query: { replaceCurrent } });
          setPreviewed(null);
          setResult(done);
          // New owners and units show on the building and unit pages.
          await queryClient.invalidateQueries({ queryKey: tagQueryKey('strataUnits') });
          await queryClient.invalidateQueries({ queryKey: tagQueryKey('strataProperties') });
        } catch (error) {
          setFailure(failureOf(error));
        }
      }}
      onDownloadTemplate={() => {
        void (async () => {
          try {
            // The file's bytes as the server sent them (read from the answer, not decoded as text).
            const { response } = await getImportOwnersTemplate({
              client: api,
              parseAs: 'stream',
              throwOnError: true,
            });
            saveBlob(await response.blob(), 'owners-import-template.csv');
          } catch {
            toaster.show(importMessages.template, 'error');
          }
        })();
      }}
    />
  );
}
