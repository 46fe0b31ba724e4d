import { LoginScreen, type LoginViewProps, loginWords } from './LoginScreen.tsx';

export type { LoginViewProps } from './LoginScreen.tsx';

/** / and /login: the rental (residential) management login (rental spec 2.1). */
export function LoginView(props: LoginViewProps) {
  return <LoginScreen {...props} words={loginWords.residential} />;
}
