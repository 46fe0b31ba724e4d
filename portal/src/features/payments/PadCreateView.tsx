import { paymentMessages } from '@portal/sdk/messages';
import { Card, Checkbox, type Href, InlineAlert, Link, PageHeader, Stack } from '@portal/ui';
import * as z from 'zod';
import { submitHandler, useAppForm, useFieldContext, useFieldError } from '../shared/forms/form.tsx';
import { firstDebitDate } from '../shared/padStart.ts';
import * as styles from '../shared/unitOwnerScreen.css.ts';
import {
  PadFields,
  type PadValues,
  padDeadlineNote,
  padDefaultValues,
  padSchema,
  padValuesFrom,
} from './PadFields.tsx';

export type { PadValues };

export interface PadCreateViewProps {
  /** The unit the PAD is for; null when the page was opened without it (then it cannot be saved). */
  unitId: number | null;
  onSubmit: (values: PadValues) => Promise<void>;
  /** The server's refusal: shown under "Error Creating Pre Authorized Debit". */
  error?: string | null | undefined;
  /** Today, for the first debit date shown (stories fix it). */
  now?: Date | undefined;
}

export { padDeadlineNote };

const schema = z.object({
  bank: padSchema,
  authorized: z.boolean().refine((value) => value, paymentMessages.padNotAuthorized),
});

/** The account holder's authorization, required (the server refuses a PAD without it too). */
function AuthorizationCheckbox() {
  const field = useFieldContext<boolean>();
  const error = useFieldError();
  return (
    <div>
      <Checkbox
        name={field.name}
        isSelected={field.state.value}
        onChange={field.handleChange}
        isInvalid={error !== undefined}
        aria-describedby={error ? 'pad-authorization-error' : undefined}
      >
        {paymentMessages.padAuthorization}
      </Checkbox>
      {error ? (
        <p id="pad-authorization-error" className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** /strataUnitOwner/pad/create/{ownerId}: the pre-authorized debit form of a unit's primary user (strata spec 2). */
export function PadCreateView({ unitId, onSubmit, error, now }: PadCreateViewProps) {
  const firstDebit = firstDebitDate(now);
  const form = useAppForm({
    defaultValues: { bank: padDefaultValues, authorized: false },
    validators: { onChange: schema },
    onSubmit: async ({ value }) => {
      const pad = padValuesFrom(value.bank);
      if (pad === null) return;
      await onSubmit(pad).catch(() => undefined);
    },
  });
  const backHref: Href =
    unitId === null ? '/strataUnitOwner/dashboard' : `/strataUnitOwner/strataUnit/${unitId}`;
  return (
    <Stack gap="lg">
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
          <Stack as="form" gap="md" maxWidth="md" onSubmit={submitHandler(form)} noValidate>
            <InlineAlert variant="info">
              {padDeadlineNote} Saved today, the first debit is on {firstDebit}.
            </InlineAlert>
            {error ? (
              <InlineAlert variant="error" title="Error Creating Pre Authorized Debit">
                {error}
              </InlineAlert>
            ) : null}
            <PadFields form={form} fields="bank" />
            <form.AppField name="authorized">{() => <AuthorizationCheckbox />}</form.AppField>
            <form.AppForm>
              <form.SubmitWithCancel gap="sm" cancelHref={backHref} cancelVariant="inline">
                Submit PAD
              </form.SubmitWithCancel>
            </form.AppForm>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
