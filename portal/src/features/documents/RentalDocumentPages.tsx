import type { LinkItem } from '@portal/ui';
// The rental documents' containers (rental spec 2.3): Upload Documents and a document's edit page.
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { rentalDocumentQueries, useUpdateDocument, useUploadDocument } from './api.ts';
import { DocumentEditView, documentBackLink } from './DocumentEditView.tsx';
import { DocumentUploadView } from './DocumentUploadView.tsx';
import { type DocumentUploadValues, documentInputFrom } from './documentUploadForm.ts';

/** Where the form starts: links from an owner's or a property's page start it on that record. */
export interface DocumentUploadStart {
  documentFor?: 'property' | 'owner';
  propertyId?: number;
  ownerId?: number;
}

/** The way back from the upload form: the owner's or property's page it was opened from, else the Documents page. */
function uploadBackLink(start: DocumentUploadStart): LinkItem {
  if (start.ownerId) return { label: 'Back To Owner', href: `/admin/owner/${start.ownerId}` };
  if (start.propertyId) return { label: 'Back To Property', href: `/admin/property/${start.propertyId}` };
  return { label: 'Back To Documents', href: '/admin/documents' };
}

/** /admin/document: Upload Documents; the new document is then listed on the page of the record it was filed for. */
export function RentalDocumentUploadPage({ start }: { start: DocumentUploadStart }) {
  const navigate = useNavigate();
  const { data: documentTypes } = useSuspenseQuery(rentalDocumentQueries.types());
  const { data: properties } = useSuspenseQuery(rentalDocumentQueries.properties());
  const { data: owners } = useSuspenseQuery(rentalDocumentQueries.owners());
  const upload = useUploadDocument();
  return (
    <DocumentUploadView
      properties={properties}
      owners={owners}
      documentTypes={documentTypes}
      initialValues={start}
      backLink={uploadBackLink(start)}
      onSubmit={async (values: DocumentUploadValues) => {
        const [file] = values.files;
        const document = await upload.mutateAsync({
          file,
          body: (chosen) => documentInputFrom(values, chosen),
        });
        if (document.ownerId !== null) {
          await navigate({ to: '/admin/owner/$id', params: { id: document.ownerId } });
        } else if (document.propertyId !== null) {
          await navigate({ to: '/admin/property/$id', params: { id: document.propertyId } });
        }
      }}
      failure={upload.failure}
    />
  );
}

/** /utils/editDocument/{id}: a document's title and type; then back to the page it belongs to. */
export function RentalDocumentEditPage({ id }: { id: number }) {
  const navigate = useNavigate();
  const { data: document } = useSuspenseQuery(rentalDocumentQueries.one(id));
  const { data: documentTypes } = useSuspenseQuery(rentalDocumentQueries.types());
  const save = useUpdateDocument();
  const backLink = documentBackLink(document);
  return (
    <DocumentEditView
      document={document}
      documentTypes={documentTypes}
      onSubmit={async (values) => {
        await save.run({ id, ...values });
        await navigate({ href: backLink.href });
      }}
      failure={save.failure}
      backLink={backLink}
    />
  );
}
