import { createPortalClient, type PortalClient } from '@portal/sdk/client';
import type { SessionStore } from './features/session/session.ts';

/** The API client of the portal: /api on the same origin, the stored token on every call (rental spec 7). */
export function createApi(session: SessionStore): PortalClient {
  return createPortalClient({ baseUrl: '/api', getToken: () => session.token() });
}
