// The Strata Property section of Add and Edit Strata Property (strata spec 2 and 5): building name, plan number and
// the address, all required.
import { FormSection, FormSectionFull } from '@portal/ui/FormSection/FormSection.tsx';
import { withFieldGroup } from '../shared/forms/form.tsx';
import { FormPostalCodeField, FormSelect } from '../shared/forms/formFields.tsx';
import { provinces } from '../shared/rentalConstants.ts';

const provinceOptions = provinces.map((province) => ({ id: province, label: province }));

/** The `fields` of a form whose values name the section's fields as the API does. */
export const strataPropertyFieldNames = {
  buildingName: 'buildingName',
  strataPlanNumber: 'strataPlanNumber',
  street: 'street',
  city: 'city',
  province: 'province',
  postal: 'postal',
} as const;

export const StrataPropertyFields = withFieldGroup({
  defaultValues: { buildingName: '', strataPlanNumber: '', street: '', city: '', province: '', postal: '' },
  props: {} as {
    /** Under Strata Plan Number: an example on Add, what a change does on Edit. */
    planDescription: string;
  },
  render: function StrataPropertyFieldsRender({ group, planDescription }) {
    return (
      <FormSection title="Strata Property" columns={2}>
        <FormSectionFull>
          <group.AppField name="buildingName">
            {(field) => <field.TextField label="Building Name" isRequired />}
          </group.AppField>
        </FormSectionFull>
        <group.AppField name="strataPlanNumber">
          {(field) => <field.TextField label="Strata Plan Number" description={planDescription} isRequired />}
        </group.AppField>
        <group.AppField name="street">
          {(field) => <field.TextField label="Street" isRequired />}
        </group.AppField>
        <group.AppField name="city">{(field) => <field.TextField label="City" isRequired />}</group.AppField>
        <group.AppField name="province">
          {() => <FormSelect label="Province" options={provinceOptions} isRequired />}
        </group.AppField>
        <group.AppField name="postal">
          {() => <FormPostalCodeField label="Postal Code" isRequired />}
        </group.AppField>
      </FormSection>
    );
  },
});
