// The sign-in form of both logins. It is on the first page most visitors load (/login), so it keeps to react-aria
// fields and React state: two required fields need neither TanStack Form (~13 KB gzip with its devtools client)
// nor zod (~13 KB gzip even as zod/mini); see `npm run size`. The behaviour is the portal forms' one: a field's
// message shows once it was left or a submit was tried, and Sign In is pending while the answer is awaited.
import { Button, InlineAlert, Link, type LinkItem, TextField } from '@portal/ui';
import { type FormEvent, useState } from 'react';
import { FailureAlert } from '../shared/FailureAlert.tsx';
import { requiredMessage } from '../shared/forms/messages.ts';
import * as styles from '../shared/frame/publicScreen.css.ts';

export interface SignInValues {
  username: string;
  password: string;
}

type Field = keyof SignInValues;

/** Spec 5's required message for each empty field (a username of spaces is empty). */
export function signInErrors(values: SignInValues): Partial<Record<Field, string>> {
  return {
    ...(values.username.trim() === '' ? { username: requiredMessage } : {}),
    ...(values.password === '' ? { password: requiredMessage } : {}),
  };
}

export interface SignInFormProps {
  title: string;
  intro: string;
  usernameLabel: string;
  usernameDescription?: string;
  /** Signs in; rejects or resolves, the outcome is shown through `error` or a navigation. */
  onSubmit: (values: SignInValues) => Promise<void>;
  /** The server's message for the last attempt (rental spec 8), shown word for word. */
  error?: string | null | undefined;
  /** Why the person is asked to sign in (a session that ended), shown above the fields. */
  notice?: string | undefined;
  links: readonly LinkItem[];
  /** Signs in with a passkey alone (shown as "Use a passkey" under the form). */
  onPasskey?: (() => Promise<void>) | undefined;
}

/** The two logins share this form; only the words and links differ. */
export function SignInForm({
  title,
  intro,
  usernameLabel,
  usernameDescription,
  onSubmit,
  error,
  notice,
  links,
  onPasskey,
}: SignInFormProps) {
  const [values, setValues] = useState<SignInValues>({ username: '', password: '' });
  const [left, setLeft] = useState<Record<Field, boolean>>({ username: false, password: false });
  const [submitTried, setSubmitTried] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const errors = signInErrors(values);
  const shownError = (field: Field) => (left[field] || submitTried ? errors[field] : undefined);
  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (value: string) => setValues((current) => ({ ...current, [field]: value })),
    onBlur: () => setLeft((current) => ({ ...current, [field]: true })),
    isInvalid: shownError(field) !== undefined,
    errorMessage: shownError(field),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitTried(true);
    if (isSubmitting || Object.keys(errors).length > 0) return;
    setSubmitting(true);
    try {
      await onSubmit({ username: values.username.trim(), password: values.password }).catch(() => undefined);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="sign-in-title">
      <h1 id="sign-in-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.intro}>{intro}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        {notice ? <InlineAlert variant="warning">{notice}</InlineAlert> : null}
        <SignInFailure error={error} />
        <TextField
          {...bind('username')}
          label={usernameLabel}
          description={usernameDescription}
          autoComplete="username"
          isRequired
        />
        <TextField
          {...bind('password')}
          label="Password"
          type="password"
          autoComplete="current-password"
          isRequired
        />
        <Button type="submit" fullWidth isPending={isSubmitting}>
          Sign In
        </Button>
        {onPasskey ? (
          <Button
            variant="secondary"
            fullWidth
            isDisabled={isSubmitting}
            onPress={() => {
              setSubmitting(true);
              onPasskey()
                .catch(() => undefined)
                .finally(() => setSubmitting(false));
            }}
          >
            Use a passkey
          </Button>
        ) : null}
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

/** The spec's wrong-portal messages end by naming the other login ("… Perhaps you meant to use strata login."). */
const otherLogins = [
  { name: 'strata login', href: '/strataLogin' },
  { name: 'residential login', href: '/login' },
] as const;

/** The sign-in's failure, where the other login it names is a link to that login. */
function SignInFailure({ error }: { error: string | null | undefined }) {
  for (const { name, href } of otherLogins) {
    const at = error?.lastIndexOf(`meant to use ${name}`) ?? -1;
    if (error && at >= 0) {
      const start = at + 'meant to use '.length;
      return (
        <InlineAlert variant="error">
          {error.slice(0, start)}
          <Link href={href}>{name}</Link>
          {error.slice(start + name.length)}
        </InlineAlert>
      );
    }
  }
  return <FailureAlert failure={error} />;
}
