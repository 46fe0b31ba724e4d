// What every route file may import at the top: id params and loader helpers (routeParams.ts), and its
// errorComponent and notFoundComponent. The failure views load lazily, so this module stays light and keeps their
// ui components out of the entry chunk every visitor downloads (npm run size).
import {
  type ErrorComponentProps,
  type ErrorRouteComponent,
  lazyRouteComponent,
} from '@tanstack/react-router';

import { parseIdParam, stringifyIdParam } from './routeParams.ts';

export { notFoundOn404, parseIdParam, stringifyIdParam } from './routeParams.ts';

const failures = () => import('./routeFailures.tsx');
const LoadFailureView = lazyRouteComponent(failures, 'LoadFailure');

/** errorComponent of a route whose loader tags its failures with the spec's message (failLoadWith). */
export const LoadFailureNotice = lazyRouteComponent(failures, 'LoadFailureNotice');

/** notFoundComponent of a record route. */
export const RecordNotFound = lazyRouteComponent(failures, 'RecordNotFound');

/** `params` of a route whose `$id` is a record id: a number in the route, anything else not found. */
export const idParams = { parse: parseIdParam, stringify: stringifyIdParam };

/**
 * What every record route's options start with (spread first): its `$id` is a record id; an id that is not one, or
 * that the loader's 404 says is unknown, shows the not-found page; a load that failed otherwise shows `failure`
 * (`loadFailure(...)`, or `LoadFailureNotice` for a loader that tags its failures). A spread stays in the route tree,
 * outside the split chunks: the id's parse is needed for matching, and the failure views load lazily anyway.
 */
export function recordRoute(failure: ErrorRouteComponent) {
  return { params: idParams, notFoundComponent: RecordNotFound, errorComponent: failure };
}

/**
 * errorComponent of a route whose loader failed: the spec's toast (e.g. "Could not load agent.") and a retry, with the
 * spec's inline error for the screen, when it has one, in the alert (e.g. "Error retrieving agent.").
 */
export function loadFailure(toastMessage: string, detail?: string) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per route file at module scope, never in a render.
  return function RouteLoadFailure(props: ErrorComponentProps) {
    return <LoadFailureView {...props} toastMessage={toastMessage} detail={detail} />;
  };
}
