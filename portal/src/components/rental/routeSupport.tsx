// Kept for the route files that import it: new route files import routeParams.ts (params, loaders: it stays in the
// entry chunk, so it renders nothing) and routeFailures.tsx (errorComponent, notFoundComponent: split into the area
// chunk) directly, so the ui components of the failure views stay out of the entry chunk (npm run size).
export { notFoundOn404, parseIdParam, stringifyIdParam } from './routeParams.ts';
export {
  OwnerPropertiesLoadFailure,
  OwnersLoadFailure,
  PropertiesLoadFailure,
  RecordNotFound,
} from './routeFailures.tsx';
