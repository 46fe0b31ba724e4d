import type { PortalClient } from '@portal/sdk/client';
import type { Portal } from '@portal/sdk/roles';
import { useState } from 'react';
import { LoginView } from '../features/session/LoginView.tsx';
import { homePathFor } from '../features/session/roles.ts';
import { StrataLoginView } from '../features/session/StrataLoginView.tsx';
import type { SessionStore } from '../features/session/session.ts';
import { type Credentials, signIn } from '../features/session/signIn.ts';
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
  const [error, setError] = useState<string | null>(null);
  const submit = async (credentials: Credentials) => {
    setError(null);
    try {
      const signedIn = await signIn(api, credentials, portal);
      session.save(signedIn);
      await onSignedIn(homePathFor(signedIn.role, signedIn.portalOption));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : null);
      throw failure;
    }
  };
  const View = portal === 'strata' ? StrataLoginView : LoginView;
  return (
    <PublicFrame pathname={pathname}>
      <View onSubmit={submit} error={error} />
    </PublicFrame>
  );
}
