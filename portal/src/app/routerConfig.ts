import type { NavigateOptions, ToOptions } from '@tanstack/react-router';

/** A path of the route tree as the router writes it: `/admin/owner/$id`. */
export type RoutePath = Extract<NonNullable<ToOptions['to']>, `/${string}`>;

/**
 * A route path with each `$param` segment as the text a URL has there: `/admin/owner/${number}`. Every parameter of
 * the route tree is a record's id, so a number: unlike any text, it cannot stand for more segments
 * (`/admin/owner/12/typo` is no page).
 */
type ConcretePath<P extends string> = P extends `${infer Head}$${string}/${infer Tail}`
  ? `${Head}${number}/${ConcretePath<Tail>}`
  : P extends `${infer Head}$${string}`
    ? `${Head}${number}`
    : P;

/** A URL of one of the portal's pages, with its query or fragment. */
export type AppPath = ConcretePath<RoutePath>;

/** What a ui link, button, menu item or table row may point at: a page of the route tree, or another site. */
export type AppHref =
  | AppPath
  | `${AppPath}?${string}`
  | `${AppPath}#${string}`
  | `#${string}`
  | `https://${string}`
  | `http://${string}`
  | `mailto:${string}`
  | `tel:${string}`;

// react-aria's links take the route tree's paths (react-aria "Client side routing", TanStack Router): an href to a
// page that does not exist does not compile.
declare module 'react-aria-components' {
  interface RouterConfig {
    href: AppHref;
    routerOptions: Omit<NavigateOptions, keyof ToOptions>;
  }
}

/**
 * A path of this site that only arrives at run time (a notification's link, a back link read from rendered HTML), as
 * an href: its page cannot be checked when compiling, so it is held to this site (an unknown path shows the
 * not-found page; another site's address, `//host/…` included, becomes the home page).
 */
export function sitePath(path: string): AppHref {
  return (path.startsWith('/') && !path.startsWith('//') ? path : '/') as AppHref;
}
