import '@portal/ui/global.css';
import { lightTheme } from '@portal/ui/theme';
import { QueryClient } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createApi } from './api.ts';
import { PortalApp } from './app/PortalApp.tsx';
import { unregisterServiceWorkers } from './app/serviceWorker.ts';
import { createToaster } from './app/toaster.ts';
import { createBrowserSession } from './features/session/browserSession.ts';
import { endSession } from './features/session/endSession.ts';
import { isExpiredSession } from './features/shared/failures.ts';
import { prerenderedPages } from './prerender/pages.ts';
import { createAppRouter } from './router.tsx';

// An older build of the site may have left a service worker behind (rental spec 9).
unregisterServiceWorkers();

const session = createBrowserSession();
// Any 401 to a signed-in call (signed out elsewhere, idle, ended from another device, expired): the role's own
// sign-in page says so and brings the person back to this page once signed in.
const api = createApi(session, () => void endSession(router, session, queryClient));
const toaster = createToaster();
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 401 ended the session: asking again cannot help.
      retry: (failures, error) => failures < 1 && !isExpiredSession(error),
      refetchOnWindowFocus: false,
    },
  },
});
const router = createAppRouter({ queryClient, session, api, toaster });

document.documentElement.classList.add(lightTheme);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const app = <PortalApp router={router} queryClient={queryClient} />;

/**
 * The page is rendered once the route's code and data are loaded, so the HTML the server sent (a prerendered public
 * page, or the shell of a signed-in one) stays until the page replaces it in one step. A prerendered page is
 * hydrated when this visit renders what the build rendered (same page, nobody signed in, a query of the same shape);
 * otherwise, like every other page, it is rendered over.
 */
async function start(container: HTMLElement) {
  const prerendered = prerenderedPages.find((page) => page.path === container.dataset.prerendered);
  // As on the server, the root match renders without a Suspense boundary of its own (TanStack Router does so for
  // every router that hydrates).
  if (prerendered) router.ssr = { manifest: undefined };
  await router.load();
  const { location } = router.state;
  // As a transition, React renders the page in slices of a few milliseconds and lets the browser answer input in
  // between, instead of one long task (what Lighthouse counts as blocking time); the page shows in one commit.
  startTransition(() => {
    if (prerendered && location.pathname === prerendered.path && prerendered.sameQuery(location.search)) {
      hydrateRoot(container, app);
    } else {
      // React replaces the server's HTML when it commits the page.
      createRoot(container).render(app);
    }
  });
}

void start(root);
