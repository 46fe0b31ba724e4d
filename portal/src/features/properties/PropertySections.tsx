import { FormSection, FormSectionFull } from '@portal/ui';
import { memo } from 'react';
import { FieldList } from '../shared/forms/FieldList.tsx';
import { FormTextField, useSchemaForm } from '../shared/forms/form.tsx';
import {
  FormCheckbox,
  FormMoneyField,
  FormNumberField,
  FormPhoneField,
  FormSelect,
} from '../shared/forms/formFields.tsx';
import {
  amenityFlags,
  bedroomOptions,
  type ContractType,
  contractTypes,
  isContractType,
} from '../shared/rentalConstants.ts';
import type { PropertyFormViewProps } from './PropertyFormView.tsx';
import { type PropertyFormValues, propertyFormSchema } from './propertyForm.ts';

export function usePropertyForm(
  initialValues: PropertyFormValues,
  onSubmit: (values: PropertyFormValues) => Promise<void>,
) {
  return useSchemaForm(initialValues, propertyFormSchema, onSubmit);
}

export type PropertyForm = ReturnType<typeof usePropertyForm>;

/** The rooms and the size (square feet optional). */
const roomFields = {
  bedroom: <FormSelect label="Bedrooms" isRequired options={bedroomOptions} />,
  den: <FormNumberField label="Dens" minValue={0} maxValue={9} step={1} />,
  bathroom: <FormNumberField label="Bathrooms" isRequired minValue={0} maxValue={9} step={1} />,
  halfWashroom: <FormNumberField label="Half Washrooms" minValue={0} maxValue={9} step={1} />,
  sqft: (
    <FormNumberField label="Square Feet" minValue={0} maxValue={1_000_000} step={1} showStepper={false} />
  ),
};

/** The fees (required amounts) and who pays tax, strata and insurance. */
const feeFields = {
  moveInFee: <FormMoneyField label="Move-in Fee" isRequired />,
  moveOutFee: <FormMoneyField label="Move-out Fee" isRequired />,
  moveInDeposit: <FormMoneyField label="Move-in Deposit" isRequired />,
  taxPaidBy: <FormTextField label="Tax Paid By" maxLength={50} />,
  strataPaidBy: <FormTextField label="Strata Paid By" maxLength={50} />,
  insurancePaidBy: <FormTextField label="Insurance Paid By" maxLength={50} />,
};

/** Parking, the locker and the intercom. */
const parkingFields = {
  parkingAvailable: (
    <FormSectionFull>
      <FormCheckbox>Parking Available</FormCheckbox>
    </FormSectionFull>
  ),
  numberOfParkingSpots: (
    <FormNumberField label="Number of Parking Spots" minValue={0} maxValue={50} step={1} />
  ),
  parking: (
    <FormTextField
      label="Parking Stalls"
      description="Stall numbers separated by commas, e.g. P1-45, P1-46"
      maxLength={200}
    />
  ),
  locker: <FormTextField label="Locker" maxLength={50} />,
  intercom: <FormTextField label="Intercom" maxLength={50} />,
};

/** The strata management company's details, all optional. */
const strataCompanyFields = {
  strataPlan: <FormTextField label="Strata Plan" maxLength={30} />,
  strataCompany: <FormTextField label="Strata Company" maxLength={200} />,
  strataAgent: <FormTextField label="Strata Agent" maxLength={200} />,
  strataPhone: <FormPhoneField label="Strata Phone" />,
  strataFax: <FormPhoneField label="Strata Fax" />,
  strataEmail: <FormTextField label="Strata Email" type="email" maxLength={254} />,
  strataAddress: (
    <FormSectionFull>
      <FormTextField label="Strata Address" maxLength={300} />
    </FormSectionFull>
  ),
};

interface PropertySectionsProps {
  form: PropertyForm;
  mode: PropertyFormViewProps['mode'];
  suggestion: (type: ContractType) => string | undefined;
}

/**
 * Every section after the address. Memoized: the address search re-renders the page on each key, and these
 * fields read their own values from the form's store.
 */
export const PropertySections = memo(function PropertySections({
  form,
  mode,
  suggestion,
}: PropertySectionsProps) {
  return (
    <>
      <FormSection title="Property" columns={2}>
        <form.AppField
          name="contractType"
          listeners={{
            // The suggestion follows the contract type (spec 9); only on creation, never renumbering a saved one.
            onChange: ({ value }) => {
              const next = isContractType(value) ? suggestion(value) : undefined;
              if (mode === 'create' && next) form.setFieldValue('rmNumber', next);
            },
          }}
        >
          {() => <FormSelect label="Contract Type" isRequired options={contractTypes} />}
        </form.AppField>
        <form.Subscribe selector={(state) => state.values.contractType}>
          {(type) => (
            <form.AppField name="rmNumber">
              {(field) => (
                <field.TextField
                  label="Property Number"
                  isRequired
                  maxLength={20}
                  autoComplete="off"
                  description={
                    mode === 'create' && suggestion(type) ? `Suggested: ${suggestion(type)}` : undefined
                  }
                />
              )}
            </form.AppField>
          )}
        </form.Subscribe>
        <FieldList form={form} fields={roomFields} />
      </FormSection>

      <FormSection title="Fees" columns={2}>
        <FieldList form={form} fields={feeFields} />
      </FormSection>

      <FormSection title="Parking and Access" columns={2}>
        <FieldList form={form} fields={parkingFields} />
      </FormSection>

      <FormSection title="Amenities" columns={2}>
        {amenityFlags.map((flag) => (
          <form.AppField key={flag.name} name={flag.name}>
            {() => <FormCheckbox>{flag.label}</FormCheckbox>}
          </form.AppField>
        ))}
      </FormSection>

      <FormSection
        title="Strata Management Company"
        description="Shown on the property page when a company is set."
        columns={2}
      >
        <FieldList form={form} fields={strataCompanyFields} />
      </FormSection>
    </>
  );
});
