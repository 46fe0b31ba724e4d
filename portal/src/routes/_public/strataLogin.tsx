import { createFileRoute } from '@tanstack/react-router';
import { redirectSignedIn, validateLoginSearch } from '../../app/guards.ts';
import { sessionEndedMessage } from '../../features/session/endSession.ts';
import { StrataLoginView } from '../../features/session/StrataLoginView.tsx';
import { useSignIn } from '../../features/session/useSignIn.ts';

/** /strataLogin: the strata management login; the strata plan number is sent as the username. */
export const Route = createFileRoute('/_public/strataLogin')({
  validateSearch: validateLoginSearch,
  beforeLoad: redirectSignedIn,
  component: StrataLoginPage,
});

function StrataLoginPage() {
  const { ended, redirect } = Route.useSearch();
  const { signIn, error, secondStep, signInWithPasskey } = useSignIn('strata', redirect);
  return (
    <StrataLoginView
      onSubmit={signIn}
      error={error}
      secondStep={secondStep}
      onPasskey={signInWithPasskey}
      notice={ended ? sessionEndedMessage : undefined}
    />
  );
}
