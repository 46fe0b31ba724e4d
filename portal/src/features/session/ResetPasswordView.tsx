import { InlineAlert, Link } from '@portal/ui';
import * as z from 'zod/mini';
import { FormFrame } from '../shared/forms/FormFrame.tsx';
import { useAppForm } from '../shared/forms/form.tsx';
import { invalidEmailMessage, requiredMessage } from '../shared/forms/messages.ts';
import * as styles from '../shared/frame/publicScreen.css.ts';

const resetRequestSchema = z.object({
  email: z.pipe(z.string().check(z.trim(), z.minLength(1, requiredMessage)), z.email(invalidEmailMessage)),
});

export interface ResetPasswordViewProps {
  /** Asks the server to mail a reset link; rejects when the server refused. */
  onSubmit: (email: string) => Promise<void>;
  /** The server's answer to the last request (the same whether or not the email has an account). */
  sent?: string | null | undefined;
  /** Why the last request was refused (too many requests, the server unreachable), word for word. */
  failure?: string | null | undefined;
}

/** /account/resetpassword: enter an email to request a reset link (rental spec 2.1). */
export function ResetPasswordView({ onSubmit, sent, failure }: ResetPasswordViewProps) {
  const form = useAppForm({
    defaultValues: { email: '' },
    validators: { onChange: resetRequestSchema },
    onSubmit: async ({ value, formApi }) => {
      // A sent request empties the field: the page says what happens next, and the address is not left on screen.
      await onSubmit(value.email.trim()).then(
        () => formApi.reset(),
        () => undefined,
      );
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
      {sent ? (
        <InlineAlert variant="success" title="Check your email">
          {sent}
        </InlineAlert>
      ) : null}
      <FormFrame form={form} gap="md" failure={failure}>
        <form.AppField name="email">
          {(field) => <field.TextField label="Email" type="email" autoComplete="email" isRequired />}
        </form.AppField>
        <form.AppForm>
          <form.SubmitButton fullWidth>Send Reset Link</form.SubmitButton>
        </form.AppForm>
      </FormFrame>
      <p className={styles.links}>
        <Link href="/login">Rental Management Login</Link>
        <Link href="/strataLogin">Strata Management Login</Link>
      </p>
    </section>
  );
}
