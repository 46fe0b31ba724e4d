import { createPortalClient, type PortalClient } from '@portal/sdk/client';
import { configureQueryClient } from '@portal/sdk/query';
import type { SessionStore } from './features/session/session.ts';

/**
 * The API client of the portal: /api on the same origin, the stored token on every call (rental spec 7). The
 * generated TanStack Query helpers of `@portal/sdk/query` (`<op>Options`, `<op>Mutation`, `<op>QueryKey`) are
 * pointed at the same API and token here.
 */
export function createApi(session: SessionStore): PortalClient {
  const options = { baseUrl: '/api', getToken: () => session.token() };
  configureQueryClient(options);
  return createPortalClient(options);
}
