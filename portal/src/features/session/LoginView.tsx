import { LoginScreen, type LoginViewProps, type LoginWords } from './LoginScreen.tsx';

export type { LoginViewProps } from './LoginScreen.tsx';

/** The rental login's words and the link to the other login (rental spec 2.1). */
const words: LoginWords = {
  title: 'Rental Management Login',
  intro: 'Owners and administrators of rental properties sign in here.',
  usernameLabel: 'Username',
  otherLogin: { label: 'Strata Management Login', href: '/strataLogin' },
};

/** / and /login: the rental (residential) management login (rental spec 2.1). */
export function LoginView(props: LoginViewProps) {
  return <LoginScreen {...props} words={words} />;
}
