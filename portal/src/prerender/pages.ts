// The public pages the build renders to HTML (build/prerender.ts) and the browser hydrates (main.tsx). A page is
// rendered for one address; the browser hydrates it only when its own address renders the same (same path, and a
// query of the same shape where the page reads one), and otherwise renders from scratch over it.

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
}

const noQuery = (search: Record<string, unknown>) => Object.keys(search).length === 0;

/** A page under the public layout: its route file is `src/routes/_public<path>.tsx` (`/` is `index`). */
function publicPage(
  pagePath: string,
  options: { renderAt?: string; sameQuery?: PrerenderedPage['sameQuery'] } = {},
): PrerenderedPage {
  const name = pagePath === '/' ? '/index' : pagePath;
  return {
    path: pagePath,
    renderAt: options.renderAt ?? pagePath,
    file: `pages${name}.html`,
    routeFiles: ['src/routes/_public.tsx', `src/routes/_public${name}.tsx`],
    sameQuery: options.sameQuery ?? noQuery,
  };
}

export const prerenderedPages: PrerenderedPage[] = [
  publicPage('/'),
  publicPage('/login'),
  publicPage('/strataLogin'),
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
