import { createFileRoute } from '@tanstack/react-router';
import { redirectSignedIn } from '../../app/guards.ts';
import { useSignIn } from '../../app/useSignIn.ts';
import { LoginView } from '../../screens/public/Login/LoginView.tsx';

/** /: the same screen as /login (rental spec 2.1), and where every guard sends a visitor it refuses. */
export const Route = createFileRoute('/_public/')({
  beforeLoad: redirectSignedIn,
  component: HomeLoginPage,
});

function HomeLoginPage() {
  const { signIn, error } = useSignIn('residential');
  return <LoginView onSubmit={signIn} error={error} />;
}
