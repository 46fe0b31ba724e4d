// The owner profile part of the create and edit owner forms (rental spec 2.3, 5 "New owner profile"): one set of
// fields bound once to both forms, which share the value shape OwnerFormValues.
import { FormSection } from '@portal/ui';
import { FieldList } from '../shared/forms/FieldList.tsx';
import { FormTextField, withForm } from '../shared/forms/form.tsx';
import { FormComboBoxText, FormPhoneField, FormSelect } from '../shared/forms/formFields.tsx';
import { countries, provinces } from '../shared/rentalConstants.ts';
import { emptyOwnerForm } from './ownerForm.ts';

const provinceOptions = provinces.map((province) => ({ id: province, label: province }));
const countryOptions = countries.map((country) => ({ id: country.id, label: country.label }));

/** The profile's fields; the mobile and the province are optional. */
const profileFields = {
  'profile.name': <FormTextField label="Name" autoComplete="name" isRequired />,
  'profile.phone': <FormPhoneField label="Phone" isRequired />,
  'profile.mobile': <FormTextField label="Mobile" type="tel" autoComplete="tel" description="Optional" />,
  'profile.address': <FormTextField label="Address" autoComplete="street-address" isRequired />,
  'profile.city': <FormTextField label="City" autoComplete="address-level2" isRequired />,
  'profile.province': (
    <FormComboBoxText
      label="Province"
      defaultItems={provinceOptions}
      description="A province from the list, or the owner's state or region"
    />
  ),
  'profile.postal': <FormTextField label="Postal Code" autoComplete="postal-code" isRequired />,
  'profile.countryId': <FormSelect label="Country" options={countryOptions} isRequired />,
};

export const OwnerProfileFields = withForm({
  defaultValues: emptyOwnerForm,
  props: { title: 'Owner Profile', isDisabled: false },
  render: function OwnerProfileFieldsRender({ form, title, isDisabled }) {
    return (
      <FormSection title={title} columns={2} isDisabled={isDisabled}>
        <FieldList form={form} fields={profileFields} />
      </FormSection>
    );
  },
});
