import { LoginScreen, type LoginViewProps, type LoginWords } from './LoginScreen.tsx';

/**
 * The strata login's words and the link to the other login (rental spec 2.1); the strata plan number is sent as the
 * username.
 */
const words: LoginWords = {
  title: 'Strata Management Login',
  intro: 'Strata administrators, Strata Owner logins and unit owners sign in here.',
  usernameLabel: 'Strata Plan Number',
  usernameDescription: 'Unit owners and administrators enter their username.',
  otherLogin: { label: 'Rental Management Login', href: '/login' },
};

/** `onSubmit`'s `username` carries the strata plan number: it is sent as the username (rental spec 2.1). */
export type StrataLoginViewProps = LoginViewProps;

/** /strataLogin: the strata management login. */
export function StrataLoginView(props: StrataLoginViewProps) {
  return <LoginScreen {...props} words={words} />;
}
