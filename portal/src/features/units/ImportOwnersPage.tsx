// The component of /strataAdmin/import-owners: POST /importOwners with the CSV, the counts or the row errors, and the
// template (GET /importOwners/template) saved under its own name.

import { ApiError, type PortalClient, unwrap } from '@portal/sdk/client';
import * as shared from '@portal/sdk/messages';
import { tagQueryKey } from '@portal/sdk/query';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Toaster } from '../../app/toaster.ts';
import { saveBlob } from '../shared/rentalFiles.ts';
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

export function ImportOwnersPage({
  api,
  queryClient,
  toaster,
}: {
  api: PortalClient;
  queryClient: QueryClient;
  toaster: Toaster;
}) {
  const [result, setResult] = useState<ImportOwnersViewProps['result']>(null);
  const [failure, setFailure] = useState<ImportOwnersViewProps['failure']>(null);
  return (
    <ImportOwnersView
      result={result}
      failure={failure}
      onImport={async (file) => {
        setResult(null);
        setFailure(null);
        try {
          setResult(unwrap(await api.POST('/importOwners', { body: { file } })));
          // New owners and units show on the building and unit pages.
          await queryClient.invalidateQueries({ queryKey: tagQueryKey('strataUnits') });
          await queryClient.invalidateQueries({ queryKey: tagQueryKey('strataProperties') });
        } catch (error) {
          const errors = rowErrorsOf(error);
          // Row problems are listed; a refusal of the whole file (e.g. its header) gives the server's reason.
          const detail = errors.length === 0 && error instanceof ApiError ? error.message : undefined;
          setFailure({ message: importMessages.failed, errors, detail });
        }
      }}
      onDownloadTemplate={() => {
        void (async () => {
          try {
            saveBlob(
              unwrap(await api.GET('/importOwners/template', { parseAs: 'blob' })),
              'owners-import-template.csv',
            );
          } catch {
            toaster.show(importMessages.template, 'error');
          }
        })();
      }}
    />
  );
}
