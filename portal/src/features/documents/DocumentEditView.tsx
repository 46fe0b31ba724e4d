import { DescriptionList, FormSection, formatDate, type LinkItem, PageHeader, Stack } from '@portal/ui';
import * as z from 'zod/mini';
import { FailureAlert } from '../shared/FailureAlert.tsx';
import { FieldList } from '../shared/forms/FieldList.tsx';
import { FormTextField, submitHandler, useAppForm } from '../shared/forms/form.tsx';
import { FormSelect } from '../shared/forms/formFields.tsx';
import { requiredMessage } from '../shared/forms/messages.ts';
import { documentTitle, type RentalDocument } from './AdminDocumentsTable.tsx';
import { type DocumentType, documentMessages, typesFor } from './documentUploadForm.ts';

export interface DocumentEditValues {
  fileName: string;
  documentTypeId: number | null;
}

export interface DocumentEditViewProps {
  document: RentalDocument;
  documentTypes: readonly DocumentType[];
  /** Saves the title and type (PUT /documents/update); rejects when it failed. */
  onSubmit: (values: { fileName: string; documentTypeId: number }) => Promise<void>;
  failure?: Error | null | undefined;
  /** The way back, to the page of the property or owner the document belongs to. */
  backLink: LinkItem;
}

/** The way back to the page the document belongs to, named by its record: its property's or its owner's. */
export function documentBackLink(document: RentalDocument): LinkItem {
  if (document.propertyId !== null) {
    return {
      label: `Back To Property ${document.propertyRmNumber ?? ''}`.trim(),
      href: `/admin/property/${document.propertyId}`,
    };
  }
  if (document.ownerId !== null) {
    return {
      label: `Back To Owner ${document.ownerName ?? ''}`.trim(),
      href: `/admin/owner/${document.ownerId}`,
    };
  }
  return { label: 'Back To Dashboard', href: '/admin/dashboard' };
}

/**
 * /utils/editDocument/{id} (rental spec 2.3): edit a document's title and type. The type stays of the document's
 * kind (spec 9: the owner-only types for an owner's document, the others for a property's).
 */
export function DocumentEditView({
  document,
  documentTypes,
  onSubmit,
  failure,
  backLink,
}: DocumentEditViewProps) {
  const kind = document.ownerId !== null ? 'owner' : 'property';
  const offered = typesFor(documentTypes, kind);
  const schema = z.object({
    fileName: z.string().check(z.refine((value) => value.trim() !== '', requiredMessage)),
    documentTypeId: z
      .nullable(z.number())
      .check(z.refine((id) => offered.some((type) => type.id === id), documentMessages.type)),
  });
  const form = useAppForm({
    defaultValues: {
      fileName: documentTitle(document),
      documentTypeId: document.documentTypeId,
    } as DocumentEditValues,
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: async ({ value }) => {
      if (value.documentTypeId === null) return;
      await onSubmit({ fileName: value.fileName.trim(), documentTypeId: value.documentTypeId }).catch(
        () => undefined,
      );
    },
  });
  return (
    <Stack gap="lg">
      <PageHeader title="Edit Document" backLink={backLink} />
      <DescriptionList
        items={[
          {
            term: kind === 'owner' ? 'Owner' : 'Property',
            description: kind === 'owner' ? document.ownerName : document.propertyRmNumber,
          },
          { term: 'Document Date', description: formatDate(document.documentDate) },
          { term: 'File', description: document.hasFile ? 'PDF uploaded' : 'No file yet' },
        ]}
      />
      <Stack as="form" gap="lg" onSubmit={submitHandler(form)} noValidate aria-label="Edit Document">
        <FormSection title="Document" columns={2}>
          <FieldList
            form={form}
            fields={{
              fileName: <FormTextField label="Title" isRequired />,
              documentTypeId: (
                <FormSelect
                  label="Document Type"
                  options={offered.map((type) => ({ id: type.id, label: type.name }))}
                  isRequired
                />
              ),
            }}
          />
        </FormSection>
        <FailureAlert failure={failure} />
        <form.AppForm>
          <form.SubmitWithCancel gap="md" cancelHref={backLink.href}>
            Save Document
          </form.SubmitWithCancel>
        </form.AppForm>
      </Stack>
    </Stack>
  );
}
