import { FormSection, type LinkItem, PageHeader, Stack } from '@portal/ui';
import { useMemo, useRef } from 'react';
import type { OwnerProfileSummary, PropertySummary } from '../owners/index.ts';
import { FailureAlert } from '../shared/FailureAlert.tsx';
import { FormComboBoxKey, FormDatePicker, FormUploadDropZone } from '../shared/forms/documentFields.tsx';
import { FieldList } from '../shared/forms/FieldList.tsx';
import { FormTextField, submitHandler, useAppForm } from '../shared/forms/form.tsx';
import { FormSelect } from '../shared/forms/formFields.tsx';
import { DocumentForField } from './DocumentForField.tsx';
import {
  type DocumentType,
  type DocumentUploadValues,
  documentForOptions,
  emptyDocumentUpload,
  isDocumentFor,
  typesFor,
  validateDocumentUpload,
} from './documentUploadForm.ts';

export interface DocumentUploadViewProps {
  /** The active properties and owners a document may be filed for. */
  properties: readonly PropertySummary[];
  owners: readonly OwnerProfileSummary[];
  documentTypes: readonly DocumentType[];
  /** Where the form starts, e.g. Document For owner with the owner chosen (from the owner's page). */
  initialValues?: Partial<DocumentUploadValues>;
  /** Creates the record, then uploads the PDF against its id; rejects when either failed. */
  onSubmit: (values: DocumentUploadValues) => Promise<void>;
  /** "Error submitting form. " followed by the error's message. */
  failure?: Error | null | undefined;
  /** The way back, to the page the form was opened from; the Documents page unless told. */
  backLink?: LinkItem;
}

/**
 * The Upload Documents form at /admin/document (rental spec 2.3, 5, 9): Document For (property or owner), the
 * property or owner, a document type of the kind that choice allows, the document date, the file name (the
 * file's own name by default) and exactly one PDF.
 */
export function DocumentUploadView({
  properties,
  owners,
  documentTypes,
  initialValues,
  onSubmit,
  failure,
  backLink = { label: 'Back To Documents', href: '/admin/documents' },
}: DocumentUploadViewProps) {
  const validate = ({ value }: { value: DocumentUploadValues }) =>
    validateDocumentUpload(value, documentTypes);
  const form = useAppForm({
    defaultValues: emptyDocumentUpload(initialValues),
    validators: { onChange: validate, onSubmit: validate },
    onSubmit: async ({ value }) => {
      await onSubmit(value).catch(() => undefined);
    },
  });
  // The name last filled in from a file: replaced by the next file's name unless the user typed their own.
  const defaultedName = useRef('');

  // Stable lists: a combo box given new items while the user types starts its text over.
  const propertyOptions = useMemo(
    () =>
      properties.map((property) => ({
        id: property.id,
        label: `${property.rmNumber} – ${property.address}`,
      })),
    [properties],
  );
  const ownerOptions = useMemo(
    () => owners.map((owner) => ({ id: owner.id, label: owner.name, description: owner.email })),
    [owners],
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title="Upload Documents"
        description="File a PDF for a property or an owner. Owners see the documents filed for them."
        backLink={backLink}
      />
      <Stack as="form" gap="lg" onSubmit={submitHandler(form)} noValidate aria-label="Upload Documents">
        <FormSection title="Document" columns={2}>
          <form.AppField name="documentFor">
            {() => (
              <DocumentForField
                options={documentForOptions}
                isChoice={isDocumentFor}
                onChosen={(choice) => {
                  // A type of the other kind cannot be kept (spec 9).
                  const kept = typesFor(documentTypes, choice).some(
                    (type) => type.id === form.getFieldValue('documentTypeId'),
                  );
                  if (!kept) form.setFieldValue('documentTypeId', null);
                }}
              />
            )}
          </form.AppField>
          <form.Subscribe selector={(state) => state.values.documentFor}>
            {(documentFor) => (
              <FieldList
                form={form}
                fields={{
                  ...(documentFor === 'property'
                    ? {
                        propertyId: (
                          <FormComboBoxKey
                            label="Property"
                            defaultItems={propertyOptions}
                            emptyMessage="No property matches"
                            description="Type a property number or address"
                            isRequired
                          />
                        ),
                      }
                    : {
                        ownerId: (
                          <FormComboBoxKey
                            label="Owner"
                            defaultItems={ownerOptions}
                            emptyMessage="No owner matches"
                            description="Type the owner's name"
                            isRequired
                          />
                        ),
                      }),
                  documentTypeId: (
                    <FormSelect
                      label="Document Type"
                      options={typesFor(documentTypes, documentFor).map((type) => ({
                        id: type.id,
                        label: type.name,
                      }))}
                      isRequired
                    />
                  ),
                  documentDate: <FormDatePicker label="Document Date" isRequired />,
                }}
              />
            )}
          </form.Subscribe>
        </FormSection>
        <FormSection title="File">
          <FieldList
            form={form}
            fields={{
              files: (
                <FormUploadDropZone
                  label="PDF file"
                  kind="pdf"
                  onChosen={(files) => {
                    const file = files[0];
                    if (!file) return;
                    const current = form.getFieldValue('fileName');
                    if (current.trim() === '' || current === defaultedName.current) {
                      form.setFieldValue('fileName', file.name);
                      defaultedName.current = file.name;
                    }
                  }}
                />
              ),
              fileName: (
                <FormTextField
                  label="File Name"
                  description="The name shown in the documents lists; the file's own name unless you change it."
                />
              ),
            }}
          />
        </FormSection>
        <FailureAlert failure={failure} />
        <form.AppForm>
          <form.SubmitWithCancel gap="md" cancelHref="/admin/dashboard">
            Upload Document
          </form.SubmitWithCancel>
        </form.AppForm>
      </Stack>
    </Stack>
  );
}
