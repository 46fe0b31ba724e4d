// Kept for the route files that import it. New route files import routeParams.ts (params and loaders) and
// routeFailures.tsx (errorComponent, notFoundComponent) directly. Here the failure views are loaded lazily, so a
// route file importing this module at the top keeps their ui components out of the entry chunk (npm run size).
import { lazyRouteComponent } from '@tanstack/react-router';

export { notFoundOn404, parseIdParam, stringifyIdParam } from './routeParams.ts';

const failures = () => import('./routeFailures.tsx');
export const PropertiesLoadFailure = lazyRouteComponent(failures, 'PropertiesLoadFailure');
export const OwnersLoadFailure = lazyRouteComponent(failures, 'OwnersLoadFailure');
export const OwnerPropertiesLoadFailure = lazyRouteComponent(failures, 'OwnerPropertiesLoadFailure');
export const RecordNotFound = lazyRouteComponent(failures, 'RecordNotFound');
