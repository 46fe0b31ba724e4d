// The fields both unit user forms share: first and last name, phone, role.

import { withFieldGroup } from '../shared/forms/form.tsx';
import { FormPhoneField, FormSelect } from '../shared/forms/formFields.tsx';
import type { UnitUserEditValues, UnitUserRole } from './unitUserForm.ts';

/** The group's fields sit at the top of both forms. */
export const personFieldNames = {
  firstName: 'firstName',
  lastName: 'lastName',
  phone: 'phone',
  role: 'role',
} as const;

export const UnitUserPersonFields = withFieldGroup({
  defaultValues: {} as UnitUserEditValues,
  props: { roleOptions: [] as readonly { id: UnitUserRole; label: string }[] },
  render: function UnitUserPersonFieldsRender({ group, roleOptions }) {
    return (
      <>
        <group.AppField name="firstName">
          {(field) => <field.TextField label="First Name" isRequired />}
        </group.AppField>
        <group.AppField name="lastName">
          {(field) => <field.TextField label="Last Name" isRequired />}
        </group.AppField>
        <group.AppField name="phone">
          {() => <FormPhoneField label="Phone Number" isRequired />}
        </group.AppField>
        <group.AppField name="role">
          {() => <FormSelect label="Role" options={roleOptions} isRequired />}
        </group.AppField>
      </>
    );
  },
});
