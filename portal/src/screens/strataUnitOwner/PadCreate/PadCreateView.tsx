import { Card } from '@portal/ui/Card/Card.tsx';
import { InlineAlert } from '@portal/ui/InlineAlert/InlineAlert.tsx';
import { Link } from '@portal/ui/Link/Link.tsx';
import { PageHeader } from '@portal/ui/PageHeader/PageHeader.tsx';
import * as z from 'zod';
import { FormPostalCodeField, FormSelect } from '../../../components/rental/formFields.tsx';
import { isProvince, provinces } from '../../../components/rental/rentalConstants.ts';
import type { Province } from '../../../components/unitOwner/unitOwner.ts';
import * as styles from '../../../components/unitOwner/unitOwnerScreen.css.ts';
import { submitHandler, useAppForm } from '../../../forms/form.tsx';
import { requiredMessage } from '../../../forms/messages.ts';

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

export interface PadCreateViewProps {
  /** The unit the PAD is for; null when the page was opened without it (then it cannot be saved). */
  unitId: number | null;
  onSubmit: (values: PadValues) => Promise<void>;
  /** The server's refusal: shown under "Error Creating Pre Authorized Debit". */
  error?: string | null | undefined;
}

/** The PAD deadline note (strata spec 5 and 9). */
export const padDeadlineNote =
  'This form must be received no later than the 20th of the month before the month the debit starts.';

const text = z.string().trim().min(1, requiredMessage);
const schema = z.object({
  financialInstitutionName: text,
  financialInstitutionAddress: text,
  financialInstitutionCity: text,
  financialInstitutionProvince: z.unknown().refine(isProvince, requiredMessage),
  bankTransitNumber: text,
  institutionNumber: text,
  accountNumber: text,
  accountHolderFirstAndLastName: text,
  postalCode: text,
  address: text,
});

const provinceOptions = provinces.map((province) => ({ id: province, label: province }));

/** /strataUnitOwner/pad/create/{ownerId}: the pre-authorized debit form of a unit's primary user (strata spec 2). */
export function PadCreateView({ unitId, onSubmit, error }: PadCreateViewProps) {
  const form = useAppForm({
    defaultValues: {
      financialInstitutionName: '',
      financialInstitutionAddress: '',
      financialInstitutionCity: '',
      // The select holds a Key or null; the schema narrows it to a province.
      financialInstitutionProvince: 'BC' as unknown,
      bankTransitNumber: '',
      institutionNumber: '',
      accountNumber: '',
      accountHolderFirstAndLastName: '',
      postalCode: '',
      address: '',
    },
    validators: { onChange: schema },
    onSubmit: async ({ value }) => {
      const province = value.financialInstitutionProvince;
      if (!isProvince(province)) return;
      await onSubmit({
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
      }).catch(() => undefined);
    },
  });
  const backHref = unitId === null ? '/strataUnitOwner/dashboard' : `/strataUnitOwner/strataUnit/${unitId}`;
  return (
    <div className={styles.page}>
      <PageHeader
        title="Pre-Authorized Debit"
        description="The bank account your strata fees are withdrawn from."
        backLink={{ label: unitId === null ? 'Back To Dashboard' : 'Back To Unit', href: backHref }}
      />
      {unitId === null ? (
        <InlineAlert variant="error" title="Unit not known">
          Open this form with the PAD button of your unit's page.{' '}
          <Link href="/strataUnitOwner/dashboard">Dashboard</Link>
        </InlineAlert>
      ) : (
        <Card>
          <form className={styles.form} onSubmit={submitHandler(form)} noValidate>
            <InlineAlert variant="info">{padDeadlineNote}</InlineAlert>
            {error ? (
              <InlineAlert variant="error" title="Error Creating Pre Authorized Debit">
                {error}
              </InlineAlert>
            ) : null}
            <h2 className={styles.subheading}>Financial Institution</h2>
            <form.AppField name="financialInstitutionName">
              {(field) => <field.TextField label="Financial Institution Name" isRequired />}
            </form.AppField>
            <form.AppField name="financialInstitutionAddress">
              {(field) => <field.TextField label="Financial Institution Address" isRequired />}
            </form.AppField>
            <div className={styles.fieldRow}>
              <form.AppField name="financialInstitutionCity">
                {(field) => <field.TextField label="City" isRequired />}
              </form.AppField>
              <form.AppField name="financialInstitutionProvince">
                {() => <FormSelect label="Province" options={provinceOptions} isRequired />}
              </form.AppField>
            </div>
            <div className={styles.fieldRow}>
              <form.AppField name="bankTransitNumber">
                {(field) => (
                  <field.TextField
                    label="Transit Number"
                    inputMode="numeric"
                    description="5 digits"
                    isRequired
                  />
                )}
              </form.AppField>
              <form.AppField name="institutionNumber">
                {(field) => (
                  <field.TextField
                    label="Institution Number"
                    inputMode="numeric"
                    description="3 digits"
                    isRequired
                  />
                )}
              </form.AppField>
              <form.AppField name="accountNumber">
                {(field) => (
                  <field.TextField
                    label="Account Number"
                    inputMode="numeric"
                    description="7 to 12 digits"
                    isRequired
                  />
                )}
              </form.AppField>
            </div>
            <h2 className={styles.subheading}>Account Holder</h2>
            <form.AppField name="accountHolderFirstAndLastName">
              {(field) => <field.TextField label="Account Holder First and Last Name" isRequired />}
            </form.AppField>
            <form.AppField name="address">
              {(field) => <field.TextField label="Address" autoComplete="street-address" isRequired />}
            </form.AppField>
            <form.AppField name="postalCode">
              {() => <FormPostalCodeField label="Postal Code" isRequired />}
            </form.AppField>
            <form.AppForm>
              <div className={styles.actions}>
                <form.SubmitButton>Submit PAD</form.SubmitButton>
                <Link href={backHref}>Cancel</Link>
              </div>
            </form.AppForm>
          </form>
        </Card>
      )}
    </div>
  );
}
