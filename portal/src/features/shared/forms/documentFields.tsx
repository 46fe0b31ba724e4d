// Form-bound versions of the ui fields the document forms need beyond forms/form.tsx and rental/formFields.tsx:
// a radio group, a combo box holding the chosen option's id, a date picker and the PDF drop zone. Each reads its
// field from TanStack Form's field context and shows its message once the field was left or a submit was tried.
import {
  ComboBox,
  type ComboBoxProps,
  DatePicker,
  type DatePickerProps,
  RadioGroup,
  type RadioGroupProps,
  UploadDropZone,
  type UploadDropZoneProps,
} from '@portal/ui';
import type { Key } from 'react-aria-components';
import { type Bound, useBoundField, useFieldContext, useFieldError } from './form.tsx';

/** One of a few choices; `onChosen` lets the form adjust other fields (e.g. the types a choice offers). */
export function FormRadioGroup({
  onChosen,
  ...props
}: Bound<RadioGroupProps> & { onChosen?: (value: string) => void }) {
  const field = useFieldContext<string>();
  const error = useFieldError();
  return (
    <RadioGroup
      {...props}
      name={field.name}
      value={field.state.value}
      onChange={(value) => {
        field.handleChange(value);
        onChosen?.(value);
      }}
      isInvalid={error !== undefined}
      errorMessage={error}
    />
  );
}

/** A searchable pick-list (properties, owners) whose field holds the chosen option's id, or null. */
export function FormComboBoxKey(props: Bound<ComboBoxProps>) {
  const field = useFieldContext<Key | null>();
  const error = useFieldError();
  return (
    <ComboBox
      {...props}
      name={field.name}
      selectedKey={field.state.value}
      onSelectionChange={(key) => field.handleChange(key)}
      onBlur={field.handleBlur}
      isInvalid={error !== undefined}
      errorMessage={error}
    />
  );
}

/** A date as an ISO string ("" when cleared). */
export function FormDatePicker(props: Bound<DatePickerProps>) {
  return <DatePicker {...props} {...useBoundField<string>()} />;
}

/** The chosen files; `onChosen` lets the form default other fields from them (the file name). */
export function FormUploadDropZone({
  onChosen,
  ...props
}: Omit<UploadDropZoneProps, 'files' | 'onChange' | 'errorMessage'> & {
  onChosen?: (files: File[]) => void;
}) {
  const field = useFieldContext<File[]>();
  const error = useFieldError();
  return (
    <UploadDropZone
      {...props}
      files={field.state.value}
      onChange={(files) => {
        field.handleChange(files);
        field.handleBlur();
        onChosen?.(files);
      }}
      {...(error !== undefined ? { errorMessage: error } : {})}
    />
  );
}
