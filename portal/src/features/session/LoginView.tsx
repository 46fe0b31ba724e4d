import { SecondStepForm, type SecondStepFormProps } from './SecondStepForm.tsx';
import { SignInForm, type SignInValues } from './SignInForm.tsx';

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

/** / and /login: the rental (residential) management login (rental spec 2.1). */
export function LoginView({ onSubmit, error, notice, secondStep, onPasskey }: LoginViewProps) {
  if (secondStep) return <SecondStepForm {...secondStep} error={error} />;
  return (
    <SignInForm
      title="Rental Management Login"
      intro="Owners and administrators of rental properties sign in here."
      usernameLabel="Username"
      onSubmit={onSubmit}
      error={error}
      notice={notice}
      onPasskey={onPasskey}
      links={[
        { label: 'Forgot Password', href: '/account/resetpassword' },
        { label: 'Strata Management Login', href: '/strataLogin' },
      ]}
    />
  );
}
