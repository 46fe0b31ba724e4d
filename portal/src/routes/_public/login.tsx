import { createFileRoute } from '@tanstack/react-router';
import { redirectSignedIn } from '../../app/guards.ts';
import { useSignIn } from '../../app/useSignIn.ts';
import { LoginView } from '../../screens/public/Login/LoginView.tsx';

/** /login: the rental management login; / shows the same screen. */
export const Route = createFileRoute('/_public/login')({
  beforeLoad: redirectSignedIn,
  component: LoginPage,
});

function LoginPage() {
  const { signIn, error } = useSignIn('residential');
  return <LoginView onSubmit={signIn} error={error} />;
}
