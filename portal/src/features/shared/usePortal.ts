import { useRouteContext } from '@tanstack/react-router';

/**
 * The router context (query client, session, API client, toaster) for a feature's container, which is rendered by
 * a route but is not one: the same objects the route's loader used, never a module singleton.
 */
export function usePortal() {
  return useRouteContext({ from: '__root__' });
}
