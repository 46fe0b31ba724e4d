import { FormSection, type Href, PageHeader, Stack } from '@portal/ui';
import { FailureAlert } from '../shared/FailureAlert.tsx';
import { submitHandler, useSchemaForm } from '../shared/forms/form.tsx';
import { NewPasswordFields, newPasswordFieldNames } from '../shared/forms/NewPasswordFields.tsx';
import { newPasswordSchema } from '../shared/forms/passwordSchema.ts';

export interface OwnerPasswordViewProps {
  ownerName: string;
  /** The owner's sign-in name and email, so the administrator sees whose password changes. */
  userName: string;
  email: string;
  /** The owner's page: the back link and Cancel. */
  ownerHref: Href;
  /** Sets the owner's new password; rejects when it failed. */
  onSubmit: (password: string) => Promise<void>;
  /** The server's message when it refused the password (rental spec 8: the server's message is shown). */
  failure?: Error | null | undefined;
}

// The owner accounts' rules (rental spec 5): at least 6 characters, a digit, a lower-case and an upper-case letter
// and a special character; the confirmation must match.
const schema = newPasswordSchema(6);

/**
 * /admin/owner/resetOwnerPassword/{userId} (rental spec 2.3): the administrator sets a new password for an owner.
 * The spec does not show its fields; they follow the owner's password reset page (new password and confirmation).
 */
export function OwnerPasswordView({
  ownerName,
  userName,
  email,
  ownerHref,
  onSubmit,
  failure,
}: OwnerPasswordViewProps) {
  const form = useSchemaForm({ password: '', confirmPassword: '' }, schema, (value) =>
    onSubmit(value.password),
  );
  return (
    <Stack gap="lg">
      <PageHeader
        title="Change Password"
        description={`${ownerName} · username ${userName} · ${email}`}
        backLink={{ label: 'Back To Owner', href: ownerHref }}
      />
      <Stack as="form" gap="lg" onSubmit={submitHandler(form)} noValidate aria-label="Change Password">
        <FormSection
          title="New Password"
          description="The owner signs in with this password from now on; tell them the new password."
        >
          <NewPasswordFields form={form} fields={newPasswordFieldNames} label="New Password" minLength={6} />
        </FormSection>
        <FailureAlert failure={failure} />
        <form.AppForm>
          <form.SubmitWithCancel gap="md" cancelHref={ownerHref}>
            Change Password
          </form.SubmitWithCancel>
        </form.AppForm>
      </Stack>
    </Stack>
  );
}
