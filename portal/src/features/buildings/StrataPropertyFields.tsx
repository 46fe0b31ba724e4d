// The Strata Property section of Add and Edit Strata Property (strata spec 2 and 5): building name, plan number and
// the address, all required.
import { FormSection, FormSectionFull } from '@portal/ui';
import { FieldList } from '../shared/forms/FieldList.tsx';
import { FormTextField, withFieldGroup } from '../shared/forms/form.tsx';
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
        <FieldList
          form={group}
          fields={{
            buildingName: (
              <FormSectionFull>
                <FormTextField label="Building Name" isRequired />
              </FormSectionFull>
            ),
            strataPlanNumber: (
              <FormTextField label="Strata Plan Number" description={planDescription} isRequired />
            ),
            street: <FormTextField label="Street" isRequired />,
            city: <FormTextField label="City" isRequired />,
            province: <FormSelect label="Province" options={provinceOptions} isRequired />,
            postal: <FormPostalCodeField label="Postal Code" isRequired />,
          }}
        />
      </FormSection>
    );
  },
});
