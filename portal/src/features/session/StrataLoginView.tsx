import { LoginScreen, type LoginViewProps, loginWords } from './LoginScreen.tsx';

/** `onSubmit`'s `username` carries the strata plan number: it is sent as the username (rental spec 2.1). */
export type StrataLoginViewProps = LoginViewProps;

/** /strataLogin: the strata management login. */
export function StrataLoginView(props: StrataLoginViewProps) {
  return <LoginScreen {...props} words={loginWords.strata} />;
}
