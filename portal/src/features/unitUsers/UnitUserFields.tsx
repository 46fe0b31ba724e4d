// The fields both unit user forms share: first and last name, phone, role.

import { FieldList } from '../shared/forms/FieldList.tsx';
import { FormTextField, withFieldGroup } from '../shared/forms/form.tsx';
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
      <FieldList
        form={group}
        fields={{
          firstName: <FormTextField label="First Name" isRequired />,
          lastName: <FormTextField label="Last Name" isRequired />,
          phone: <FormPhoneField label="Phone Number" isRequired />,
          role: <FormSelect label="Role" options={roleOptions} isRequired />,
        }}
      />
    );
  },
});
