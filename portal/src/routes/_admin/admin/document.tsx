import { createFileRoute } from '@tanstack/react-router';
import { loadDocumentUpload } from '../../../features/documents/api.ts';
import {
  type DocumentUploadStart,
  RentalDocumentUploadPage,
} from '../../../features/documents/RentalDocumentPages.tsx';
import { LoadFailureNotice } from '../../../features/shared/routeSupport.tsx';

function recordId(value: unknown): number | undefined {
  const id = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * Links from an owner's or a property's page start the form on that record; anything unreadable is ignored. A plain
 * function rather than a zod schema: the route file is part of the entry chunk every visitor loads.
 */
function validateSearch(search: Record<string, unknown>): DocumentUploadStart {
  const { documentFor } = search;
  const propertyId = recordId(search.propertyId);
  const ownerId = recordId(search.ownerId);
  return {
    ...(documentFor === 'property' || documentFor === 'owner' ? { documentFor } : {}),
    ...(propertyId ? { propertyId } : {}),
    ...(ownerId ? { ownerId } : {}),
  };
}

/** The Upload Documents form (rental spec 2.3: the admin route table lists /admin/document). */
export const Route = createFileRoute('/_admin/admin/document')({
  validateSearch,
  loader: ({ context: { queryClient } }) => loadDocumentUpload(queryClient),
  errorComponent: LoadFailureNotice,
  component: function DocumentUpload() {
    return <RentalDocumentUploadPage start={Route.useSearch()} />;
  },
});
