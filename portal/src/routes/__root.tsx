import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { pageTitle } from '../config/pageTitles.ts';
import type { RouterContext } from '../routerContext.ts';

/** Names the page in the document title (WCAG 2.4.2): "New Owner · Admin · Client Portal". */
function useDocumentTitle() {
  const routeId = useRouterState({ select: (state) => state.matches.at(-1)?.routeId });
  const notFound = useRouterState({
    select: (state) => state.matches.some((match) => match.status === 'notFound'),
  });
  useEffect(() => {
    document.title = pageTitle(routeId, { notFound });
  }, [routeId, notFound]);
}

function Root() {
  useDocumentTitle();
  return <Outlet />;
}

// The root stays light: providers, the toast region and the bars live in the page frames, which are lazy chunks.
export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
});
