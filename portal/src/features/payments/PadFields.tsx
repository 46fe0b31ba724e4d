// The bank details of a pre-authorized debit (strata spec 3, PAD): one field group shared by the PAD form and the
// extra payments form's "new bank details" (which the server saves as a Temporary PAD).
import * as z from 'zod';
import { withFieldGroup } from '../shared/forms/form.tsx';
import { FormPostalCodeField, FormSelect } from '../shared/forms/formFields.tsx';
import { requiredMessage } from '../shared/forms/messages.ts';
import { isProvince, provinces } from '../shared/rentalConstants.ts';
import * as styles from '../shared/unitOwnerScreen.css.ts';
import type { Province } from '../units/index.ts';

/** The PAD deadline note (strata spec 5 and 9), on every form that takes bank details for a debit. */
export const padDeadlineNote =
  'This form must be received no later than the 20th of the month before the month the debit starts.';

export interface PadValues {
  financialInstitutionName: string;
  financialInstitutionAddress: string;
  financialInstitutionCity: string;
  financialInstitutionProvince: Province;
  bankTransitNumber: string;
  institutionNumber: string;
  accountNumber: string;
  accountHolderFirstAndLastName: string;
  postalCode: string;
  address: string;
}

/** The fields as the form holds them: the province select holds a Key or null until the schema narrows it. */
export type PadFieldValues = Omit<PadValues, 'financialInstitutionProvince'> & {
  financialInstitutionProvince: unknown;
};

export const padDefaultValues: PadFieldValues = {
  financialInstitutionName: '',
  financialInstitutionAddress: '',
  financialInstitutionCity: '',
  financialInstitutionProvince: 'BC',
  bankTransitNumber: '',
  institutionNumber: '',
  accountNumber: '',
  accountHolderFirstAndLastName: '',
  postalCode: '',
  address: '',
};

const text = z.string().trim().min(1, requiredMessage);
/** Required, then only digits, `min` to `max` of them (the contract's patterns). */
const digits = (min: number, max: number, message: string) =>
  text.regex(new RegExp(`^\\d{${min},${max}}$`), message);
export const padSchema = z.object({
  financialInstitutionName: text,
  financialInstitutionAddress: text,
  financialInstitutionCity: text,
  financialInstitutionProvince: z.unknown().refine(isProvince, requiredMessage),
  bankTransitNumber: digits(5, 5, 'The transit number is 5 digits'),
  institutionNumber: digits(3, 3, 'The institution number is 3 digits'),
  accountNumber: digits(7, 12, 'The account number is 7 to 12 digits'),
  accountHolderFirstAndLastName: text,
  postalCode: text,
  address: text,
});

/** The values to send, trimmed; null while the province is not one of the list (the schema refuses that). */
export function padValuesFrom(value: PadFieldValues): PadValues | null {
  const province = value.financialInstitutionProvince;
  if (!isProvince(province)) return null;
  return {
    financialInstitutionName: value.financialInstitutionName.trim(),
    financialInstitutionAddress: value.financialInstitutionAddress.trim(),
    financialInstitutionCity: value.financialInstitutionCity.trim(),
    financialInstitutionProvince: province,
    bankTransitNumber: value.bankTransitNumber.trim(),
    institutionNumber: value.institutionNumber.trim(),
    accountNumber: value.accountNumber.trim(),
    accountHolderFirstAndLastName: value.accountHolderFirstAndLastName.trim(),
    postalCode: value.postalCode.trim(),
    address: value.address.trim(),
  };
}

const provinceOptions = provinces.map((province) => ({ id: province, label: province }));

/** Financial institution, transit, institution and account numbers, and the account holder's name and address. */
export const PadFields = withFieldGroup({
  defaultValues: padDefaultValues,
  render: function PadFieldsRender({ group }) {
    return (
      <>
        <h2 className={styles.subheading}>Financial Institution</h2>
        <group.AppField name="financialInstitutionName">
          {(field) => <field.TextField label="Financial Institution Name" isRequired />}
        </group.AppField>
        <group.AppField name="financialInstitutionAddress">
          {(field) => <field.TextField label="Financial Institution Address" isRequired />}
        </group.AppField>
        <div className={styles.fieldRow}>
          <group.AppField name="financialInstitutionCity">
            {(field) => <field.TextField label="City" isRequired />}
          </group.AppField>
          <group.AppField name="financialInstitutionProvince">
            {() => <FormSelect label="Province" options={provinceOptions} isRequired />}
          </group.AppField>
        </div>
        <div className={styles.fieldRow}>
          <group.AppField name="bankTransitNumber">
            {(field) => (
              <field.TextField label="Transit Number" inputMode="numeric" description="5 digits" isRequired />
            )}
          </group.AppField>
          <group.AppField name="institutionNumber">
            {(field) => (
              <field.TextField
                label="Institution Number"
                inputMode="numeric"
                description="3 digits"
                isRequired
              />
            )}
          </group.AppField>
          <group.AppField name="accountNumber">
            {(field) => (
              <field.TextField
                label="Account Number"
                inputMode="numeric"
                description="7 to 12 digits"
                isRequired
              />
            )}
          </group.AppField>
        </div>
        <h2 className={styles.subheading}>Account Holder</h2>
        <group.AppField name="accountHolderFirstAndLastName">
          {(field) => <field.TextField label="Account Holder First and Last Name" isRequired />}
        </group.AppField>
        <group.AppField name="address">
          {(field) => <field.TextField label="Address" autoComplete="street-address" isRequired />}
        </group.AppField>
        <group.AppField name="postalCode">
          {() => <FormPostalCodeField label="Postal Code" isRequired />}
        </group.AppField>
      </>
    );
  },
});
