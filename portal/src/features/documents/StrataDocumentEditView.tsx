import {
  DescriptionList,
  FormSection,
  type Href,
  InlineAlert,
  Link,
  type LinkItem,
  type ListOption,
  PageHeader,
  Stack,
  uploadPresets,
  validateFileSelection,
} from '@portal/ui';
import { today } from '../shared/dateTime.ts';
import { FailureAlert } from '../shared/FailureAlert.tsx';
import { FormDatePicker, FormUploadDropZone } from '../shared/forms/documentFields.tsx';
import { FormFrame } from '../shared/forms/FormFrame.tsx';
import { useAppForm } from '../shared/forms/form.tsx';
import { FormSelect } from '../shared/forms/formFields.tsx';
import { documentDateProblem, strataDocumentMessages } from './strataDocumentForm.ts';

export interface StrataDocumentEditValues {
  title: string;
  categoryId: number | null;
  documentDate: string;
  /** At most one replacement PDF (spec 5). */
  files: File[];
}

export interface DocumentEditViewProps {
  /** "property" for /strataAdmin/document/edit, "unit" for /strataAdmin/strataUnitDocument/edit. */
  kind: 'property' | 'unit';
  document: { title: string; categoryId: number; fileName: string; documentDate: string };
  categories: readonly ListOption[];
  /** Saves the title, type and date, then the replacement file if one was chosen; rejects when either failed. */
  onSubmit: (values: {
    title: string;
    categoryId: number;
    documentDate: string;
    file: File | undefined;
  }) => Promise<void>;
  /** "Error updating document: {title}" after a failed save. */
  failure: string | null;
  /** The last save succeeded: "Document successfully updated!". */
  saved: boolean;
  viewHref: Href;
  backLink: LinkItem;
}

type EditErrors = Partial<Record<keyof StrataDocumentEditValues, string>>;

function validate(values: StrataDocumentEditValues): { fields: EditErrors } | undefined {
  const fields: EditErrors = {};
  // The spec's message for an empty title, word for word (spec 5).
  if (values.title.trim() === '') fields.title = strataDocumentMessages.noReplacement;
  if (values.categoryId === null) fields.categoryId = 'Please select a type of document';
  const dateProblem = documentDateProblem(values.documentDate);
  if (dateProblem) fields.documentDate = dateProblem;
  if (values.files.length > 0) {
    const problem = validateFileSelection(values.files, uploadPresets.replacementPdf);
    if (problem) fields.files = problem;
  }
  return Object.keys(fields).length > 0 ? { fields } : undefined;
}

/**
 * /strataAdmin/document/edit/{id} and /strataAdmin/strataUnitDocument/edit/{id} (strata spec 2, 5, 8): a document's
 * title, type of document, date and one optional replacement PDF.
 */
export function DocumentEditView({
  kind,
  document,
  categories,
  onSubmit,
  failure,
  saved,
  viewHref,
  backLink,
}: DocumentEditViewProps) {
  const form = useAppForm({
    defaultValues: {
      title: document.title,
      categoryId: document.categoryId,
      documentDate: document.documentDate,
      files: [],
    } as StrataDocumentEditValues,
    validators: { onChange: ({ value }) => validate(value), onSubmit: ({ value }) => validate(value) },
    onSubmit: async ({ value, formApi }) => {
      try {
        await onSubmit({
          title: value.title.trim(),
          categoryId: value.categoryId ?? 0,
          documentDate: value.documentDate,
          file: value.files[0],
        });
        formApi.setFieldValue('files', []);
      } catch {
        // The route shows the failure.
      }
    },
  });
  return (
    <Stack gap="lg">
      <PageHeader
        title={kind === 'unit' ? 'Edit Strata Unit Document' : 'Edit Strata Property Document'}
        backLink={backLink}
      />
      <FormFrame form={form} gap="lg" maxWidth="md" label="Edit Document">
        <FormSection title="Document">
          <DescriptionList
            items={[
              {
                term: 'Current file',
                description: <Link href={viewHref}>{document.fileName || document.title}</Link>,
              },
            ]}
          />
          <form.AppField name="title">
            {(field) => <field.TextField label="Title" isRequired />}
          </form.AppField>
          <form.AppField name="categoryId">
            {() => <FormSelect label="Type of Document" options={categories} isRequired />}
          </form.AppField>
          <form.AppField name="documentDate">
            {() => <FormDatePicker label="Document Date" maxValue={today()} isRequired />}
          </form.AppField>
        </FormSection>
        <FormSection title="Replacement file" description="Optional: one PDF replaces the current file.">
          <form.AppField name="files">
            {() => <FormUploadDropZone label="Replacement PDF" kind="replacementPdf" />}
          </form.AppField>
        </FormSection>
        <FailureAlert failure={failure} />
        {saved && !failure ? (
          <InlineAlert variant="success">{strataDocumentMessages.updated}</InlineAlert>
        ) : null}
        <form.AppForm>
          <form.SubmitWithCancel gap="sm" cancelHref={backLink.href}>
            Update Document
          </form.SubmitWithCancel>
        </form.AppForm>
      </FormFrame>
    </Stack>
  );
}
