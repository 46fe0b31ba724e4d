import { Link } from '@portal/ui';
import * as z from 'zod/mini';
import { submitHandler, useAppForm } from '../shared/forms/form.tsx';
import { invalidEmailMessage, requiredMessage } from '../shared/forms/messages.ts';
import * as styles from '../shared/frame/publicScreen.css.ts';

const resetRequestSchema = z.object({
  email: z.pipe(z.string().check(z.trim(), z.minLength(1, requiredMessage)), z.email(invalidEmailMessage)),
});

export interface ResetPasswordViewProps {
  /** Asks the server to mail a reset link; the route shows its answer in a toast. */
  onSubmit: (email: string) => Promise<void>;
}

/** /account/resetpassword: enter an email to request a reset link (rental spec 2.1). */
export function ResetPasswordView({ onSubmit }: ResetPasswordViewProps) {
  const form = useAppForm({
    defaultValues: { email: '' },
    validators: { onChange: resetRequestSchema },
    onSubmit: async ({ value }) => {
      await onSubmit(value.email.trim()).catch(() => undefined);
    },
  });
  return (
    <section className={styles.card} aria-labelledby="reset-title">
      <h1 id="reset-title" className={styles.title}>
        Reset Password
      </h1>
      <p className={styles.intro}>
        Enter the email of your account and we will send you a link to choose a new password.
      </p>
      <form className={styles.form} onSubmit={submitHandler(form)} noValidate>
        <form.AppField name="email">
          {(field) => <field.TextField label="Email" type="email" autoComplete="email" isRequired />}
        </form.AppField>
        <form.AppForm>
          <form.SubmitButton fullWidth>Send Reset Link</form.SubmitButton>
        </form.AppForm>
      </form>
      <p className={styles.links}>
        <Link href="/login">Rental Management Login</Link>
        <Link href="/strataLogin">Strata Management Login</Link>
      </p>
    </section>
  );
}
