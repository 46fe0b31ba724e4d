import { FormSection } from '@portal/ui/FormSection/FormSection.tsx';
import { PageHeader } from '@portal/ui/PageHeader/PageHeader.tsx';
import { useRef } from 'react';
import { FormAlert } from '../shared/forms/FormAlert.tsx';
import { submitHandler, useAppForm } from '../shared/forms/form.tsx';
import * as styles from '../shared/strataScreen.css.ts';
import { passwordFieldNames, UnitPasswordFields } from '../units/UnitPasswordFields.tsx';
import { personFieldNames, UnitUserPersonFields } from './UnitUserFields.tsx';
import {
  addRoleOptions,
  emptyUnitUserAdd,
  type UnitUserAddValues,
  unitUserAddSchema,
} from './unitUserForm.ts';

export interface UnitUserAddViewProps {
  unit: { id: number; unitNumber: string; buildingName: string };
  onSubmit: (values: UnitUserAddValues) => Promise<void>;
  error?: string | null | undefined;
}

/**
 * /strataAdmin/user/add/strataUnit/{id} (strata spec 2 and 5): a new unit user's login (email as username,
 * password) and their place in the unit (names, phone, role by reading A).
 */
export function UnitUserAddView({ unit, onSubmit, error }: UnitUserAddViewProps) {
  const submitRef = useRef(onSubmit);
  submitRef.current = onSubmit;
  const form = useAppForm({
    defaultValues: emptyUnitUserAdd,
    validators: { onChange: unitUserAddSchema, onSubmit: unitUserAddSchema },
    onSubmit: ({ value }) => submitRef.current(value),
  });
  return (
    <div className={styles.page}>
      <PageHeader
        title="Add Unit User"
        description={`Unit ${unit.unitNumber}, ${unit.buildingName}`}
        backLink={{ label: 'Back To Unit', href: `/strataAdmin/strataUnit/${unit.id}` }}
      />
      <form className={styles.form} onSubmit={submitHandler(form)} noValidate aria-label="Add Unit User">
        <FormAlert message={error} />
        <FormSection title="Unit User" columns={2}>
          <UnitUserPersonFields form={form} fields={personFieldNames} roleOptions={addRoleOptions} />
        </FormSection>
        <FormSection title="Login" columns={2}>
          <form.AppField name="email">
            {(field) => <field.TextField label="Email" type="email" isRequired autoComplete="off" />}
          </form.AppField>
          <UnitPasswordFields form={form} fields={passwordFieldNames} />
        </FormSection>
        <form.AppForm>
          <form.SubmitButton>Add User</form.SubmitButton>
        </form.AppForm>
      </form>
    </div>
  );
}
