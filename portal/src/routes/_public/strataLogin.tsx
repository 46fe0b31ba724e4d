import { createFileRoute } from '@tanstack/react-router';
import { redirectSignedIn } from '../../app/guards.ts';
import { useSignIn } from '../../app/useSignIn.ts';
import { StrataLoginView } from '../../screens/public/StrataLogin/StrataLoginView.tsx';

/** /strataLogin: the strata management login; the strata plan number is sent as the username. */
export const Route = createFileRoute('/_public/strataLogin')({
  beforeLoad: redirectSignedIn,
  component: StrataLoginPage,
});

function StrataLoginPage() {
  const { signIn, error } = useSignIn('strata');
  return <StrataLoginView onSubmit={signIn} error={error} />;
}
