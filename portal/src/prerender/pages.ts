// The public pages the build renders to HTML (build/prerender.ts) and the browser hydrates (main.tsx). A page is
// rendered for one address; the browser hydrates it only when its own address renders the same (same path, and a
// query of the same shape where the page reads one), and otherwise renders from scratch over it. The login pages
// are rendered and hydrated without the router (prerender/client.tsx), which loads the app only when needed.
import type { Portal } from '@portal/sdk/roles';

export interface PrerenderedPage {
  /** The path the server answers with this page. */
  path: string;
  /** The address rendered at build time. */
  renderAt: string;
  /** The HTML file, relative to the build folder. */
  file: string;
  /** The route files whose lazy components the page renders (their chunks and CSS are linked in the page). */
  routeFiles: string[];
  /** Whether a visit with this query renders what was prerendered. */
  sameQuery: (search: Record<string, unknown>) => boolean;
  /** A login page: rendered by prerender/LoginPage.tsx and hydrated by prerender/client.tsx, not by the app. */
  login?: Portal;
}

const noQuery = (search: Record<string, unknown>) => Object.keys(search).length === 0;

/** A page under the public layout: its route file is `src/routes/_public<path>.tsx` (`/` is `index`). */
function publicPage(
  pagePath: string,
  options: { renderAt?: string; sameQuery?: PrerenderedPage['sameQuery']; login?: Portal } = {},
): PrerenderedPage {
  const name = pagePath === '/' ? '/index' : pagePath;
  return {
    path: pagePath,
    renderAt: options.renderAt ?? pagePath,
    file: `pages${name}.html`,
    routeFiles: ['src/routes/_public.tsx', `src/routes/_public${name}.tsx`],
    sameQuery: options.sameQuery ?? noQuery,
    login: options.login,
  };
}

export const prerenderedPages: PrerenderedPage[] = [
  publicPage('/', { login: 'residential' }),
  publicPage('/login', { login: 'residential' }),
  publicPage('/strataLogin', { login: 'strata' }),
  publicPage('/account/resetpassword'),
  // The reset mail's link always carries an id and a token; the form is the same whatever their values.
  publicPage('/account/newpassword', {
    renderAt: '/account/newpassword?id=1&token=link',
    sameQuery: (search) => search.id !== undefined && search.token !== undefined,
  }),
  // The invitation link carries a hash; the page shows "Loading your invitation…" until the lookup answers.
  publicPage('/authorize', {
    renderAt: '/authorize?hash=invitation',
    sameQuery: (search) => search.hash !== undefined,
  }),
];

/** What a signed-in page's shell shows of its header (PageHeader): the title, and the description and back link when they are plain text. */
export interface ShellHeader {
  title: string;
  description?: string;
  backLink?: { label: string; href: string };
}
