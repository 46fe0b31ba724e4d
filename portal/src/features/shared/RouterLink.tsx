import { Link } from '@portal/ui';
import { createLink, type LinkComponent } from '@tanstack/react-router';

const CreatedRouterLink = createLink(Link);

/**
 * The ui Link with the router's typed `to`, `params` and `search` (checked against the route tree) and preloading
 * on hover or focus. Route components use it; views, which have stories without a router, take plain hrefs, which
 * react-aria's RouterProvider (app/AppProviders.tsx) also hands to the router.
 */
export const RouterLink: LinkComponent<typeof Link> = (props) => (
  <CreatedRouterLink preload="intent" {...props} />
);
