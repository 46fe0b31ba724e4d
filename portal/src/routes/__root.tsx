import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../routerContext.ts';

// The root stays light: providers, the toast region and the bars live in the page frames, which are lazy chunks.
export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
});
