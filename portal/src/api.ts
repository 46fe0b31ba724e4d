import { configureSharedClient, countsAsActivity, type PortalClient } from '@portal/sdk/client';
import type { SessionStore } from './features/session/session.ts';

/** Where the API lives on the portal's origin. */
const apiBase = '/api';

/**
 * The API client of the portal: /api on the same origin, the stored token on every call (rental spec 7). It is the
 * SDK's one client, the one the generated functions (`@portal/sdk/operations`) and TanStack Query helpers
 * (`@portal/sdk/query`: `<op>Options`, `<op>Mutation`, `<op>QueryKey`) call through. Every answer to a signed-in
 * call is watched: a success counts as activity for the idle limit (session.touch) unless the contract says the call
 * is not the person's (the bell's count, asked every minute), a 401 means the server ended the session
 * (`onSessionEnded`).
 */
export function createApi(session: SessionStore, onSessionEnded: () => void = () => {}): PortalClient {
  const watched: typeof globalThis.fetch = async (input, init) => {
    const signedIn = session.isValid() ? session.token() : null;
    const response = await globalThis.fetch(input, init);
    // The SDK's client sends a Request; its path under /api names the call.
    const request = input instanceof Request ? input : new Request(input, { method: init?.method ?? 'GET' });
    const path = new URL(request.url).pathname.slice(apiBase.length);
    // Only the answer to a call made with the session that is still stored: a sign-in's own 401 is its message.
    if (signedIn && session.token() === signedIn && path !== '/auth') {
      if (response.status === 401) onSessionEnded();
      else if (response.ok && countsAsActivity(request.method, path)) session.touch();
    }
    return response;
  };
  return configureSharedClient({ baseUrl: apiBase, getToken: () => session.token(), fetch: watched });
}
