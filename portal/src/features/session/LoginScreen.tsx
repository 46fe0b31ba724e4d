import type { LinkItem } from '@portal/ui';
import { SecondStepForm, type SecondStepFormProps } from './SecondStepForm.tsx';
import { SignInForm, type SignInFormProps, type SignInValues } from './SignInForm.tsx';

/** What both logins take: the sign-in, its outcome, and the second step once the password was right. */
export interface LoginViewProps {
  onSubmit: (values: SignInValues) => Promise<void>;
  error?: string | null | undefined;
  /** Shown above the form: why the person is asked to sign in again. */
  notice?: string | undefined;
  /** The second step of a sign-in whose password was right (two-step sign-in): shown instead of the form. */
  secondStep?: Omit<SecondStepFormProps, 'error'> | null | undefined;
  /** Signs in with a passkey alone. */
  onPasskey?: (() => Promise<void>) | undefined;
}

/** What tells the two logins apart: their words, and the link to the other login (each in its own view's file, so
 * the strata login's words load with the strata login). */
export type LoginWords = Pick<
  SignInFormProps,
  'title' | 'intro' | 'usernameLabel' | 'usernameDescription'
> & {
  otherLogin: LinkItem;
};

const forgotPassword: LinkItem = { label: 'Forgot Password', href: '/account/resetpassword' };

/** A login: the second step once the password was right, else the sign-in form with the login's words. */
export function LoginScreen({ words, secondStep, ...form }: LoginViewProps & { words: LoginWords }) {
  if (secondStep) return <SecondStepForm {...secondStep} error={form.error} />;
  const { otherLogin, ...texts } = words;
  return <SignInForm {...texts} {...form} links={[forgotPassword, otherLogin]} />;
}
