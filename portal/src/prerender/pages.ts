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
const layout = 'src/routes/_public.tsx';

export const prerenderedPages: PrerenderedPage[] = [
  {
    path: '/',
    renderAt: '/',
    file: 'pages/index.html',
    routeFiles: [layout, 'src/routes/_public/index.tsx'],
    sameQuery: noQuery,
  },
  {
    path: '/login',
    renderAt: '/login',
    file: 'pages/login.html',
    routeFiles: [layout, 'src/routes/_public/login.tsx'],
    sameQuery: noQuery,
  },
  {
    path: '/strataLogin',
    renderAt: '/strataLogin',
    file: 'pages/strataLogin.html',
    routeFiles: [layout, 'src/routes/_public/strataLogin.tsx'],
    sameQuery: noQuery,
  },
  {
    path: '/account/resetpassword',
    renderAt: '/account/resetpassword',
    file: 'pages/account/resetpassword.html',
    routeFiles: [layout, 'src/routes/_public/account/resetpassword.tsx'],
    sameQuery: noQuery,
  },
  {
    // The reset mail's link always carries an id and a token; the form is the same whatever their values.
    path: '/account/newpassword',
    renderAt: '/account/newpassword?id=1&token=link',
    file: 'pages/account/newpassword.html',
    routeFiles: [layout, 'src/routes/_public/account/newpassword.tsx'],
    sameQuery: (search) => search.id !== undefined && search.token !== undefined,
  },
  {
    // The invitation link carries a hash; the page shows "Loading your invitation…" until the lookup answers.
    path: '/authorize',
    renderAt: '/authorize?hash=invitation',
    file: 'pages/authorize.html',
    routeFiles: [layout, 'src/routes/_public/authorize.tsx'],
    sameQuery: (search) => search.hash !== undefined,
  },
];
