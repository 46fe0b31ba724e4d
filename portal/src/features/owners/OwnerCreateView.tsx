import { Button, FormSection, Inline, Link, PageHeader, Stack } from '@portal/ui';
import { useId } from 'react';
import { FailureAlert } from '../shared/FailureAlert.tsx';
import { submitHandler, useSchemaForm } from '../shared/forms/form.tsx';
import * as styles from '../shared/rentalScreen.css.ts';
import { OwnerProfileFields } from './OwnerProfileFields.tsx';
import { createOwnerSchema, emptyOwnerForm, isCreateOwnerValid, type OwnerFormValues } from './ownerForm.ts';

export interface OwnerCreateViewProps {
  /** Creates the account, then the profile with the returned user id; rejects when either failed. */
  onSubmit: (values: OwnerFormValues) => Promise<void>;
  /** The last failure ("Error creating new user. User may already exist." …), shown above the button. */
  failure?: Error | null | undefined;
  /** Values to start from (stories). */
  initialValues?: OwnerFormValues;
}

/**
 * /admin/owner/add (rental spec 2.3, 4, 5): account info (email, password with the live checklist) and the owner
 * profile. Create Owner is enabled only when every field is valid.
 */
export function OwnerCreateView({ onSubmit, failure, initialValues = emptyOwnerForm }: OwnerCreateViewProps) {
  const hintId = useId();
  const form = useSchemaForm(initialValues, createOwnerSchema, onSubmit);
  return (
    <Stack gap="lg">
      <PageHeader title="New Owner" backLink={{ label: 'Back To Dashboard', href: '/admin/dashboard' }} />
      <Stack as="form" gap="lg" onSubmit={submitHandler(form)} noValidate aria-label="New Owner">
        <FormSection title="Account Info" columns={2}>
          <form.AppField name="account.email">
            {(field) => <field.TextField label="Email" type="email" autoComplete="off" isRequired />}
          </form.AppField>
          <form.AppField name="account.password">
            {(field) => <field.PasswordField label="Password" minLength={6} isRequired />}
          </form.AppField>
        </FormSection>
        <OwnerProfileFields form={form} title="Owner Profile" isDisabled={false} />
        <FailureAlert failure={failure} />
        <form.Subscribe
          selector={(state) => ({ valid: isCreateOwnerValid(state.values), submitting: state.isSubmitting })}
        >
          {({ valid, submitting }) => (
            <Inline gap="md">
              <Button
                type="submit"
                isDisabled={!valid}
                isPending={submitting}
                aria-describedby={valid ? undefined : hintId}
              >
                Create Owner
              </Button>
              <Link href="/admin/dashboard" variant="standalone">
                Cancel
              </Link>
              {valid ? null : (
                <p id={hintId} className={styles.hint}>
                  Create Owner is enabled once every field is valid.
                </p>
              )}
            </Inline>
          )}
        </form.Subscribe>
      </Stack>
    </Stack>
  );
}
