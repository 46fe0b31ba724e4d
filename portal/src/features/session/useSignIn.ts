import type { Portal } from '@portal/sdk/roles';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { returnPathOf, sessionEndedMessage } from './endSession.ts';
import type { LoginViewProps } from './LoginScreen.tsx';
import { homePathFor } from './roles.ts';
import { useSignInSteps } from './useSignInSteps.ts';

/**
 * Sign-in on one of the two logins in the app: a successful answer stores the session and routes by role; a failure
 * leaves the server's message in `error`; an account with a second factor gets `secondStep`, one that must set one
 * up goes to the enrolment page. `returnTo`: the page a session that ended was on (the login's `redirect`). (The
 * login pages hydrated without the router: prerender/LoginPage.tsx.)
 */
export function useSignIn(portal: Portal, returnTo?: string) {
  const { api, session, queryClient } = useRouter().options.context;
  const navigate = useNavigate();
  const steps = useSignInSteps({
    api,
    portal,
    onSignedIn: async (signedIn) => {
      queryClient.clear(); // nothing cached for a previous user may show
      session.save(signedIn);
      const back = returnPathOf(returnTo);
      if (back) await navigate({ href: back, replace: true });
      else await navigate({ to: homePathFor(signedIn.role, signedIn.portalOption), replace: true });
    },
    onEnrolment: async () => {
      await navigate({ href: '/enrol' });
    },
  });
  return {
    signIn: steps.submitPassword,
    error: steps.error,
    secondStep: steps.secondStep,
    signInWithPasskey: steps.signInWithPasskey,
  };
}

/**
 * The props of a login view in the app: the sign-in of `portal`, and the notice of a session that ended when the
 * login's query says so (`ended`, `redirect`: the login routes' search).
 */
export function useLoginView(
  portal: Portal,
  search: { ended?: boolean; redirect?: string } = {},
): LoginViewProps {
  const { signIn, error, secondStep, signInWithPasskey } = useSignIn(portal, search.redirect);
  return {
    onSubmit: signIn,
    error,
    secondStep,
    onPasskey: signInWithPasskey,
    notice: search.ended ? sessionEndedMessage : undefined,
  };
}
