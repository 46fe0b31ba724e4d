import { FormSection, FormSectionFull, WeekHoursField } from '@portal/ui';
import { FieldList } from '../shared/forms/FieldList.tsx';
import { FormFrame } from '../shared/forms/FormFrame.tsx';
import { FormTextField, firstErrorMessage, useSchemaForm } from '../shared/forms/form.tsx';
import { FormPhoneField, FormSelect } from '../shared/forms/formFields.tsx';
import {
  emptyStaffForm,
  overnightOf,
  type StaffFormValues,
  staffFormSchema,
  staffPositions,
} from './staffForm.ts';

const positionOptions = staffPositions.map((position) => ({ id: position, label: position }));

/** Position, name, phone and email, each required. */
const staffFields = {
  position: (
    <FormSectionFull>
      <FormSelect label="Position" options={positionOptions} isRequired />
    </FormSectionFull>
  ),
  name: <FormTextField label="Name" isRequired />,
  phone: <FormPhoneField label="Phone" isRequired />,
  email: (
    <FormSectionFull>
      <FormTextField label="Email" type="email" isRequired />
    </FormSectionFull>
  ),
};

export interface StaffFormProps {
  /** The form's accessible name, e.g. "Add Staff". */
  label: string;
  submitLabel: string;
  defaultValues?: StaffFormValues;
  onSubmit: (values: StaffFormValues) => Promise<void>;
  error?: string | null | undefined;
}

/**
 * The onsite staff form of Add Staff and of Edit on a staff card (strata spec 5): one of the four positions, name,
 * phone, email and the week's hours (seven days; an empty start is a day off; a day may end the next day).
 */
export function StaffForm({
  label,
  submitLabel,
  defaultValues = emptyStaffForm,
  onSubmit,
  error,
}: StaffFormProps) {
  const form = useSchemaForm(defaultValues, staffFormSchema, onSubmit);
  return (
    <FormFrame form={form} gap="lg" maxWidth="md" label={label} failure={error}>
      <FormSection title="Onsite Staff" columns={2}>
        <FieldList form={form} fields={staffFields} />
      </FormSection>
      <form.Field name="overnightDays">
        {(overnightField) => (
          <form.Field name="hours">
            {(field) => {
              const message =
                field.state.meta.isTouched || field.form.state.submissionAttempts > 0
                  ? firstErrorMessage(field.state.meta.errors)
                  : undefined;
              return (
                <WeekHoursField
                  label="Hours"
                  value={field.state.value}
                  onChange={(hours) => {
                    field.handleChange(hours);
                    field.handleBlur();
                  }}
                  overnightDays={overnightOf(overnightField.state.value)}
                  onOvernightDaysChange={(days) => {
                    overnightField.handleChange(days);
                    field.handleBlur();
                  }}
                  isInvalid={message !== undefined}
                  errorMessage={message}
                />
              );
            }}
          </form.Field>
        )}
      </form.Field>
      <form.AppForm>
        <form.SubmitButton>{submitLabel}</form.SubmitButton>
      </form.AppForm>
    </FormFrame>
  );
}
