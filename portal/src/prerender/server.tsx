// The build's server entry (build/prerender.ts bundles it for Node): renders the public pages to HTML with the
// same tree the browser hydrates (app/PortalApp.tsx; the login pages' LoginPage.tsx), and the shell that signed-in
// pages show while their script loads. Nothing here runs in the browser.
import { AppShell } from '@portal/ui/AppShell/AppShell.tsx';
import { Footer } from '@portal/ui/Footer/Footer.tsx';
import { NavBar, NavBarBrand } from '@portal/ui/NavBar/NavBar.tsx';
import { lightTheme } from '@portal/ui/theme/theme.css.ts';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createApi } from '../api.ts';
import { PortalApp } from '../app/PortalApp.tsx';
import { createToaster } from '../app/toaster.ts';
import { companyName, footerLinks } from '../config/company.ts';
import { pageTitle } from '../config/pageTitles.ts';
import { createSessionStore } from '../features/session/session.ts';
import { createAppRouter } from '../router.tsx';
import { LoginPage } from './LoginPage.tsx';
import * as styles from './PageSkeleton.css.ts';
import type { PrerenderedPage } from './pages.ts';

export { prerenderedPages } from './pages.ts';

/** The class that puts the theme's variables on <html> (main.tsx adds the same). */
export const themeClass = lightTheme;

/** Storage with nobody signed in. */
function emptyStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** The HTML inside #root for a visit to the page by someone not signed in, and the page's document title. */
export async function renderPage(page: PrerenderedPage): Promise<{ root: string; title: string }> {
  const session = createSessionStore(emptyStorage());
  const api = createApi(session);
  const queryClient = new QueryClient();
  const router = createAppRouter(
    { queryClient, session, api, toaster: createToaster() },
    { history: createMemoryHistory({ initialEntries: [page.renderAt] }), isServer: true },
  );
  await router.load();
  const reached = router.state.location.href;
  if (reached !== page.renderAt) throw new Error(`prerendering ${page.renderAt} ended on ${reached}`);
  // The title the app sets once it runs (routes/__root.tsx), there before any script.
  const title = pageTitle(router.state.matches.at(-1)?.routeId);
  if (page.login) {
    const signedIn = async () => {};
    const root = renderToString(
      <StrictMode>
        <LoginPage
          pathname={page.path}
          portal={page.login}
          api={api}
          session={session}
          onSignedIn={signedIn}
        />
      </StrictMode>,
    );
    return { root, title };
  }
  return { root: renderToString(<PortalApp router={router} queryClient={queryClient} />), title };
}

/** A route's address pattern (`/admin/owner/$id`) with the ids of the routes it renders, outermost first. */
export interface RouteChain {
  path: string;
  ids: string[];
}

/** Every route that a visit can end on (a route without children), for the build's per-route preloads. */
export function routeChains(): RouteChain[] {
  const session = createSessionStore(emptyStorage());
  const router = createAppRouter(
    { queryClient: new QueryClient(), session, api: createApi(session), toaster: createToaster() },
    { history: createMemoryHistory(), isServer: true },
  );
  interface AnyRoute {
    id: string;
    fullPath: string;
    isRoot: boolean;
    parentRoute?: AnyRoute;
    children?: unknown;
  }
  const routes = Object.values(router.routesById) as unknown as AnyRoute[];
  return routes
    .filter((route) => !route.isRoot && !route.children)
    .map((route) => {
      const ids: string[] = [];
      for (let at: AnyRoute | undefined = route; at && !at.isRoot; at = at.parentRoute) ids.unshift(at.id);
      return { path: route.fullPath, ids };
    });
}

/** What a signed-in page shows until its script has rendered it: the bar, a skeleton of the page, the footer. */
export function renderShell(): string {
  return renderToString(
    <AppShell
      topBar={<NavBar label="Menu" brand={<NavBarBrand href="/">{companyName}</NavBarBrand>} items={[]} />}
      footer={<Footer links={footerLinks} companyName={companyName} onOpenRequestForm={() => {}} />}
    >
      <div className={styles.skeleton} aria-busy="true">
        <p className={styles.heading} role="status" aria-label="Loading the page" />
        <div className={styles.row} />
        <div className={styles.row} />
        <div className={styles.row} />
      </div>
    </AppShell>,
  );
}
