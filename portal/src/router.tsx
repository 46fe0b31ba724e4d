import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '../generated/routeTree.gen.ts';
import { NotFoundView } from './features/shared/frame/NotFoundView.tsx';
import type { RouterContext } from './routerContext.ts';

/** `history` and `isServer` for the build's prerendering (src/prerender/server.tsx); the browser uses the defaults. */
export interface AppRouterOptions {
  history?: RouterHistory;
  isServer?: boolean;
}

export function createAppRouter(context: RouterContext, options: AppRouterOptions = {}) {
  return createRouter({
    routeTree,
    context,
    ...options,
    // Loaders call queryClient.ensureQueryData; React Query decides freshness, so the router never caches.
    defaultPreloadStaleTime: 0,
    defaultPreload: 'intent',
    // Unknown paths: a not-found page, not a catch-all route (rental spec 2.2).
    defaultNotFoundComponent: NotFoundView,
    // The router scrolls to the top after every navigation by default (rental spec 2.2); positions are not restored.
    scrollRestoration: false,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
