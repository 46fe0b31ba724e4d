import { FormSection, FormSectionFull, PageHeader, WeekHoursField } from '@portal/ui';
import { FieldList } from '../shared/forms/FieldList.tsx';
import { FormFrame } from '../shared/forms/FormFrame.tsx';
import { FormTextField, firstErrorMessage, useSchemaForm } from '../shared/forms/form.tsx';
import { FormPhoneField, FormSelect } from '../shared/forms/formFields.tsx';
import * as styles from '../shared/strataScreen.css.ts';
import { emptyStaffForm, type StaffFormValues, staffFormSchema, staffPositions } from './staffForm.ts';

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

export interface StaffAddViewProps {
  building: { id: number; buildingName: string };
  onSubmit: (values: StaffFormValues) => Promise<void>;
  error?: string | null | undefined;
}

/**
 * /strataAdmin/staff/{id} (strata spec 2 and 5): add onsite staff to the building: one of the four positions, name,
 * phone, email and the week's hours (seven days, hh:mm am/pm, an empty start is a day off).
 */
export function StaffAddView({ building, onSubmit, error }: StaffAddViewProps) {
  const form = useSchemaForm(emptyStaffForm, staffFormSchema, onSubmit);
  return (
    <div className={styles.page}>
      <PageHeader
        title="Add Staff"
        description={building.buildingName}
        backLink={{ label: 'Back To Building', href: `/strataAdmin/property/${building.id}` }}
      />
      <FormFrame form={form} className={styles.form} label="Add Staff" failure={error}>
        <FormSection title="Onsite Staff" columns={2}>
          <FieldList form={form} fields={staffFields} />
        </FormSection>
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
                isInvalid={message !== undefined}
                errorMessage={message}
              />
            );
          }}
        </form.Field>
        <form.AppForm>
          <form.SubmitButton>Add Staff</form.SubmitButton>
        </form.AppForm>
      </FormFrame>
    </div>
  );
}
