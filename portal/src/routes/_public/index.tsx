import { createFileRoute } from '@tanstack/react-router';
import { redirectSignedIn } from '../../app/guards.ts';
import { LoginView } from '../../features/session/LoginView.tsx';
import { useLoginView } from '../../features/session/useSignIn.ts';

/** /: the same screen as /login (rental spec 2.1), and where every guard sends a visitor it refuses. */
export const Route = createFileRoute('/_public/')({
  beforeLoad: redirectSignedIn,
  component: HomeLoginPage,
});

function HomeLoginPage() {
  return <LoginView {...useLoginView('residential')} />;
}
