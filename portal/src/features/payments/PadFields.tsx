// The bank details of a pre-authorized debit (strata spec 3, PAD): one field group shared by the PAD form and the
// extra payments form's "new bank details" (which the server saves as a Temporary PAD).
import * as z from 'zod';
import { FieldList } from '../shared/forms/FieldList.tsx';
import { FormTextField, withFieldGroup } from '../shared/forms/form.tsx';
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
/** The spaces and dashes people type in bank numbers ("12-3456-7" as printed on a cheque): left out. */
export const withoutSeparators = (value: string) => value.replace(/[\s-]/g, '');
/** Required, then only digits once spaces and dashes are left out, `min` to `max` of them (the contract's patterns). */
const digits = (min: number, max: number, message: string) => {
  const pattern = new RegExp(`^\\d{${min},${max}}$`);
  return text.refine((value) => pattern.test(withoutSeparators(value)), message);
};
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
    bankTransitNumber: withoutSeparators(value.bankTransitNumber),
    institutionNumber: withoutSeparators(value.institutionNumber),
    accountNumber: withoutSeparators(value.accountNumber),
    accountHolderFirstAndLastName: value.accountHolderFirstAndLastName.trim(),
    postalCode: value.postalCode.trim(),
    address: value.address.trim(),
  };
}

const provinceOptions = provinces.map((province) => ({ id: province, label: province }));

/** A bank number: typed on a numeric keypad, its length said under it. */
const digitsField = (label: string, length: string) => (
  <FormTextField label={label} inputMode="numeric" description={length} isRequired />
);

/** The financial institution. */
const institutionFields = {
  financialInstitutionName: <FormTextField label="Financial Institution Name" isRequired />,
  financialInstitutionAddress: <FormTextField label="Financial Institution Address" isRequired />,
};

/** The institution's city and province, side by side. */
const institutionPlaceRow = {
  financialInstitutionCity: <FormTextField label="City" isRequired />,
  financialInstitutionProvince: <FormSelect label="Province" options={provinceOptions} isRequired />,
};

/** The transit, institution and account numbers, side by side. */
const bankNumbersRow = {
  bankTransitNumber: digitsField('Transit Number', '5 digits'),
  institutionNumber: digitsField('Institution Number', '3 digits'),
  accountNumber: digitsField('Account Number', '7 to 12 digits'),
};

/** The account holder's name and address. */
const accountHolderFields = {
  accountHolderFirstAndLastName: <FormTextField label="Account Holder First and Last Name" isRequired />,
  address: <FormTextField label="Address" autoComplete="street-address" isRequired />,
  postalCode: <FormPostalCodeField label="Postal Code" isRequired />,
};

/** Financial institution, transit, institution and account numbers, and the account holder's name and address. */
export const PadFields = withFieldGroup({
  defaultValues: padDefaultValues,
  render: function PadFieldsRender({ group }) {
    return (
      <>
        <h2 className={styles.subheading}>Financial Institution</h2>
        <FieldList form={group} fields={institutionFields} />
        <div className={styles.fieldRow}>
          <FieldList form={group} fields={institutionPlaceRow} />
        </div>
        <div className={styles.fieldRow}>
          <FieldList form={group} fields={bankNumbersRow} />
        </div>
        <h2 className={styles.subheading}>Account Holder</h2>
        <FieldList form={group} fields={accountHolderFields} />
      </>
    );
  },
});
