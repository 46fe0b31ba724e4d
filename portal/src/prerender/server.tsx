// The build's server entry (build/prerender.ts bundles it for Node): renders the public pages to HTML with the
// same tree the browser hydrates (app/PortalApp.tsx; the login pages' LoginPage.tsx), and the shell that signed-in
// pages show while their script loads. Nothing here runs in the browser.
import { createPortalClient } from '@portal/sdk/client';
import { configureQueryClient } from '@portal/sdk/query';
import type { Portal } from '@portal/sdk/roles';
import { AppShell } from '@portal/ui/AppShell/AppShell.tsx';
import { Footer } from '@portal/ui/Footer/Footer.tsx';
import { NavBar, NavBarBrand } from '@portal/ui/NavBar/NavBar.tsx';
import { PageHeader } from '@portal/ui/PageHeader/PageHeader.tsx';
import { lightTheme } from '@portal/ui/theme/theme.css.ts';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createApi } from '../api.ts';
import { PortalApp } from '../app/PortalApp.tsx';
import { createToaster } from '../app/toaster.ts';
import type { Area } from '../config/areas.ts';
import { companyName, footerLinks } from '../config/company.ts';
import { areaRoles } from '../config/menus.ts';
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

/** The portal each area's users sign in on. */
const portalOfArea: Record<Area, Portal> = {
  admin: 'residential',
  owner: 'residential',
  strataAdmin: 'strata',
  propertyAdmin: 'strata',
  strataUnitOwner: 'strata',
};

/** Every call of a build-time render answers an empty list: the page as it renders with no data. */
const emptyAnswers: typeof fetch = async () =>
  new Response('[]', { status: 200, headers: { 'content-type': 'application/json', 'x-total-count': '0' } });

/** The text of React's escapes in rendered HTML (renderToString writes no others). */
const unescaped = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * The text of the `<h1>` a signed-in page renders, found by rendering it at build time as a user of its area with
 * no data (every call answers an empty list), so the heading comes from the page's own view. Undefined when the
 * page renders none that way (one that needs its record, or that sends such a user elsewhere).
 */
export async function signedInHeading(pathname: string, area: Area): Promise<string | undefined> {
  const session = createSessionStore(emptyStorage());
  session.save({
    token: 'prerender',
    userId: 1,
    role: areaRoles[area][0] ?? 'admin',
    email: '',
    name: '',
    portalOption: portalOfArea[area],
    expiry: Date.now() + 3_600_000,
  });
  const options = {
    baseUrl: 'http://prerender.invalid/api',
    getToken: () => session.token(),
    fetch: emptyAnswers,
  };
  configureQueryClient(options);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createAppRouter(
    { queryClient, session, api: createPortalClient(options), toaster: createToaster() },
    { history: createMemoryHistory({ initialEntries: [pathname] }), isServer: true },
  );
  await router.load();
  if (router.state.location.pathname !== pathname) return undefined;
  const html = renderToString(<PortalApp router={router} queryClient={queryClient} />);
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  return heading === undefined ? undefined : unescaped(heading).trim() || undefined;
}

/**
 * What a signed-in page shows until its script has rendered it: the bar, a skeleton of the page (with its heading
 * where the page's is known: signedInHeading), the footer. The app renders over it (not hydrating), so nothing in it
 * moves when the script takes over.
 */
export function renderShell(heading?: string): string {
  return renderToString(
    <AppShell
      topBar={<NavBar label="Menu" brand={<NavBarBrand href="/">{companyName}</NavBarBrand>} items={[]} />}
      footer={<Footer links={footerLinks} companyName={companyName} onOpenRequestForm={() => {}} />}
    >
      <div className={styles.skeleton} aria-busy="true">
        {heading ? (
          <>
            <PageHeader title={heading} />
            <p className={styles.row} role="status" aria-label="Loading the page" />
          </>
        ) : (
          <p className={styles.heading} role="status" aria-label="Loading the page" />
        )}
        <div className={styles.row} />
        <div className={styles.row} />
        <div className={styles.row} />
      </div>
    </AppShell>,
  );
}
