import { createFileRoute } from '@tanstack/react-router';
import { redirectSignedIn } from '../../app/guards.ts';
import { StrataLoginView } from '../../features/session/StrataLoginView.tsx';
import { useSignIn } from '../../features/session/useSignIn.ts';

/** /strataLogin: the strata management login; the strata plan number is sent as the username. */
export const Route = createFileRoute('/_public/strataLogin')({
  beforeLoad: redirectSignedIn,
  component: StrataLoginPage,
});

function StrataLoginPage() {
  const { signIn, error } = useSignIn('strata');
  return <StrataLoginView onSubmit={signIn} error={error} />;
}
