import { configureSharedClient, type PortalClient } from '@portal/sdk/client';
import type { SessionStore } from './features/session/session.ts';

/**
 * The API client of the portal: /api on the same origin, the stored token on every call (rental spec 7). It is the
 * SDK's one client, the one the generated functions (`@portal/sdk/operations`) and TanStack Query helpers
 * (`@portal/sdk/query`: `<op>Options`, `<op>Mutation`, `<op>QueryKey`) call through. Every answer to a signed-in
 * call is watched: a success counts as activity for the idle limit (session.touch), a 401 means the server ended the
 * session (`onSessionEnded`).
 */
export function createApi(session: SessionStore, onSessionEnded: () => void = () => {}): PortalClient {
  const watched: typeof globalThis.fetch = async (input, init) => {
    const signedIn = session.isValid() ? session.token() : null;
    const response = await globalThis.fetch(input, init);
    // Only the answer to a call made with the session that is still stored: a sign-in's own 401 is its message.
    if (signedIn && session.token() === signedIn && !isSignIn(input)) {
      if (response.status === 401) onSessionEnded();
      else if (response.ok) session.touch();
    }
    return response;
  };
  return configureSharedClient({ baseUrl: '/api', getToken: () => session.token(), fetch: watched });
}

function isSignIn(input: RequestInfo | URL): boolean {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(url, 'http://portal').pathname === '/api/auth';
}
