// The script of the prerendered login pages (/, /login, /strataLogin; build/prerender.ts links it instead of the
// app's). A visitor who is not signed in gets the page hydrated without the router, TanStack Query or the route
// tree, so the first page most visitors load needs a fraction of the app's script. In every other case (someone
// signed in, a query in the address) it loads the app, which renders over the page as it does for any page it
// does not hydrate.
import { configureSharedClient } from '@portal/sdk/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { unregisterServiceWorkers } from '../app/serviceWorker.ts';
import { createBrowserSession } from '../features/session/browserSession.ts';
import { LoginPage } from './LoginPage.tsx';
import { prerenderedPages } from './pages.ts';

const root = document.getElementById('root');
if (!root) throw new Error('the page has no #root');
const page = prerenderedPages.find((candidate) => candidate.path === root.dataset.prerendered);
const session = createBrowserSession();
const search = Object.fromEntries(new URLSearchParams(window.location.search));

if (page?.login && window.location.pathname === page.path && page.sameQuery(search) && !session.isValid()) {
  // An older build of the site may have left a service worker behind (rental spec 9).
  unregisterServiceWorkers();
  const portal = page.login;
  const api = configureSharedClient({ baseUrl: '/api', getToken: () => session.token() });
  const openHome = (homePath: string) => {
    window.location.replace(homePath);
    // The form stays pending while the browser leaves the page.
    return new Promise<void>(() => {});
  };
  // As a transition, hydration runs in slices of a few milliseconds rather than one long task (main.tsx).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <LoginPage pathname={page.path} portal={portal} api={api} session={session} onSignedIn={openHome} />
      </StrictMode>,
    );
  });
} else {
  // The app would not render what was prerendered here (its login route sends a signed-in visitor home). Its entry
  // is named by the page (build/prerender.ts), so the app's chunks stay as index.html loads them.
  delete root.dataset.prerendered;
  const app = document.querySelector<HTMLMetaElement>('meta[name="portal-app"]')?.content;
  if (!app) throw new Error('the page does not name the app');
  void import(/* @vite-ignore */ app);
}
