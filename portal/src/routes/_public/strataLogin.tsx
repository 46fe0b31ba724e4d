import { createFileRoute } from '@tanstack/react-router';
import { redirectSignedIn, validateLoginSearch } from '../../app/guards.ts';
import { StrataLoginView } from '../../features/session/StrataLoginView.tsx';
import { useLoginView } from '../../features/session/useSignIn.ts';

/** /strataLogin: the strata management login; the strata plan number is sent as the username. */
export const Route = createFileRoute('/_public/strataLogin')({
  validateSearch: validateLoginSearch,
  beforeLoad: redirectSignedIn,
  component: StrataLoginPage,
});

function StrataLoginPage() {
  return <StrataLoginView {...useLoginView('strata', Route.useSearch())} />;
}
