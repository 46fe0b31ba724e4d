// The build's server entry (build/prerender.ts bundles it for Node): renders the public pages to HTML with the
// same tree the browser hydrates (app/PortalApp.tsx; the login pages' LoginPage.tsx), and the shell that signed-in
// pages show while their script loads. Nothing here runs in the browser.
import { configureSharedClient } from '@portal/sdk/client';
import type { Portal } from '@portal/sdk/roles';
import type { ServiceRequestCounts } from '@portal/sdk/types';
import { AppShell, Footer, NavBar, NavBarBrand, PageHeader, pageHeaderStyles } from '@portal/ui';
import { lightTheme } from '@portal/ui/theme';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createApi } from '../api.ts';
import { PortalApp } from '../app/PortalApp.tsx';
import { sitePath } from '../app/routerConfig.ts';
import { createToaster } from '../app/toaster.ts';
import type { Area } from '../config/areas.ts';
import { companyName, footerLinks } from '../config/company.ts';
import { areaRoles } from '../config/menus.ts';
import { pageTitle } from '../config/pageTitles.ts';
import { createSessionStore, memoryStorage } from '../features/session/session.ts';
import { createAppRouter } from '../router.tsx';
import { LoginPage } from './LoginPage.tsx';
import * as styles from './PageSkeleton.css.ts';
import type { PrerenderedPage, ShellHeader } from './pages.ts';

export { prerenderedPages } from './pages.ts';

/** The class that puts the theme's variables on <html> (main.tsx adds the same). */
export const themeClass = lightTheme;

/** The HTML inside #root for a visit to the page by someone not signed in, and the page's document title. */
export async function renderPage(page: PrerenderedPage): Promise<{ root: string; title: string }> {
  const session = createSessionStore(memoryStorage());
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
  const session = createSessionStore(memoryStorage());
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

/** The calls a page at a fixed address makes whose answer is not a list, as they answer when there is no data. */
const emptyRecords: Record<string, unknown> = {
  '/serviceRequests/counts': {
    total: 0,
    overdue: 0,
    byStatus: {
      new: 0,
      acknowledged: 0,
      inProgress: 0,
      waitingOnRequester: 0,
      resolved: 0,
      closed: 0,
      cancelled: 0,
    },
  } satisfies ServiceRequestCounts,
};

/** Every call of a build-time render answers an empty list, or its empty record: the page as it renders with no data. */
const emptyAnswers: typeof fetch = async (input) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const answer = emptyRecords[url.pathname.replace(/^\/api/, '')] ?? [];
  return new Response(JSON.stringify(answer), {
    status: 200,
    headers: { 'content-type': 'application/json', 'x-total-count': '0' },
  });
};

/** The text of React's escapes in rendered HTML (renderToString writes no others). */
const unescaped = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/** The value of an attribute in an HTML start tag, unescaped. */
const attribute = (attributes: string, name: string) => {
  const value = new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attributes)?.[1];
  return value === undefined ? undefined : unescaped(value);
};

/**
 * The header a signed-in page renders (PageHeader: its `<h1>`, its description and back link when they are plain
 * text), found by rendering it at build time as a user of its area with no data (every call answers an empty list),
 * so the header comes from the page's own view. Undefined when the page renders no heading that way (one that needs
 * its record, or that sends such a user elsewhere). A description that names the user (the dashboards' welcome) is
 * left out: nobody is signed in at build time.
 */
export async function signedInHeader(pathname: string, area: Area): Promise<ShellHeader | undefined> {
  const session = createSessionStore(memoryStorage());
  session.save({
    token: 'prerender',
    userId: 1,
    role: areaRoles[area][0] ?? 'admin',
    email: '',
    name: buildTimeName,
    portalOption: portalOfArea[area],
    expiry: Date.now() + 3_600_000,
  });
  const options = {
    baseUrl: 'http://prerender.invalid/api',
    getToken: () => session.token(),
    fetch: emptyAnswers,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createAppRouter(
    { queryClient, session, api: configureSharedClient(options), toaster: createToaster() },
    { history: createMemoryHistory({ initialEntries: [pathname] }), isServer: true },
  );
  await router.load();
  if (router.state.location.pathname !== pathname) return undefined;
  const html = renderToString(<PortalApp router={router} queryClient={queryClient} />);
  const start = html.indexOf(`<div class="${pageHeaderStyles.root}">`);
  const header = start < 0 ? '' : html.slice(start);
  const title = unescaped(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(header)?.[1] ?? '').trim();
  if (!title) return undefined;
  // Plain text only (no markup inside), and neither one with the signed-in user's name in it nor one made of a record
  // (the build has none: its fields read undefined).
  const text = new RegExp(`<div class="${pageHeaderStyles.description}">([^<]*)</div>`).exec(header)?.[1];
  const description = text === undefined ? undefined : unescaped(text);
  const fixed =
    description && !description.includes(buildTimeName) && !/\b(undefined|null|NaN)\b/.test(description);
  // The back link is the header's first child when there is one: its text (the icon is an svg) and its href.
  const back = new RegExp(`^<div class="${pageHeaderStyles.root}"><a ([^>]*)>([\\s\\S]*?)</a>`).exec(header);
  const href = back?.[1] && attribute(back[1], 'href');
  const backLabel = back?.[2] && unescaped(back[2]).trim();
  return {
    title,
    ...(fixed && { description }),
    ...(href && backLabel && { backLink: { label: backLabel, href } }),
  };
}

/** The name of the build's signed-in user: a text that is in no page, so a description naming it is found. */
const buildTimeName = 'Prerender-user-name';

/**
 * What a signed-in page shows until its script has rendered it: the bar, a skeleton of the page (with its heading
 * where the page's is known: signedInHeader), the footer. The app renders over it (not hydrating), so nothing in it
 * moves when the script takes over.
 */
export function renderShell(header?: ShellHeader): string {
  return renderToString(
    <AppShell
      topBar={
        // A signed-in bar's rows (RoleBar's): the menu's row is there, empty, so the page does not move when it fills.
        <NavBar
          label="Menu"
          brand={<NavBarBrand href="/">{companyName}</NavBarBrand>}
          items={[]}
          endItems={[]}
        />
      }
      footer={<Footer links={footerLinks} companyName={companyName} onOpenRequestForm={() => {}} />}
    >
      <div className={styles.skeleton} aria-busy="true">
        {header ? (
          <>
            <PageHeader
              {...header}
              backLink={
                header.backLink && { label: header.backLink.label, href: sitePath(header.backLink.href) }
              }
            />
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
