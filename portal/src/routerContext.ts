import type { PortalClient } from '@portal/sdk/client';
import type { QueryClient } from '@tanstack/react-query';
import type { Toaster } from './app/toaster.ts';
import type { SessionStore } from './features/session/session.ts';

/** What every route's beforeLoad, loader and component reach through the router (no module singletons). */
export interface RouterContext {
  queryClient: QueryClient;
  session: SessionStore;
  api: PortalClient;
  toaster: Toaster;
}
