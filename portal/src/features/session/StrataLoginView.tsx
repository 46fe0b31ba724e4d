import { SecondStepForm, type SecondStepFormProps } from './SecondStepForm.tsx';
import { SignInForm, type SignInValues } from './SignInForm.tsx';

export interface StrataLoginViewProps {
  /** `username` carries the strata plan number: it is sent as the username (rental spec 2.1). */
  onSubmit: (values: SignInValues) => Promise<void>;
  error?: string | null | undefined;
  /** Shown above the form: why the person is asked to sign in again. */
  notice?: string | undefined;
  /** The second step of a sign-in whose password was right (two-step sign-in): shown instead of the form. */
  secondStep?: Omit<SecondStepFormProps, 'error'> | null | undefined;
  /** Signs in with a passkey alone. */
  onPasskey?: (() => Promise<void>) | undefined;
}

/** /strataLogin: the strata management login. */
export function StrataLoginView({ onSubmit, error, notice, secondStep, onPasskey }: StrataLoginViewProps) {
  if (secondStep) return <SecondStepForm {...secondStep} error={error} />;
  return (
    <SignInForm
      title="Strata Management Login"
      intro="Strata administrators, Strata Owner logins and unit owners sign in here."
      usernameLabel="Strata Plan Number"
      usernameDescription="Unit owners and administrators enter their username."
      onSubmit={onSubmit}
      error={error}
      notice={notice}
      onPasskey={onPasskey}
      links={[
        { label: 'Forgot Password', href: '/account/resetpassword' },
        { label: 'Rental Management Login', href: '/login' },
      ]}
    />
  );
}
