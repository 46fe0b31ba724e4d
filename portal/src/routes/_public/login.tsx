import { createFileRoute } from '@tanstack/react-router';
import { redirectSignedIn, validateLoginSearch } from '../../app/guards.ts';
import { LoginView } from '../../features/session/LoginView.tsx';
import { useLoginView } from '../../features/session/useSignIn.ts';

/** /login: the rental management login; / shows the same screen. */
export const Route = createFileRoute('/_public/login')({
  validateSearch: validateLoginSearch,
  beforeLoad: redirectSignedIn,
  component: LoginPage,
});

function LoginPage() {
  return <LoginView {...useLoginView('residential', Route.useSearch())} />;
}
