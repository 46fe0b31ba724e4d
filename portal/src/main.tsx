import '@portal/ui/theme/global.css.ts';
import { lightTheme } from '@portal/ui/theme/theme.css.ts';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApi } from './api.ts';
import { unregisterServiceWorkers } from './app/serviceWorker.ts';
import { isExpiredSession } from './app/sessionErrors.ts';
import { createToaster } from './app/toaster.ts';
import { createAppRouter } from './router.tsx';
import { createBrowserSession } from './session/browserSession.ts';

// An older build of the site may have left a service worker behind (rental spec 9).
unregisterServiceWorkers();

const session = createBrowserSession();
const api = createApi(session);
const toaster = createToaster();
const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  queryCache: new QueryCache({
    // The token ran out while a page was open: forget the session and go home, as a guard would.
    onError: (error) => {
      if (isExpiredSession(error)) {
        session.clear();
        queryClient.clear();
        void router.navigate({ to: '/' });
      }
    },
  }),
});
const router = createAppRouter({ queryClient, session, api, toaster });

document.documentElement.classList.add(lightTheme);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
