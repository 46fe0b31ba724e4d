import { createPortalClient, type PortalClient } from '@portal/sdk/client';
import { configureQueryClient } from '@portal/sdk/query';
import type { SessionStore } from './features/session/session.ts';

/**
 * The API client of the portal: /api on the same origin, the stored token on every call (rental spec 7). The
 * generated TanStack Query helpers of `@portal/sdk/query` (`<op>Options`, `<op>Mutation`, `<op>QueryKey`) are
 * pointed at the same API and token here. Every answer to a signed-in call is watched: a success counts as activity
 * for the idle limit (session.touch), a 401 means the server ended the session (`onSessionEnded`).
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
  const options = { baseUrl: '/api', getToken: () => session.token(), fetch: watched };
  configureQueryClient(options);
  return createPortalClient(options);
}

function isSignIn(input: RequestInfo | URL): boolean {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(url, 'http://portal').pathname === '/api/auth';
}
