import type { PortalClient } from '@portal/sdk/client';
import type { Portal } from '@portal/sdk/roles';
import { LoginView } from '../features/session/LoginView.tsx';
import { homePathFor } from '../features/session/roles.ts';
import { StrataLoginView } from '../features/session/StrataLoginView.tsx';
import type { SessionStore } from '../features/session/session.ts';
import { useSignInSteps } from '../features/session/useSignInSteps.ts';
import { PublicFrame } from '../features/shared/frame/PublicFrame.tsx';

export interface LoginPageProps {
  pathname: string;
  portal: Portal;
  api: PortalClient;
  session: SessionStore;
  /** Goes to the signed-in user's home page (the browser loads the app there). */
  onSignedIn: (homePath: string) => Promise<void>;
}

/**
 * A login page (/, /login, /strataLogin) without the router: what the build prerenders for it and what the browser
 * hydrates (prerender/client.tsx). Signing in stores the session as the app's login route does (useSignIn), then
 * loads the role's home page. The links of the page load their pages.
 */
export function LoginPage({ pathname, portal, api, session, onSignedIn }: LoginPageProps) {
  const steps = useSignInSteps({
    api,
    portal,
    onSignedIn: async (signedIn) => {
      session.save(signedIn);
      await onSignedIn(homePathFor(signedIn.role, signedIn.portalOption));
    },
    onEnrolment: () => onSignedIn('/enrol'),
    pageToken: () => session.token(),
  });
  const View = portal === 'strata' ? StrataLoginView : LoginView;
  return (
    <PublicFrame pathname={pathname}>
      <View
        onSubmit={steps.submitPassword}
        error={steps.error}
        secondStep={steps.secondStep}
        onPasskey={steps.signInWithPasskey}
      />
    </PublicFrame>
  );
}
