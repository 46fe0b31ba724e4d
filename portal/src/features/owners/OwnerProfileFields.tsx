// The owner profile part of the create and edit owner forms (rental spec 2.3, 5 "New owner profile"): one set of
// fields bound once to both forms, which share the value shape OwnerFormValues.
import { FormSection } from '@portal/ui/FormSection/FormSection.tsx';
import { withForm } from '../shared/forms/form.tsx';
import { FormComboBoxText, FormPhoneField, FormSelect } from '../shared/forms/formFields.tsx';
import { countries, provinces } from '../shared/rentalConstants.ts';
import { emptyOwnerForm } from './ownerForm.ts';

const provinceOptions = provinces.map((province) => ({ id: province, label: province }));
const countryOptions = countries.map((country) => ({ id: country.id, label: country.label }));

export const OwnerProfileFields = withForm({
  defaultValues: emptyOwnerForm,
  props: { title: 'Owner Profile', isDisabled: false },
  render: function OwnerProfileFieldsRender({ form, title, isDisabled }) {
    return (
      <FormSection title={title} columns={2} isDisabled={isDisabled}>
        <form.AppField name="profile.name">
          {(field) => <field.TextField label="Name" autoComplete="name" isRequired />}
        </form.AppField>
        <form.AppField name="profile.phone">
          {() => <FormPhoneField label="Phone" isRequired />}
        </form.AppField>
        <form.AppField name="profile.mobile">
          {(field) => <field.TextField label="Mobile" type="tel" autoComplete="tel" description="Optional" />}
        </form.AppField>
        <form.AppField name="profile.address">
          {(field) => <field.TextField label="Address" autoComplete="street-address" isRequired />}
        </form.AppField>
        <form.AppField name="profile.city">
          {(field) => <field.TextField label="City" autoComplete="address-level2" isRequired />}
        </form.AppField>
        <form.AppField name="profile.province">
          {() => (
            <FormComboBoxText
              label="Province"
              defaultItems={provinceOptions}
              description="A province from the list, or the owner's state or region"
            />
          )}
        </form.AppField>
        <form.AppField name="profile.postal">
          {(field) => <field.TextField label="Postal Code" autoComplete="postal-code" isRequired />}
        </form.AppField>
        <form.AppField name="profile.countryId">
          {() => <FormSelect label="Country" options={countryOptions} isRequired />}
        </form.AppField>
      </FormSection>
    );
  },
});
