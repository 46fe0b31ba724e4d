import { createFileRoute } from '@tanstack/react-router';
import { redirectSignedIn } from '../../app/guards.ts';
import { LoginView } from '../../features/session/LoginView.tsx';
import { useSignIn } from '../../features/session/useSignIn.ts';

/** /login: the rental management login; / shows the same screen. */
export const Route = createFileRoute('/_public/login')({
  beforeLoad: redirectSignedIn,
  component: LoginPage,
});

function LoginPage() {
  const { signIn, error } = useSignIn('residential');
  return <LoginView onSubmit={signIn} error={error} />;
}
