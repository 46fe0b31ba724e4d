import { Link } from '@portal/ui/Link/Link.tsx';
import * as z from 'zod/mini';
import { FormAlert } from '../../components/FormAlert.tsx';
import { submitHandler, useAppForm } from '../../forms/form.tsx';
import { requiredMessage } from '../../forms/messages.ts';
import * as styles from './publicScreen.css.ts';

export interface SignInValues {
  username: string;
  password: string;
}

const signInSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, requiredMessage)),
  password: z.string().check(z.minLength(1, requiredMessage)),
});

export interface SignInFormProps {
  title: string;
  intro: string;
  usernameLabel: string;
  usernameDescription?: string;
  /** Signs in; rejects or resolves, the outcome is shown through `error` or a navigation. */
  onSubmit: (values: SignInValues) => Promise<void>;
  /** The server's message for the last attempt (rental spec 8), shown word for word. */
  error?: string | null | undefined;
  links: readonly { label: string; href: string }[];
}

/** The two logins share this form; only the words and links differ. */
export function SignInForm({
  title,
  intro,
  usernameLabel,
  usernameDescription,
  onSubmit,
  error,
  links,
}: SignInFormProps) {
  const form = useAppForm({
    defaultValues: { username: '', password: '' } satisfies SignInValues,
    validators: { onChange: signInSchema },
    onSubmit: async ({ value }) => {
      await onSubmit({ username: value.username.trim(), password: value.password }).catch(() => undefined);
    },
  });
  return (
    <section className={styles.card} aria-labelledby="sign-in-title">
      <h1 id="sign-in-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.intro}>{intro}</p>
      <form className={styles.form} onSubmit={submitHandler(form)} noValidate>
        <FormAlert message={error} />
        <form.AppField name="username">
          {(field) => (
            <field.TextField
              label={usernameLabel}
              description={usernameDescription}
              autoComplete="username"
              isRequired
            />
          )}
        </form.AppField>
        <form.AppField name="password">
          {(field) => (
            <field.TextField label="Password" type="password" autoComplete="current-password" isRequired />
          )}
        </form.AppField>
        <form.AppForm>
          <form.SubmitButton fullWidth>Sign In</form.SubmitButton>
        </form.AppForm>
      </form>
      {links.length > 0 ? (
        <p className={styles.links}>
          {links.map((link) => (
            <Link key={link.href} href={link.href}>
              {link.label}
            </Link>
          ))}
        </p>
      ) : null}
    </section>
  );
}
