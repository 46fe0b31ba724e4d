import {
  DescriptionList,
  FormSection,
  InlineAlert,
  type LinkItem,
  type ListOption,
  PageHeader,
  Stack,
} from '@portal/ui';
import { today } from '../shared/dateTime.ts';
import { FormDatePicker, FormUploadDropZone } from '../shared/forms/documentFields.tsx';
import { FieldList } from '../shared/forms/FieldList.tsx';
import { FormFrame } from '../shared/forms/FormFrame.tsx';
import { FormTextField, useAppForm } from '../shared/forms/form.tsx';
import { FormSelect } from '../shared/forms/formFields.tsx';
import * as documentStyles from '../shared/strataDocuments.css.ts';
import { DocumentForField } from './DocumentForField.tsx';
import {
  documentForOptions,
  isDocumentKind,
  type StrataDocumentUploadValues,
  strataDocumentMessages,
  validateStrataDocumentUpload,
} from './strataDocumentForm.ts';
import type { StrataDocumentKind } from './viewerRoute.ts';

/** What went wrong with the last upload: each failed file's line, and the server's reasons. */
export interface UploadFailure {
  files: { fileName: string; reason?: string | undefined }[];
}

export interface DocumentUploadViewProps {
  /** Active buildings (id, label "Building (plan)"). */
  buildings: readonly ListOption[];
  /** Units of the chosen building; null while they load or before a building is chosen. */
  units: readonly ListOption[] | null;
  /** Types of document for a property (the shared ones and the building's folders) and for a unit. */
  propertyCategories: readonly ListOption[];
  unitCategories: readonly ListOption[];
  /** Where the form starts (from the query documentFor and the path's id). */
  initialValues: StrataDocumentUploadValues;
  /**
   * The record the upload is for, when the address named it (/strataAdmin/document/upload/{id}): shown read only
   * instead of the Document For, building and unit choices.
   */
  fixedTarget?: { kind: StrataDocumentKind; building: string; unit?: string | undefined } | undefined;
  /** The building choice changed: the route loads its units and folders. */
  onBuildingChange: (buildingId: number | null) => void;
  /** Files each PDF; resolves with the files that failed (empty when all were filed). */
  onSubmit: (values: StrataDocumentUploadValues) => Promise<File[]>;
  failure: UploadFailure | null;
  backLink: LinkItem;
}

/**
 * /strataAdmin/document/upload and /strataAdmin/document/upload/{id} (strata spec 2, 5, 8): one or more PDFs filed
 * for a building or a unit, with a title and a type of document.
 */
export function DocumentUploadView({
  buildings,
  units,
  propertyCategories,
  unitCategories,
  initialValues,
  fixedTarget,
  onBuildingChange,
  onSubmit,
  failure,
  backLink,
}: DocumentUploadViewProps) {
  const form = useAppForm({
    defaultValues: initialValues,
    validators: {
      onChange: ({ value }) => validateStrataDocumentUpload(value),
      onSubmit: ({ value }) => validateStrataDocumentUpload(value),
    },
    onSubmit: async ({ value, formApi }) => {
      const left = await onSubmit(value).catch(() => value.files);
      // What failed stays chosen, so Upload tries it again.
      formApi.setFieldValue('files', left);
    },
  });

  return (
    <Stack gap="lg">
      <PageHeader
        title="Upload Documents"
        description="File one or more PDFs for a strata property or a strata unit."
        backLink={backLink}
      />
      <FormFrame form={form} gap="lg" maxWidth="md" label="Upload Documents">
        <FormSection title="Document">
          {fixedTarget ? (
            <DescriptionList
              items={[
                { term: 'Strata Property', description: fixedTarget.building },
                ...(fixedTarget.unit ? [{ term: 'Strata Unit', description: fixedTarget.unit }] : []),
              ]}
            />
          ) : (
            <>
              <form.AppField name="documentFor">
                {() => (
                  <DocumentForField
                    options={documentForOptions}
                    isChoice={isDocumentKind}
                    // The types of the other kind do not apply.
                    onChosen={() => form.setFieldValue('categoryId', null)}
                  />
                )}
              </form.AppField>
              <form.AppField
                name="strataPropertyId"
                listeners={{
                  onChange: ({ value }) => {
                    form.setFieldValue('strataUnitId', null);
                    onBuildingChange(value);
                  },
                }}
              >
                {() => <FormSelect label="Strata Property" options={buildings} isRequired />}
              </form.AppField>
            </>
          )}
          <form.Subscribe selector={(state) => state.values.documentFor}>
            {(documentFor) => (
              <FieldList
                form={form}
                fields={{
                  ...(!fixedTarget && documentFor === 'unit'
                    ? {
                        strataUnitId: (
                          <FormSelect
                            label="Strata Unit"
                            options={units ?? []}
                            isDisabled={units === null}
                            description={units === null ? 'Choose a strata property first.' : undefined}
                            isRequired
                          />
                        ),
                      }
                    : {}),
                  title: <FormTextField label="Title" isRequired />,
                  categoryId: (
                    <FormSelect
                      label="Type of Document"
                      options={documentFor === 'unit' ? unitCategories : propertyCategories}
                      isRequired
                    />
                  ),
                  documentDate: (
                    <FormDatePicker
                      label="Document Date"
                      description="The date the document is from, e.g. the meeting's date for minutes."
                      maxValue={today()}
                      isRequired
                    />
                  ),
                }}
              />
            )}
          </form.Subscribe>
        </FormSection>
        <FormSection
          title="Files"
          description="Choose one or more PDFs. With more than one, each is titled with the title followed by its file name."
        >
          <FieldList form={form} fields={{ files: <FormUploadDropZone label="PDF files" kind="pdfs" /> }} />
        </FormSection>
        {failure ? (
          <InlineAlert variant="error" title={strataDocumentMessages.uploadFailed}>
            <ul className={documentStyles.plainList}>
              {failure.files.map(({ fileName, reason }) => (
                <li key={fileName}>
                  {strataDocumentMessages.uploadError(fileName)}
                  {reason ? `: ${reason}` : ''}
                </li>
              ))}
            </ul>
          </InlineAlert>
        ) : null}
        <form.AppForm>
          <form.SubmitWithCancel gap="sm" cancelHref={backLink.href}>
            Upload
          </form.SubmitWithCancel>
        </form.AppForm>
      </FormFrame>
    </Stack>
  );
}
