import { createFileRoute } from '@tanstack/react-router';
import { redirectSignedIn, validateLoginSearch } from '../../app/guards.ts';
import { sessionEndedMessage } from '../../features/session/endSession.ts';
import { LoginView } from '../../features/session/LoginView.tsx';
import { useSignIn } from '../../features/session/useSignIn.ts';

/** /login: the rental management login; / shows the same screen. */
export const Route = createFileRoute('/_public/login')({
  validateSearch: validateLoginSearch,
  beforeLoad: redirectSignedIn,
  component: LoginPage,
});

function LoginPage() {
  const { ended, redirect } = Route.useSearch();
  const { signIn, error, secondStep, signInWithPasskey } = useSignIn('residential', redirect);
  return (
    <LoginView
      onSubmit={signIn}
      error={error}
      secondStep={secondStep}
      onPasskey={signInWithPasskey}
      notice={ended ? sessionEndedMessage : undefined}
    />
  );
}
