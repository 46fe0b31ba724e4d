import { InlineAlert, Link } from '@portal/ui';
import { FormFrame } from '../shared/forms/FormFrame.tsx';
import { useAppForm } from '../shared/forms/form.tsx';
import { NewPasswordFields, newPasswordFieldNames } from '../shared/forms/NewPasswordFields.tsx';
import { newPasswordSchema, schemaPerLength } from '../shared/forms/passwordSchema.ts';
import * as styles from '../shared/frame/publicScreen.css.ts';

export interface NewPasswordViewProps {
  /** False when the page was opened without the id and token of a reset link. */
  hasResetLink: boolean;
  /** Sets the new password; on success the route shows the toast and leaves for /login after 3 seconds. */
  onSubmit: (password: string) => Promise<void>;
  /** The link was checked when the page opened and cannot set a password (used, expired): the form is not shown. */
  linkProblem?: string | null | undefined;
  /** The server's message when the reset failed (rental spec 8), word for word. */
  error?: string | null | undefined;
  /** The password was changed: the form stays disabled until the page leaves. */
  isDone?: boolean;
  /** 6 for the rental accounts, 8 for a strata account (strata spec 5, DESIGN), 12 for staff: the link's check says. */
  minLength?: number;
}

const schemaFor = schemaPerLength(newPasswordSchema);

/** /account/newpassword: choose a new password from a reset link (rental spec 2.1). */
export function NewPasswordView({
  hasResetLink,
  linkProblem,
  onSubmit,
  error,
  isDone = false,
  minLength = 6,
}: NewPasswordViewProps) {
  const schema = schemaFor(minLength);
  const form = useAppForm({
    defaultValues: { password: '', confirmPassword: '' },
    validators: { onChange: schema },
    onSubmit: async ({ value }) => {
      await onSubmit(value.password).catch(() => undefined);
    },
  });
  return (
    <section className={styles.card} aria-labelledby="new-password-title">
      <h1 id="new-password-title" className={styles.title}>
        Choose a New Password
      </h1>
      {linkProblem ? (
        <InlineAlert variant="error" title="This link cannot be used">
          {linkProblem} <Link href="/account/resetpassword">Request a new link</Link>.
        </InlineAlert>
      ) : hasResetLink ? (
        <>
          <p className={styles.intro}>Enter your new password twice.</p>
          <FormFrame form={form} gap="md" failure={error}>
            <NewPasswordFields
              form={form}
              fields={newPasswordFieldNames}
              label="New Password"
              minLength={minLength}
              isDisabled={isDone}
            />
            <form.AppForm>
              <form.SubmitButton fullWidth isDisabled={isDone}>
                Reset Password
              </form.SubmitButton>
            </form.AppForm>
          </FormFrame>
        </>
      ) : (
        <p className={styles.intro}>
          This page needs the link from a password reset email.{' '}
          <Link href="/account/resetpassword">Request a new link</Link>.
        </p>
      )}
    </section>
  );
}
