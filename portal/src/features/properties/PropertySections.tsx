import { FormSection, FormSectionFull } from '@portal/ui/FormSection/FormSection.tsx';
import { memo } from 'react';
import { useAppForm } from '../shared/forms/form.tsx';
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
  return useAppForm({
    defaultValues: initialValues,
    validators: { onChange: propertyFormSchema, onSubmit: propertyFormSchema },
    onSubmit: async ({ value }) => {
      await onSubmit(value).catch(() => undefined);
    },
  });
}

export type PropertyForm = ReturnType<typeof usePropertyForm>;

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
        <form.AppField name="bedroom">
          {() => <FormSelect label="Bedrooms" isRequired options={bedroomOptions} />}
        </form.AppField>
        <form.AppField name="den">
          {() => <FormNumberField label="Dens" minValue={0} maxValue={9} step={1} />}
        </form.AppField>
        <form.AppField name="bathroom">
          {() => <FormNumberField label="Bathrooms" isRequired minValue={0} maxValue={9} step={1} />}
        </form.AppField>
        <form.AppField name="halfWashroom">
          {() => <FormNumberField label="Half Washrooms" minValue={0} maxValue={9} step={1} />}
        </form.AppField>
        <form.AppField name="sqft">
          {() => (
            <FormNumberField
              label="Square Feet"
              minValue={0}
              maxValue={1_000_000}
              step={1}
              showStepper={false}
            />
          )}
        </form.AppField>
      </FormSection>

      <FormSection title="Fees" columns={2}>
        <form.AppField name="moveInFee">
          {() => <FormMoneyField label="Move-in Fee" isRequired />}
        </form.AppField>
        <form.AppField name="moveOutFee">
          {() => <FormMoneyField label="Move-out Fee" isRequired />}
        </form.AppField>
        <form.AppField name="moveInDeposit">
          {() => <FormMoneyField label="Move-in Deposit" isRequired />}
        </form.AppField>
        <form.AppField name="taxPaidBy">
          {(field) => <field.TextField label="Tax Paid By" maxLength={50} />}
        </form.AppField>
        <form.AppField name="strataPaidBy">
          {(field) => <field.TextField label="Strata Paid By" maxLength={50} />}
        </form.AppField>
        <form.AppField name="insurancePaidBy">
          {(field) => <field.TextField label="Insurance Paid By" maxLength={50} />}
        </form.AppField>
      </FormSection>

      <FormSection title="Parking and Access" columns={2}>
        <FormSectionFull>
          <form.AppField name="parkingAvailable">
            {() => <FormCheckbox>Parking Available</FormCheckbox>}
          </form.AppField>
        </FormSectionFull>
        <form.AppField name="numberOfParkingSpots">
          {() => <FormNumberField label="Number of Parking Spots" minValue={0} maxValue={50} step={1} />}
        </form.AppField>
        <form.AppField name="parking">
          {(field) => (
            <field.TextField
              label="Parking Stalls"
              description="Stall numbers separated by commas, e.g. P1-45, P1-46"
              maxLength={200}
            />
          )}
        </form.AppField>
        <form.AppField name="locker">
          {(field) => <field.TextField label="Locker" maxLength={50} />}
        </form.AppField>
        <form.AppField name="intercom">
          {(field) => <field.TextField label="Intercom" maxLength={50} />}
        </form.AppField>
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
        <form.AppField name="strataPlan">
          {(field) => <field.TextField label="Strata Plan" maxLength={30} />}
        </form.AppField>
        <form.AppField name="strataCompany">
          {(field) => <field.TextField label="Strata Company" maxLength={200} />}
        </form.AppField>
        <form.AppField name="strataAgent">
          {(field) => <field.TextField label="Strata Agent" maxLength={200} />}
        </form.AppField>
        <form.AppField name="strataPhone">{() => <FormPhoneField label="Strata Phone" />}</form.AppField>
        <form.AppField name="strataFax">{() => <FormPhoneField label="Strata Fax" />}</form.AppField>
        <form.AppField name="strataEmail">
          {(field) => <field.TextField label="Strata Email" type="email" maxLength={254} />}
        </form.AppField>
        <FormSectionFull>
          <form.AppField name="strataAddress">
            {(field) => <field.TextField label="Strata Address" maxLength={300} />}
          </form.AppField>
        </FormSectionFull>
      </FormSection>
    </>
  );
});
