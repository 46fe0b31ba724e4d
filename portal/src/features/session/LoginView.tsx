import { SignInForm, type SignInValues } from './SignInForm.tsx';

export interface LoginViewProps {
  onSubmit: (values: SignInValues) => Promise<void>;
  error?: string | null | undefined;
  /** Shown above the form: why the person is asked to sign in again. */
  notice?: string | undefined;
}

/** / and /login: the rental (residential) management login (rental spec 2.1). */
export function LoginView({ onSubmit, error, notice }: LoginViewProps) {
  return (
    <SignInForm
      title="Rental Management Login"
      intro="Owners and administrators of rental properties sign in here."
      usernameLabel="Username"
      onSubmit={onSubmit}
      error={error}
      notice={notice}
      links={[
        { label: 'Forgot Password', href: '/account/resetpassword' },
        { label: 'Strata Management Login', href: '/strataLogin' },
      ]}
    />
  );
}
