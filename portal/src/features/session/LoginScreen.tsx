import type { Portal } from '@portal/sdk/roles';
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

/** What tells the two logins apart: their words, and the link to the other login. */
export type LoginWords = Pick<
  SignInFormProps,
  'title' | 'intro' | 'usernameLabel' | 'usernameDescription'
> & {
  otherLogin: LinkItem;
};

/** Each login's words and the link to the other login (rental spec 2.1). */
export const loginWords: Record<Portal, LoginWords> = {
  residential: {
    title: 'Rental Management Login',
    intro: 'Owners and administrators of rental properties sign in here.',
    usernameLabel: 'Username',
    otherLogin: { label: 'Strata Management Login', href: '/strataLogin' },
  },
  // The strata plan number is sent as the username.
  strata: {
    title: 'Strata Management Login',
    intro: 'Strata administrators, Strata Owner logins and unit owners sign in here.',
    usernameLabel: 'Strata Plan Number',
    usernameDescription: 'Unit owners and administrators enter their username.',
    otherLogin: { label: 'Rental Management Login', href: '/login' },
  },
};

const forgotPassword: LinkItem = { label: 'Forgot Password', href: '/account/resetpassword' };

/** A login: the second step once the password was right, else the sign-in form with the login's words. */
export function LoginScreen({ words, secondStep, ...form }: LoginViewProps & { words: LoginWords }) {
  if (secondStep) return <SecondStepForm {...secondStep} error={form.error} />;
  const { otherLogin, ...texts } = words;
  return <SignInForm {...texts} {...form} links={[forgotPassword, otherLogin]} />;
}
